// A chapter's worksheet (issue 23): sections of blanks built from the chapter's own words and grammar, checked one by
// one on screen (worksheet-check.ts) and printed with an answer key. Content files are held to this schema by the
// content test, which also checks that every model answer passes the checker of its blank.
import {z} from 'zod';
import {
  FORM_NAMES,
  POLARITIES,
  REGISTERS,
  TENSES,
  WORD_CLASSES,
  type ConjugationForm,
} from '../../../schema/conjugation/forms.ts';
import {sentencePredicateSchema} from '../../../schema/catalogue.ts';

const text = z.string().trim().min(1);
/** A blank in a sentence is written ＿ (full-width low line). */
export const BLANK_MARK = '＿';

/** A conjugation table's column, written as the engine's form key: `normal:polite:past:neg`. */
const formKeySchema = z.string().transform((key, context): ConjugationForm => {
  const [form, register, tense, polarity] = key.split(':');
  const parsed = z
    .object({
      form: z.enum(FORM_NAMES),
      register: z.enum(REGISTERS),
      tense: z.enum(TENSES),
      polarity: z.enum(POLARITIES),
    })
    .safeParse({form, register, tense, polarity});
  if (!parsed.success) {
    context.addIssue({code: 'custom', message: `${key} is not a form: write form:register:tense:polarity`});
    return z.NEVER;
  }
  return parsed.data;
});

const particleSection = z.strictObject({
  kind: z.literal('particles'),
  items: z
    .array(
      z.strictObject({
        /** The sentence with one ＿ where the particle goes. */
        sentence: text.refine((sentence) => sentence.split(BLANK_MARK).length === 2, 'Write exactly one ＿'),
        english: text,
        /** Every particle that fits, the model first. */
        particles: z.array(text).min(1),
        /** Why the model particle, shown when the answer is wrong. */
        why: text,
      }),
    )
    .min(3),
});

const conjugationSection = z.strictObject({
  kind: z.literal('conjugation'),
  forms: z.array(formKeySchema).min(2),
  words: z
    .array(
      z.strictObject({
        written: text,
        reading: text,
        class: z.enum(WORD_CLASSES),
        english: text,
        /** A noun with です conjugates like a na-adjective; the table names it a noun. */
        noun: z.literal(true).optional(),
      }),
    )
    .min(3),
});

const kanjiWord = z.strictObject({word: text, reading: text, english: text});
const kanjiSection = z.strictObject({
  kind: z.literal('kanji'),
  /** Words shown in kanji, to be read; words shown by reading and meaning, to be written in kanji. Different words,
   * so neither list gives the other away. */
  read: z.array(kanjiWord).min(2),
  write: z.array(kanjiWord).min(2),
});

const translationSection = z.strictObject({
  kind: z.literal('translation'),
  toEnglish: z.array(z.strictObject({japanese: text, english: z.array(text).min(1)})).min(2),
  toJapanese: z
    .array(
      z.strictObject({
        english: text,
        japanese: text,
        reading: text,
        alternatives: z.array(text).optional(),
        predicate: z.array(sentencePredicateSchema).min(1).optional(),
      }),
    )
    .min(2),
});

const readingSection = z.strictObject({
  kind: z.literal('reading'),
  title: text,
  passage: z.array(text).min(3),
  questions: z
    .array(
      z.strictObject({
        question: text,
        answers: z.array(text).min(1),
        /** The line of the passage that answers it, quoted when the answer is wrong. */
        because: text,
      }),
    )
    .min(2),
});

const kanaReadingSection = z.strictObject({
  kind: z.literal('kana-reading'),
  /** Read each kana aloud and write it in romaji. */
  kana: z.array(text).min(5),
});

const kanaWritingSection = z.strictObject({
  kind: z.literal('kana-writing'),
  /** Write each word in hiragana from its romaji and meaning. */
  words: z.array(z.strictObject({kana: text, english: text})).min(3),
});

export const worksheetSectionSchema = z.discriminatedUnion('kind', [
  particleSection,
  conjugationSection,
  kanjiSection,
  translationSection,
  readingSection,
  kanaReadingSection,
  kanaWritingSection,
]);
export type WorksheetSection = z.output<typeof worksheetSectionSchema>;
export type SectionKind = WorksheetSection['kind'];

export const worksheetSchema = z.strictObject({
  chapter: z.number().int().min(0).max(20),
  intro: text,
  sections: z.array(worksheetSectionSchema).min(1),
});
export type Worksheet = z.output<typeof worksheetSchema>;
/** How content files write a sheet (form keys as text). */
export type WorksheetInput = z.input<typeof worksheetSchema>;

/** The five sections of every chapter sheet (1–20), in this order; chapter 0's kana sheet has its own two. */
export const CHAPTER_SECTION_KINDS = ['particles', 'conjugation', 'kanji', 'translation', 'reading'] as const;
export const KANA_SECTION_KINDS = ['kana-reading', 'kana-writing'] as const;

export const SECTION_TITLES: Record<SectionKind, string> = {
  particles: 'Particles',
  conjugation: 'Conjugation table',
  kanji: 'Kanji: read and write',
  translation: 'Translation',
  reading: 'Reading',
  'kana-reading': 'Read the kana',
  'kana-writing': 'Write in hiragana',
};
