// Timing of the stroke-by-stroke animation: each stroke is drawn in turn, with a short pause between strokes.
export const STROKE_DRAW_MS = 550;
const STROKE_PAUSE_MS = 150;

export function strokeDelayMs(index: number): number {
  return index * (STROKE_DRAW_MS + STROKE_PAUSE_MS);
}
