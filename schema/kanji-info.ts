// One kanji's dictionary facts: KANJIDIC2 (© EDRDG, CC BY-SA 4.0) via the `kanji` package, plus the package's JLPT
// N-level lists. GET /api/kanji/:character serves them, and the catalogue's course kanji extend them.
import {z} from 'zod';
import {JLPT_LEVELS} from './jlpt.ts';

export const kanjiInfoSchema = z.object({
  character: z.string(),
  /** English meanings only, in KANJIDIC's order. */
  meanings: z.array(z.string()),
  /** In katakana, as KANJIDIC writes them. */
  onReadings: z.array(z.string()),
  /** In hiragana; a dot separates the okurigana (た.べる), a dash marks a prefix or suffix reading. */
  kunReadings: z.array(z.string()),
  strokeCount: z.number().int().positive().nullable(),
  /** 1–6: taught in that school year; 8: other jōyō kanji; 9–10: jinmeiyō (names). */
  grade: z.number().int().nullable(),
  // Answers cached before the levels were stored in lower case said 'N5'.
  jlpt: z
    .preprocess((level) => (typeof level === 'string' ? level.toLowerCase() : level), z.enum(JLPT_LEVELS))
    .nullable(),
});
export type KanjiInfo = z.output<typeof kanjiInfoSchema>;
