// A vocabulary item of a learner's deck (requirements §3.7) and the rules it is saved under (requirements §5): the word is
// non-blank and at least one English meaning is non-blank; values are trimmed; blank furigana becomes null; blank
// notes and meanings are dropped; particles are dropped when both parts are blank, examples when both sides are;
// empty mnemonics become null. Every field also has a length limit (DECK_ITEM_LIMITS), which the spec leaves open.
import {z} from 'zod';
import {PARTS_OF_SPEECH, VERB_PARTS_OF_SPEECH, type PartOfSpeech} from '../catalogue.ts';
import {firstIssueMessage} from '../validators.ts';

export const DECK_ITEM_LIMITS = {
  word: 100,
  furigana: 200,
  meaning: 300,
  note: 1000,
  mnemonic: 1000,
  exampleSide: 500,
  particle: 20,
  particleLabel: 100,
  videoURL: 500,
  videoTitle: 200,
  /** Entries of each list field (meanings, notes, each mnemonic list, examples, particles, videos). */
  entries: 30,
} as const;

/** What a learner may choose as a deck item's part of speech: the catalogue's, without kana and the kanji parts. */
export const DECK_PARTS_OF_SPEECH = PARTS_OF_SPEECH.filter((pos) => !['kana', 'kanji', 'radical'].includes(pos));

export type Mnemonics = {reading: string[]; kanji: string[]};
export type ExampleSentence = {japanese: string; english: string};
export type Particle = {particle: string; label: string};
export type Video = {url: string; title: string};

/** An item's content after the rules: what is stored and exported. */
export type DeckItemContent = {
  word: string;
  furigana: string | null;
  english: string[];
  partOfSpeech: PartOfSpeech | null;
  isVerb: boolean;
  info: string[];
  mnemonics: Mnemonics | null;
  exampleSentences: ExampleSentence[];
  particles: Particle[];
  videos: Video[];
};

const loose = z.string().max(5000, 'Text is too long');
const looseList = <T extends z.ZodType>(entry: T) => z.array(entry).max(200, 'Too many entries').default([]);

/** What a form, an import row or a mutator's argument may hold before the rules are applied. */
export const deckItemDraftSchema = z.strictObject({
  word: loose,
  furigana: loose.nullish(),
  english: looseList(loose),
  partOfSpeech: z.union([z.enum(DECK_PARTS_OF_SPEECH, 'Unknown part of speech'), z.literal(''), z.null()]).optional(),
  info: looseList(loose),
  mnemonics: z.strictObject({reading: looseList(loose), kanji: looseList(loose)}).nullish(),
  exampleSentences: looseList(z.strictObject({japanese: loose, english: loose})),
  particles: looseList(z.strictObject({particle: loose, label: loose})),
  videos: looseList(z.strictObject({url: loose, title: loose})),
});
export type DeckItemDraft = z.input<typeof deckItemDraftSchema>;

/** What the mutators take for an item: its content without the derived `isVerb`. */
export function draftOfContent({isVerb: _derived, ...draft}: DeckItemContent): DeckItemDraft {
  return draft;
}

export type DeckItemRule =
  | 'word-required'
  | 'meaning-required'
  | 'too-long'
  | 'too-many-entries'
  | 'video-url'
  | 'invalid-shape';

export type NormalizedItem = {ok: true; item: DeckItemContent} | {ok: false; rule: DeckItemRule; message: string};

const FIELD_NAMES = {
  word: 'The word',
  furigana: 'The furigana',
  meaning: 'A meaning',
  note: 'A note',
  mnemonic: 'A mnemonic',
  exampleSide: 'An example sentence',
  particle: 'A particle',
  particleLabel: 'A particle label',
  videoURL: 'A video link',
  videoTitle: 'A video title',
} as const;

class RuleBroken extends Error {
  readonly rule: DeckItemRule;
  constructor(rule: DeckItemRule, message: string) {
    super(message);
    this.rule = rule;
  }
}

function limited(value: string, field: keyof typeof FIELD_NAMES): string {
  const trimmed = value.trim();
  const limit = DECK_ITEM_LIMITS[field];
  if ([...trimmed].length > limit)
    throw new RuleBroken('too-long', `${FIELD_NAMES[field]} must be at most ${limit} characters`);
  return trimmed;
}

function fewEnough<T>(entries: T[], what: string): T[] {
  if (entries.length > DECK_ITEM_LIMITS.entries) {
    throw new RuleBroken('too-many-entries', `An item can hold at most ${DECK_ITEM_LIMITS.entries} ${what}`);
  }
  return entries;
}

function texts(values: readonly string[], field: 'meaning' | 'note' | 'mnemonic', what: string): string[] {
  return fewEnough(values.map((value) => limited(value, field)).filter(Boolean), what);
}

export function isVideoURL(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isVerbPartOfSpeech(partOfSpeech: PartOfSpeech | null): boolean {
  return partOfSpeech !== null && VERB_PARTS_OF_SPEECH.includes(partOfSpeech);
}

/** Applies the §5 rules to a draft. A draft that breaks one says which rule, and nothing should be written. */
export function normalizeDeckItem(input: unknown): NormalizedItem {
  const parsed = deckItemDraftSchema.safeParse(input);
  if (!parsed.success) return {ok: false, rule: 'invalid-shape', message: firstIssueMessage(parsed.error)};
  const draft = parsed.data;
  try {
    const word = limited(draft.word, 'word');
    if (!word) return {ok: false, rule: 'word-required', message: 'The word must not be blank'};
    const english = texts(draft.english, 'meaning', 'meanings');
    if (!english.length)
      return {ok: false, rule: 'meaning-required', message: 'At least one English meaning must not be blank'};
    const partOfSpeech = draft.partOfSpeech || null;
    const reading = texts(draft.mnemonics?.reading ?? [], 'mnemonic', 'reading mnemonics');
    const kanji = texts(draft.mnemonics?.kanji ?? [], 'mnemonic', 'kanji mnemonics');
    const videos = fewEnough(
      draft.videos
        .map((video) => ({url: limited(video.url, 'videoURL'), title: limited(video.title, 'videoTitle')}))
        .filter((video) => video.url || video.title),
      'videos',
    );
    const badVideo = videos.find((video) => !isVideoURL(video.url));
    if (badVideo)
      return {
        ok: false,
        rule: 'video-url',
        message: `"${badVideo.url || badVideo.title}" is not a web link (http or https)`,
      };
    return {
      ok: true,
      item: {
        word,
        furigana: limited(draft.furigana ?? '', 'furigana') || null,
        english,
        partOfSpeech,
        isVerb: isVerbPartOfSpeech(partOfSpeech),
        info: texts(draft.info, 'note', 'notes'),
        mnemonics: reading.length || kanji.length ? {reading, kanji} : null,
        exampleSentences: fewEnough(
          draft.exampleSentences
            .map((example) => ({
              japanese: limited(example.japanese, 'exampleSide'),
              english: limited(example.english, 'exampleSide'),
            }))
            .filter((example) => example.japanese || example.english),
          'example sentences',
        ),
        particles: fewEnough(
          draft.particles
            .map((particle) => ({
              particle: limited(particle.particle, 'particle'),
              label: limited(particle.label, 'particleLabel'),
            }))
            .filter((particle) => particle.particle || particle.label),
          'particles',
        ),
        videos,
      },
    };
  } catch (error) {
    if (error instanceof RuleBroken) return {ok: false, rule: error.rule, message: error.message};
    throw error;
  }
}
