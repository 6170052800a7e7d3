// The learning catalogue's shapes (requirements §3.4–3.6): textbooks, chapters, modules, vocabulary and creators.
// The data lives in server/catalogue/; these validators are what the catalogue check and the endpoints hold it to.
import {z} from 'zod';
import {REGISTERS, WORD_CLASSES} from './conjugation/forms.ts';
import {TEXTBOOK_IDS} from './settings.ts';
import type {KanjiInfo} from './kanji-info.ts';

export type TextbookID = (typeof TEXTBOOK_IDS)[number];

/** Which chapters each course has (requirements §1). Known to the client too, so unknown chapters redirect at once. */
export const TEXTBOOK_CHAPTER_RANGES: Record<TextbookID, {first: number; last: number}> = {
  genki_1: {first: 0, last: 12},
  genki_2: {first: 13, last: 20},
};

export function chapterSlug(chapter: number): string {
  return `chapter-${chapter}`;
}

export function chapterNumbersOf(textbook: TextbookID): number[] {
  const {first, last} = TEXTBOOK_CHAPTER_RANGES[textbook];
  return Array.from({length: last - first + 1}, (_, index) => first + index);
}

/** The course a chapter number belongs to (chapters 0–12: genki_1, 13–20: genki_2). */
export function textbookOfChapter(chapter: number): TextbookID {
  return chapter <= TEXTBOOK_CHAPTER_RANGES.genki_1.last ? 'genki_1' : 'genki_2';
}

export function isTextbookID(value: string): value is TextbookID {
  return (TEXTBOOK_IDS as readonly string[]).includes(value);
}

/** The chapter number a slug names within the textbook, or null when the textbook has no such chapter. */
export function chapterNumberOf(textbook: TextbookID, slug: string): number | null {
  const match = /^chapter-(\d{1,2})$/.exec(slug);
  if (!match) return null;
  const chapter = Number(match[1]);
  const {first, last} = TEXTBOOK_CHAPTER_RANGES[textbook];
  return chapter >= first && chapter <= last && slug === chapterSlug(chapter) ? chapter : null;
}

// Kana (either script), the long-vowel mark, the wave dash for "~", and the punctuation a phrase may carry.
export const KANA_ONLY = /^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc\u30fd\u30fe〜～。、？！・「」 ]+$/u;

