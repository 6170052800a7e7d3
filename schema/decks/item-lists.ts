// The list fields of a deck item (meanings, notes, mnemonics, examples, particles, videos) change by intent — add,
// edit or remove one element, named by a stable id — never by sending the whole list. The server applies intents
// in its order, so two people who each add a meaning at once both keep theirs, and a removal removes only its
// element; the optimistic client runs the same function, so every client converges on the server's result.
import {z} from 'zod';
import type {DeckItemContent, DeckItemDraft} from './deck-item.ts';
import type {PartOfSpeech} from '../catalogue.ts';

export type TextEntry = {id: string; text: string};
export type ExampleEntry = {id: string; japanese: string; english: string};
export type ParticleEntry = {id: string; particle: string; label: string};
export type VideoEntry = {id: string; url: string; title: string};
export type StoredMnemonics = {reading: TextEntry[]; kanji: TextEntry[]};

/** An item's lists as its row stores them. */
export type StoredLists = {
  english: TextEntry[];
  info: TextEntry[];
  mnemonics: StoredMnemonics | null;
  example_sentences: ExampleEntry[];
  particles: ParticleEntry[];
  videos: VideoEntry[];
};

/** The scalar fields of an item's row, beside its lists. */
export type StoredScalars = {word: string; furigana: string | null; part_of_speech: string | null};

const value = z.string().max(5000, 'Text is too long');
const textValue = z.strictObject({text: value});

export const ENTRY_VALUE_SCHEMAS = {
  english: textValue,
  info: textValue,
  mnemonicReading: textValue,
  mnemonicKanji: textValue,
  exampleSentences: z.strictObject({japanese: value, english: value}),
  particles: z.strictObject({particle: value, label: value}),
  videos: z.strictObject({url: value, title: value}),
} as const;

export type ItemList = keyof typeof ENTRY_VALUE_SCHEMAS;
export const ITEM_LISTS = Object.keys(ENTRY_VALUE_SCHEMAS) as ItemList[];
export type EntryValue<L extends ItemList = ItemList> = z.output<(typeof ENTRY_VALUE_SCHEMAS)[L]>;

export const entryIDSchema = z.string().min(1, 'Entry id is required').max(40, 'Entry id is too long');

/** One intent on one list. Its value is checked against the list's shape by `entryIntentSchema`. */
export const entryIntentSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('add'),
      list: z.enum(ITEM_LISTS),
      entryID: entryIDSchema,
      value: z.record(z.string(), value),
    }),
    z.strictObject({
      type: z.literal('edit'),
      list: z.enum(ITEM_LISTS),
      entryID: entryIDSchema,
      value: z.record(z.string(), value),
    }),
    z.strictObject({type: z.literal('remove'), list: z.enum(ITEM_LISTS), entryID: entryIDSchema}),
  ])
  .superRefine((intent, context) => {
    if (intent.type === 'remove') return;
    const parsed = ENTRY_VALUE_SCHEMAS[intent.list].safeParse(intent.value);
    if (!parsed.success) context.addIssue({code: 'custom', message: `Not a value for ${intent.list}`, path: ['value']});
  });
export type EntryIntent = z.output<typeof entryIntentSchema>;

export type AnyEntry = {id: string} & Record<string, string>;

/** The name an element's version goes by in its item's versions (schema/writes/field-versions.ts). */
export function entryField(list: ItemList, entryID: string): string {
  return `${list}:${entryID}`;
}

/** The elements of one list field of an item, as stored. */
export function entriesOf(lists: StoredLists, list: ItemList): AnyEntry[] {
  switch (list) {
    case 'english':
      return lists.english as AnyEntry[];
    case 'info':
      return lists.info as AnyEntry[];
    case 'mnemonicReading':
      return (lists.mnemonics?.reading ?? []) as AnyEntry[];
    case 'mnemonicKanji':
      return (lists.mnemonics?.kanji ?? []) as AnyEntry[];
    case 'exampleSentences':
      return lists.example_sentences as AnyEntry[];
    case 'particles':
      return lists.particles as AnyEntry[];
    case 'videos':
      return lists.videos as AnyEntry[];
  }
}

