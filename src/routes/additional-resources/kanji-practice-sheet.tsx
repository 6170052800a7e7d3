import {createFileRoute} from '@tanstack/react-router';
import {KanjiPracticeSheetPage} from '../../features/kanji-sheet/KanjiPracticeSheetPage.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/additional-resources/kanji-practice-sheet')({
  staticData: {withoutZero: true},
  head: () => pageHead('/additional-resources/kanji-practice-sheet'),
  component: KanjiPracticeSheetPage,
});
