// One kanji's dictionary facts as GET /api/kanji/:character serves them: KANJIDIC2 (© EDRDG, CC BY-SA 4.0) via the
// `kanji` package, plus the package's JLPT N-level lists.
import {z} from 'zod';

export const JLPT_LEVELS = ['N5', 'N4', 'N3', 'N2', 'N1'] as const;

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
  jlpt: z.enum(JLPT_LEVELS).nullable(),
});
export type KanjiInfo = z.output<typeof kanjiInfoSchema>;
