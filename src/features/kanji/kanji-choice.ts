// Which kanji /kanji-test shows: 字 unless the address (?kanji=水) or the learner's input names another. A choice is
// one kanji; whether KanjiVG draws it is asked of the stroke endpoint.
import {z} from 'zod';

export const DEFAULT_KANJI = '字';

const ONE_KANJI = /^\p{Unified_Ideograph}$/u;

/** One kanji, or the plain-English reason the text is not one. */
export const kanjiChoiceSchema = z
  .string()
  .trim()
  .superRefine((text, context) => {
    if (ONE_KANJI.test(text)) return;
    const characters = [...text];
    const message =
      characters.length === 0
        ? 'Type a kanji, such as 水.'
        : characters.length > 1
          ? `Type one kanji at a time: “${characters[0]}”, not “${text}”.`
          : `“${text}” is not a kanji. Type one kanji, such as 水.`;
    context.addIssue({code: 'custom', message});
  });

/** The address's choice; anything that is not one kanji is dropped, and 字 shows. `mode=write` opens the writing pad
 * instead of the stroke order. */
export const kanjiTestSearchSchema = z.lazy(() =>
  z.object({
    kanji: kanjiChoiceSchema.optional().catch(undefined),
    mode: z.literal('write').optional().catch(undefined),
  }),
);
export type KanjiTestSearch = z.output<typeof kanjiTestSearchSchema>;
