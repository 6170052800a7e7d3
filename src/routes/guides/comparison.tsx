import {createFileRoute} from '@tanstack/react-router';
import {ComparisonGuide} from '../../features/guides/ComparisonGuide.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/comparison')({
  staticData: {withoutZero: true},
  head: () => pageHead('Genki Study, Anki, WaniKani and jpdb', 'How Genki Study compares with Anki, WaniKani and jpdb, and how to use them side by side.'),
  component: ComparisonGuide,
});
