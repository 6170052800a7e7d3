import {createFileRoute} from '@tanstack/react-router';
import {KanjiPracticeSheetPage} from '../../features/practice-sheet/KanjiPracticeSheetPage.tsx';
import {PRACTICE_SHEET_TITLE} from '../../features/practice-sheet/sheet-layout.ts';

export const Route = createFileRoute('/additional-resources/kanji-practice-sheet')({
  head: () => ({meta: [{title: `${PRACTICE_SHEET_TITLE} · Genki Study`}]}),
  component: KanjiPracticeSheetPage,
});
