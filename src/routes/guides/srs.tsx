import {createFileRoute} from '@tanstack/react-router';
import {SrsGuide} from '../../features/guides/SrsGuide.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/guides/srs')({
  staticData: {withoutZero: true},
  head: () => pageHead('How spaced repetition works', 'What FSRS does with your answers, what desired retention means, and when to optimise your review schedule.'),
  component: SrsGuide,
});