export const PARTS_OF_SPEECH = [
  'noun',
  'pronoun',
  'proper-noun',
  'suffix',
  'prefix',
  'counter',
  'number',
  'adverb',
  'conjunction',
  'expression',
  'question-word',
  'particle',
  'i-adjective',
  'na-adjective',
  'u-verb',
  'ru-verb',
  'irregular-verb',
  'kana',
  // Only for the kanji and radicals practised before the words that use them, never in vocabulary files.
  'kanji',
  'radical',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
export const VERB_PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['u-verb', 'ru-verb', 'irregular-verb'];

const text = z.string().trim().min(1);

export const vocabularyItemSchema = z.strictObject({
  /** Unique across the catalogue; the practice_item_key of FSRS cards. Usually the word itself. */
  key: text,
  /** As written: kanji with okurigana, or kana. */
  word: text,
  /** Kana only (hiragana, or katakana for loanwords); the word's kana parts appear in it unchanged. */
  reading: z.string().regex(KANA_ONLY, 'Reading must be kana only'),
  english: z.array(text).min(1, 'At least one English meaning'),
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
  notes: z.array(text).optional(),
  mnemonics: z.strictObject({reading: z.array(text).optional(), kanji: z.array(text).optional()}).optional(),
  examples: z.array(z.strictObject({japanese: text, english: text})).optional(),
  particles: z.array(z.strictObject({particle: text, label: text})).optional(),
});
export type VocabularyItem = z.output<typeof vocabularyItemSchema>;

/** How data files write an item: the key defaults to the word. */
export type VocabularyItemInput = Omit<VocabularyItem, 'key'> & {key?: string};

export const vocabSetSchema = z.strictObject({
  /** `${textbook}_ch${chapter}_${slug}`, or `kana_${slug}` for the kana sets. */
  id: text,
  title: text,
  keys: z.array(text).min(1),
});
export type VocabSet = z.output<typeof vocabSetSchema>;

export const LESSON_TYPES = [
  'lesson',
  'grammar-notes',
  'worksheet',
  'conjugation-practice',
  'counter-practice',
] as const;
export const SESSION_TYPES = [
  'vocab-practice',
  'vocab-test',
  'vocab-list',
  'sentence-practice',
  'listening-practice',
] as const;
export const PRACTICE_MODES = ['meanings', 'spellings'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/** The kana quizzes (requirements §2.1): vocab-practice modules of these keys, each with a route of its own name. */
export const KANA_QUIZ_KEYS = [
  'hiragana-quiz',
  'dakuten-handakuten-quiz',
  'contracted-sounds-quiz',
  'all-hiragana-quiz',
] as const;
export type KanaQuizKey = (typeof KANA_QUIZ_KEYS)[number];

export const lessonModuleSchema = z.strictObject({
  kind: z.literal('lesson'),
  key: text,
  title: text,
  link: text,
  lesson_type: z.enum(LESSON_TYPES),
  description: text.optional(),
  /** Lessons that lead with vocabulary: the built-in deck (a vocab-list module key) they offer to import. */
  vocab_deck_id: text.optional(),
});

/** What a video step opens (schema/video-links.ts): one video, a playlist, or the creator's channel searched. */
export const VIDEO_TARGET_KINDS = ['video', 'playlist', 'channel-search'] as const;
export type VideoTargetKind = (typeof VIDEO_TARGET_KINDS)[number];

export const externalResourceModuleSchema = z.strictObject({
  kind: z.literal('external-resource'),
  key: text,
  title: text,
  link: text,
  /** The exact material the step opens (schema/video-links.ts): never a channel's front page. */
  external_url: z.url(),
  opens: z.enum(VIDEO_TARGET_KINDS),
  /** When the step opens one video: its id, which also names its thumbnail. */
  video_id: z
    .string()
    .regex(/^[\w-]{11}$/, 'A video id is 11 letters, digits, - or _')
    .optional(),
  creator_id: text,
  lesson_type: z.enum(['video', 'listening_practice']),
  /** What the learner will practise with it, as a phrase ("Listening to …"). */
  practises: text,
  /** Roughly how long it takes, in minutes. */
  minutes: z.number().int().positive(),
  difficulty_rating: z.enum(['easy', 'medium', 'hard']),
  description: text.optional(),
  prerequisite_module_ids: z.array(text).optional(),
  prerequisite_vocab_keys: z.array(text).optional(),
  daily_prog_amount: z.number().int().positive().optional(),
});

export const practiceModuleSchema = z.strictObject({
  kind: z.literal('practice'),
  key: text,
  title: text,
  session_type: z.enum(SESSION_TYPES),
  vocab_set_ids: z.array(text),
  /** sentence-practice and listening-practice modules: the sentence sets they draw from. */
  sentence_set_ids: z.array(text).optional(),
  instructions: text.optional(),
  allowed_practice_modes: z.array(z.enum(PRACTICE_MODES)).optional(),
});

export const moduleSchema = z.discriminatedUnion('kind', [
  lessonModuleSchema,
  externalResourceModuleSchema,
  practiceModuleSchema,
]);
export type LessonModule = z.output<typeof lessonModuleSchema>;
export type ExternalResourceModule = z.output<typeof externalResourceModuleSchema>;
export type PracticeModule = z.output<typeof practiceModuleSchema>;
export type Module = z.output<typeof moduleSchema>;

export const chapterSchema = z.strictObject({
  id: text,
  slug: z.string().regex(/^chapter-\d+$/, 'Chapter slug must be chapter-N'),
  number: z.number().int().min(0),
  title: text,
  description: text,
  learning_path_items: z.array(text),
  disabled_modules: z.array(text),
});
export type Chapter = z.output<typeof chapterSchema>;

export const textbookSchema = z.strictObject({
  id: z.enum(TEXTBOOK_IDS),
  name: text,
  short_name: text,
  publisher: text,
  level: z.enum(['N5', 'N4']),
  cover_image_url: text.nullable(),
  chapters: z.array(chapterSchema),
});
export type Textbook = z.output<typeof textbookSchema>;

export const creatorSchema = z.strictObject({
  creator_id: text,
  creator_name: text,
  profile_img: text.nullable(),
  fallback_initials: z.string().trim().min(1).max(3),
  thumbnail_type: z.enum(['youtube_api', 'open_graph', 'css_background', 'manual', 'none']),
});
export type Creator = z.output<typeof creatorSchema>;

// Sentence practice: sentences of our own per grammar point. The reading is the whole sentence in kana; the hint
// helps before answering; alternatives are other correct answers (other particles, another politeness level).
const kanaList = z.array(z.string().regex(KANA_ONLY, 'Must be kana only')).min(1);
/** A sentence's final predicate (schema/sentences/registers.ts): its last word in kana dictionary form and class,
 * or set phrases standing for each other in the two registers. */
export const sentencePredicateSchema = z.union([
  z.strictObject({word: z.string().regex(/^[\u3041-\u3096]*$/u, 'Must be hiragana'), class: z.enum(WORD_CLASSES)}),
  z.strictObject({polite: kanaList, plain: kanaList}),
]);

export const sentenceSchema = z.strictObject({
  japanese: text,
  reading: z.string().regex(KANA_ONLY, 'Reading must be kana only'),
  english: text,
  hint: text,
  /** Other correct sentences: another particle, another word order, a topic left out. */
  alternatives: z.array(text).optional(),
  /** Tried in order; the first one the sentence ends in gives its forms in both registers. */
  predicate: z.array(sentencePredicateSchema).min(1).optional(),
  /** A sentence asked in one register only, because its grammar point is that register's (ます, casual, keigo). */
  one_register: z.strictObject({register: z.enum(REGISTERS), because: text}).optional(),
});
export type Sentence = z.output<typeof sentenceSchema>;

export const sentenceSetSchema = z.strictObject({
  /** `${textbook}_ch${chapter}_${slug}`. */
  id: text,
  title: text,
  grammar_point: text,
  sentences: z.array(sentenceSchema).min(8, 'A sentence set needs at least 8 sentences'),
});
export type SentenceSet = z.output<typeof sentenceSetSchema>;

// Kanji and radicals of the course (requirements §3.11): KANJIDIC2's facts with KanjiVG's components.
export type CourseKanji = KanjiInfo & {
  /** The direct components (KanjiVG); a kanji with no parts is its own single component. */
  radicalComponents: string[];
  /** Which kanji source supplied the meanings (a kanji override's sourceId, or 'kanjidic'). */
  meaningSource: string;
};

export type RadicalInfo = {
  radical: string;
  meanings: string[];
  strokeCount: number | null;
};

export type VocabularyHierarchy = {
  vocabulary: {key: string; word: string; kanjiComponents: string[]}[];
  kanji: CourseKanji[];
  radicals: RadicalInfo[];
};

/** What the client needs to draw the courses and their paths (GET /api/catalogue/structure). */
export type CatalogueStructure = {
  textbooks: Textbook[];
  modules: Record<string, Module>;
  creators: Record<string, Creator>;
};

/** A built-in deck: a chapter's vocab-list module (GET /api/catalogue/deck-info). */
export type DeckInfo = {
  deck_id: string;
  title: string;
  description: string;
  textbook_id: TextbookID | null;
  chapter: number | null;
  item_count: number;
  keys: string[];
};
