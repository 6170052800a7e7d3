// The worksheet of each chapter, loaded lazily: a worksheet's page downloads only its own sheet.
import type {WorksheetInput} from '../../features/worksheets/worksheet.ts';

type SheetLoader = () => Promise<{default: WorksheetInput}>;

export const WORKSHEET_LOADERS: Record<number, SheetLoader> = {
  0: () => import('./chapter-00.ts'),
  1: () => import('./chapter-01.ts'),
  2: () => import('./chapter-02.ts'),
  3: () => import('./chapter-03.ts'),
  4: () => import('./chapter-04.ts'),
  5: () => import('./chapter-05.ts'),
  6: () => import('./chapter-06.ts'),
  7: () => import('./chapter-07.ts'),
  8: () => import('./chapter-08.ts'),
  9: () => import('./chapter-09.ts'),
  10: () => import('./chapter-10.ts'),
  11: () => import('./chapter-11.ts'),
  12: () => import('./chapter-12.ts'),
  13: () => import('./chapter-13.ts'),
  14: () => import('./chapter-14.ts'),
  15: () => import('./chapter-15.ts'),
  16: () => import('./chapter-16.ts'),
  17: () => import('./chapter-17.ts'),
  18: () => import('./chapter-18.ts'),
  19: () => import('./chapter-19.ts'),
  20: () => import('./chapter-20.ts'),
};
