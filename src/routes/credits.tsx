import {createFileRoute} from '@tanstack/react-router';
import {CreditsPage} from '../features/credits/CreditsPage.tsx';

export const Route = createFileRoute('/credits')({
  head: () => ({meta: [{title: 'Credits · Genki Study'}]}),
  component: CreditsPage,
});