function withEntries(lists: StoredLists, list: ItemList, entries: AnyEntry[]): StoredLists {
  const mnemonics = (reading: TextEntry[], kanji: TextEntry[]) =>
    reading.length || kanji.length ? {reading, kanji} : null;
  switch (list) {
    case 'english':
      return {...lists, english: entries as TextEntry[]};
    case 'info':
      return {...lists, info: entries as TextEntry[]};
    case 'mnemonicReading':
      return {...lists, mnemonics: mnemonics(entries as TextEntry[], lists.mnemonics?.kanji ?? [])};
    case 'mnemonicKanji':
      return {...lists, mnemonics: mnemonics(lists.mnemonics?.reading ?? [], entries as TextEntry[])};
    case 'exampleSentences':
      return {...lists, example_sentences: entries as ExampleEntry[]};
    case 'particles':
      return {...lists, particles: entries as ParticleEntry[]};
    case 'videos':
      return {...lists, videos: entries as VideoEntry[]};
  }
}

function trimmed(entryValue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entryValue).map(([key, text]) => [key, text.trim()]));
}

export type IntentOutcome =
  | {changed: false}
  | {changed: true; lists: StoredLists}
  | {refused: 'not-found'; message: string};

/** Applies one intent. Adding an id that is there already (a replay) or a blank value changes nothing; editing an
 * element to blank removes it (blank elements are dropped, requirements §5); removing one that is gone changes nothing;
 * editing one that is gone is refused, since the edit has nothing left to apply to. */
export function applyEntryIntent(lists: StoredLists, intent: EntryIntent): IntentOutcome {
  const entries = entriesOf(lists, intent.list);
  const index = entries.findIndex((entry) => entry.id === intent.entryID);
  if (intent.type === 'remove') {
    return index < 0
      ? {changed: false}
      : {changed: true, lists: withEntries(lists, intent.list, entries.toSpliced(index, 1))};
  }
  const next = trimmed(intent.value);
  const blank = Object.values(next).every((text) => !text);
  if (intent.type === 'add') {
    if (index >= 0 || blank) return {changed: false};
    return {changed: true, lists: withEntries(lists, intent.list, [...entries, {id: intent.entryID, ...next}])};
  }
  if (index < 0)
    return {
      refused: 'not-found',
      message: 'That part of the word was removed by someone else, so your edit was not saved',
    };
  if (blank) return {changed: true, lists: withEntries(lists, intent.list, entries.toSpliced(index, 1))};
  return {changed: true, lists: withEntries(lists, intent.list, entries.with(index, {id: intent.entryID, ...next}))};
}

/** A stored item as the §5 rules see it: what `normalizeDeckItem` checks after every change. */
export function draftOf(item: StoredScalars & StoredLists): DeckItemDraft {
  const texts = (entries: readonly TextEntry[]) => entries.map((entry) => entry.text);
  return {
    word: item.word,
    furigana: item.furigana,
    english: texts(item.english),
    partOfSpeech: (item.part_of_speech ?? null) as PartOfSpeech | null,
    info: texts(item.info),
    mnemonics: item.mnemonics ? {reading: texts(item.mnemonics.reading), kanji: texts(item.mnemonics.kanji)} : null,
    exampleSentences: item.example_sentences.map(({japanese, english}) => ({japanese, english})),
    particles: item.particles.map(({particle, label}) => ({particle, label})),
    videos: item.videos.map(({url, title}) => ({url, title})),
  };
}

/** An item's content with ids for its elements: `0`, `1`, … in each list (later adds use random ids). */
export function storedListsOf(content: DeckItemContent): StoredLists {
  const texts = (values: readonly string[]) => values.map((text, index) => ({id: String(index), text}));
  return {
    english: texts(content.english),
    info: texts(content.info),
    mnemonics: content.mnemonics
      ? {reading: texts(content.mnemonics.reading), kanji: texts(content.mnemonics.kanji)}
      : null,
    example_sentences: content.exampleSentences.map((example, index) => ({id: String(index), ...example})),
    particles: content.particles.map((particle, index) => ({id: String(index), ...particle})),
    videos: content.videos.map((video, index) => ({id: String(index), ...video})),
  };
}

/** An item's content without element ids: what practice, export and the §5 rules work on. */
export function contentOf(item: StoredScalars & StoredLists & {is_verb: boolean}): DeckItemContent {
  const draft = draftOf(item);
  return {
    word: item.word,
    furigana: item.furigana ?? null,
    english: draft.english ?? [],
    partOfSpeech: (item.part_of_speech ?? null) as PartOfSpeech | null,
    isVerb: item.is_verb,
    info: draft.info ?? [],
    mnemonics: item.mnemonics ? {reading: draft.mnemonics?.reading ?? [], kanji: draft.mnemonics?.kanji ?? []} : null,
    exampleSentences: draft.exampleSentences ?? [],
    particles: draft.particles ?? [],
    videos: draft.videos ?? [],
  };
}
