// The note type our .apkg export writes, and how an item fills its fields. Importing a note of this type reads the
// fields back exactly (meanings and notes one per line, examples "日本語 — English"); the part of speech travels as
// a tag.
import type {DeckItemContent, DeckItemDraft} from '../../../../schema/decks/deck-item.ts';
import {fieldText, textToField} from './anki-text.ts';

export const GENKI_NOTETYPE_NAME = 'Genki Study vocabulary';
export const GENKI_FIELDS = ['Word', 'Reading', 'Meaning', 'Notes', 'Examples'] as const;
/** Every exported note carries this tag, so a learner finds them in Anki's browser. */
export const GENKI_TAG = 'genki-study';

const EXAMPLE_SEPARATOR = ' — ';

export const GENKI_TEMPLATE = {
  name: 'Recognition',
  front: '<div class="word" lang="ja">{{Word}}</div>',
  back: [
    '{{FrontSide}}',
    '<hr id=answer>',
    '{{#Reading}}<div class="reading" lang="ja">{{Reading}}</div>{{/Reading}}',
    '<div class="meaning">{{Meaning}}</div>',
    '{{#Notes}}<div class="notes">{{Notes}}</div>{{/Notes}}',
    '{{#Examples}}<div class="examples">{{Examples}}</div>{{/Examples}}',
  ].join('\n'),
  css: [
    '.card { font-family: "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 22px; text-align: center; color: black; background-color: white; }',
    '.word { font-size: 48px; }',
    '.reading { color: #6b6259; font-size: 26px; }',
    '.meaning { margin-top: 12px; }',
    '.notes, .examples { margin-top: 16px; font-size: 18px; color: #6b6259; }',
    '.nightMode .reading, .nightMode .notes, .nightMode .examples { color: #a89f93; }',
  ].join('\n'),
};

const lines = (values: readonly string[]) => textToField(values.join('\n'));

/** The item's fields, in GENKI_FIELDS order, as HTML. */
export function fieldsOfItem(item: DeckItemContent): string[] {
  return [
    textToField(item.word),
    textToField(item.furigana ?? ''),
    lines(item.english),
    lines(item.info),
    lines(
      item.exampleSentences.map((example) =>
        example.english ? `${example.japanese}${EXAMPLE_SEPARATOR}${example.english}`.trim() : example.japanese,
      ),
    ),
  ];
}

export function tagsOfItem(item: DeckItemContent): string[] {
  return item.partOfSpeech ? [GENKI_TAG, item.partOfSpeech] : [GENKI_TAG];
}

export function isGenkiNote(notetype: string, fieldNames: readonly string[]): boolean {
  return notetype === GENKI_NOTETYPE_NAME && fieldNames.join('\x1f') === GENKI_FIELDS.join('\x1f');
}

/** A note of our own type back as a draft (the part of speech is read from the tags by the caller). */
export function draftOfGenkiFields(fields: readonly string[]): Omit<DeckItemDraft, 'partOfSpeech'> {
  const [word = '', reading = '', meaning = '', notes = '', examples = ''] = fields;
  const split = (html: string) => (fieldText(html) ? fieldText(html).split('\n') : []);
  return {
    word: fieldText(word),
    furigana: fieldText(reading),
    english: split(meaning),
    info: split(notes),
    exampleSentences: split(examples).map((line) => {
      const at = line.indexOf(EXAMPLE_SEPARATOR.trim());
      if (at === -1) return {japanese: line, english: ''};
      return {japanese: line.slice(0, at).trim(), english: line.slice(at + 1).trim()};
    }),
  };
}
