import {createFileRoute} from '@tanstack/react-router';
import {ComparisonGuide} from '../../features/guides/ComparisonGuide.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/comparison')({
  staticData: {withoutZero: true},
  head: () => pageHead('/guides/comparison'),
  component: ComparisonGuide,
});
