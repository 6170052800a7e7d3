import {createFileRoute} from '@tanstack/react-router';
import {GuidesPage} from '../../features/guides/GuidesPage.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/')({
  staticData: {withoutZero: true},
  head: () => pageHead('Guides', 'How spaced repetition works in Genki Study, and how it compares with Anki, WaniKani and jpdb.'),
  component: GuidesPage,
});
