import {createFileRoute} from '@tanstack/react-router';
import {SrsGuide} from '../../features/guides/SrsGuide.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/srs')({
  staticData: {withoutZero: true},
  head: () => pageHead('/guides/srs'),
  component: SrsGuide,
});
