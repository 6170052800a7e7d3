// The JLPT levels, easiest first, as settings, the conjugation word banks and kanji facts all store them.
export const JLPT_LEVELS = ['n5', 'n4', 'n3', 'n2', 'n1'] as const;
export type JlptLevel = (typeof JLPT_LEVELS)[number];

/** How a level is written for learners: N5. */
export function jlptLabel(level: JlptLevel): string {
  return level.toUpperCase();
}
