// One row of the practice sheet: the model character with its numbered strokes, then squares to trace over (the
// character in light grey), then empty squares with a centre cross.
export type PracticeCell = 'trace' | 'empty';

export const SQUARES_PER_ROW_CHOICES = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export const TRACING_SQUARE_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export const DEFAULT_SQUARES_PER_ROW = 10;
export const DEFAULT_TRACING_SQUARES = 3;

/** The practice squares after the model; tracing squares never outnumber the squares of the row. */
export function practiceCells(squaresPerRow: number, tracingSquares: number): PracticeCell[] {
  const tracing = Math.min(Math.max(tracingSquares, 0), squaresPerRow);
  return Array.from({length: squaresPerRow}, (_, index) => (index < tracing ? 'trace' : 'empty'));
}
