import {createFileRoute} from '@tanstack/react-router';
import {GuidesPage} from '../../features/guides/GuidesPage.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/')({
  staticData: {withoutZero: true},
  head: () => pageHead('/guides/'),
  component: GuidesPage,
});
