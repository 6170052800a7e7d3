import {createFileRoute} from '@tanstack/react-router';
import {KanjiPracticeSheetPage} from '../../features/practice-sheet/KanjiPracticeSheetPage.tsx';
import {PRACTICE_SHEET_TITLE} from '../../features/practice-sheet/sheet-layout.ts';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/additional-resources/kanji-practice-sheet')({
  staticData: {withoutZero: true},
  head: () => pageHead(PRACTICE_SHEET_TITLE, 'Print a kanji practice sheet: stroke order, squares to trace and squares to write in, for any kanji you choose.'),
  component: KanjiPracticeSheetPage,
});
