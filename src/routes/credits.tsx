import {createFileRoute} from '@tanstack/react-router';
import {CreditsPage} from '../features/credits/CreditsPage.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/credits')({
  staticData: {withoutZero: true},
  head: () => pageHead('/credits'),
  component: CreditsPage,
});
