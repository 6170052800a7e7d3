// The 12 stroke colours (requirements §9), cycled by stroke number. Neighbouring strokes are 150° apart in hue, and every
// colour keeps at least 3:1 contrast on both the light and the dark theme's surfaces.
export const STROKE_COLORS = [
  '#e82c2c',
  '#0f8a4d',
  '#d317d3',
  '#4b870f',
  '#6868ee',
  '#b56514',
  '#0f8787',
  '#e61980',
  '#108c10',
  '#9e51ec',
  '#7c7c0e',
  '#1879da',
] as const;

/** The colour of stroke `number` (1-based). */
export function strokeColor(number: number): string {
  return STROKE_COLORS[(number - 1) % STROKE_COLORS.length]!;
}
