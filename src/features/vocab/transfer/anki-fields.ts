// Which fields of an Anki note hold the word, its reading, meanings, notes and an example. The word follows the item
// key rule of requirements §7.3: the first of Front, Expression, Word, Kanji, Sentence, Question, Vocabulary, VocabKanji that
// holds Japanese text; failing those, the note's first other field with Japanese text. The other roles are chosen by
// field name, with fallbacks for decks that name their fields differently.
import type {DeckItemDraft} from '../../../../schema/decks/deck-item.ts';
import type {PartOfSpeech} from '../../../../schema/catalogue.ts';
import type {AnkiNote} from './anki-package-read.ts';
import {fieldText, furiganaBase, furiganaReading, hasFurigana} from './anki-text.ts';
import {draftOfGenkiFields, isGenkiNote} from './anki-notetype.ts';
import {hasJapanese} from './japanese-text.ts';
import {readPartOfSpeech} from './part-of-speech.ts';

export const KEY_FIELD_NAMES = [
  'Front',
  'Expression',
  'Word',
  'Kanji',
  'Sentence',
  'Question',
  'Vocabulary',
  'VocabKanji',
];

const key = (name: string) => name.toLowerCase().replace(/[\s_\-.()]/g, '');

type Role = {exact: string[]; contains: string[]};
const ROLES = {
  reading: {
    exact: [
      'reading',
      'kana',
      'furigana',
      'hiragana',
      'katakana',
      'yomi',
      'pronunciation',
      'vocabkana',
      'vocabfurigana',
      'wordreading',
      'expressionreading',
      'vocabularykana',
      'vocabularyreading',
    ],
    contains: ['reading', 'kana', 'furigana', 'hiragana', 'yomi'],
  },
  meaning: {
    exact: [
      'meaning',
      'meanings',
      'english',
      'back',
      'definition',
      'definitions',
      'glossary',
      'gloss',
      'translation',
      'answer',
      'vocabenglish',
      'vocabmeaning',
      'vocabularyenglish',
      'vocabularymeaning',
      'wordmeaning',
    ],
    contains: ['meaning', 'english', 'definition', 'gloss', 'translation'],
  },
  notes: {exact: ['notes', 'note', 'extra', 'comment', 'comments', 'hint', 'info', 'usage'], contains: ['note']},
  partOfSpeech: {exact: ['partofspeech', 'pos', 'wordtype', 'type'], contains: ['partofspeech']},
} satisfies Record<string, Role>;

const SENTENCE_WORDS = ['sentence', 'example'];
const isSentenceField = (name: string) => SENTENCE_WORDS.some((word) => key(name).includes(word));

type TextField = {name: string; html: string; text: string};

const namedFor = (role: Role, field: TextField) =>
  role.exact.includes(key(field.name)) || role.contains.some((part) => key(field.name).includes(part));

function byRole(fields: TextField[], role: Role, taken: Set<TextField>): TextField | undefined {
  const free = fields.filter((field) => !taken.has(field) && field.text !== '');
  return (
    free.find((field) => role.exact.includes(key(field.name))) ??
    free.find((field) => !isSentenceField(field.name) && namedFor(role, field))
  );
}

function wordField(fields: TextField[]): TextField | undefined {
  for (const name of KEY_FIELD_NAMES) {
    const field = fields.find((candidate) => key(candidate.name) === key(name) && hasJapanese(candidate.text));
    if (field) return field;
  }
  // Otherwise the first Japanese field, preferring one that no other role claims by name ("Back" of a reversed
  // Basic note is still the word when it is the only Japanese there); never a reading or an example sentence.
  const candidates = fields.filter(
    (field) => hasJapanese(field.text) && !isSentenceField(field.name) && !namedFor(ROLES.reading, field),
  );
  return (
    candidates.find((field) => ![ROLES.meaning, ROLES.notes].some((role) => namedFor(role, field))) ?? candidates[0]
  );
}

/** The item key of requirements §7.3 for a note's fields (HTML): its word as plain text, or null when no field holds Japanese. */
export function ankiItemKey(fields: readonly {name: string; html: string}[]): string | null {
  const word = wordField(fields.map((field) => ({...field, text: fieldText(field.html)})));
  return word ? furiganaBase(fieldText(word.html, 'base')).trim() || null : null;
}

/** Meanings one per line; a single line is split at semicolons ("to eat; to have"). */
function meaningsOf(text: string): string[] {
  const lines = text.split('\n');
  return lines.length > 1 ? lines : text.split(/[;；]/);
}

function partOfSpeechOf(note: AnkiNote, field: TextField | undefined): PartOfSpeech | null {
  const fromField = field ? readPartOfSpeech(field.text) : null;
  if (fromField) return fromField;
  return note.tags.map(readPartOfSpeech).find((found): found is PartOfSpeech => Boolean(found)) ?? null;
}

export type NoteReading =
  | {ok: true; draft: DeckItemDraft}
  | {ok: false; reason: string; shown: {word: string; meaning: string}};

export function draftOfNote(note: AnkiNote): NoteReading {
  if (
    isGenkiNote(
      note.notetype,
      note.fields.map((field) => field.name),
    )
  ) {
    return {
      ok: true,
      draft: {
        ...draftOfGenkiFields(note.fields.map((field) => field.html)),
        partOfSpeech: partOfSpeechOf(note, undefined),
      },
    };
  }
  const fields = note.fields.map((field) => ({...field, text: fieldText(field.html)}));
  const word = wordField(fields);
  if (!word) {
    return {
      ok: false,
      reason: `No field holds Japanese text (fields: ${fields.map((field) => field.name).join(', ')}); skipped`,
      shown: {word: fields[0]?.text ?? '', meaning: fields[1]?.text ?? ''},
    };
  }
  const taken = new Set([word]);
  const claim = (field: TextField | undefined) => {
    if (field) taken.add(field);
    return field;
  };
  const reading = claim(byRole(fields, ROLES.reading, taken));
  const meaning = claim(
    byRole(fields, ROLES.meaning, taken) ??
      fields.find(
        (field) => !taken.has(field) && field.text !== '' && !hasJapanese(field.text) && !isSentenceField(field.name),
      ),
  );
  const notes = claim(byRole(fields, ROLES.notes, taken));
  const partOfSpeech = claim(byRole(fields, ROLES.partOfSpeech, taken));
  const example = claim(
    fields.find((field) => !taken.has(field) && isSentenceField(field.name) && hasJapanese(field.text)),
  );
  const exampleEnglish = fields.find(
    (field) =>
      !taken.has(field) &&
      isSentenceField(field.name) &&
      field.text !== '' &&
      !hasJapanese(field.text) &&
      ROLES.meaning.contains.some((part) => key(field.name).includes(part)),
  );

  const wordText = fieldText(word.html, 'base');
  const readingText = reading ? fieldText(reading.html, 'reading') : '';
  return {
    ok: true,
    draft: {
      word: furiganaBase(wordText),
      furigana: readingText
        ? furiganaReading(readingText)
        : hasFurigana(wordText)
          ? furiganaReading(wordText)
          : fieldText(word.html, 'reading') !== wordText
            ? fieldText(word.html, 'reading')
            : '',
      english: meaning ? meaningsOf(meaning.text) : [],
      info: notes ? notes.text.split('\n') : [],
      partOfSpeech: partOfSpeechOf(note, partOfSpeech),
      exampleSentences: example ? [{japanese: furiganaBase(example.text), english: exampleEnglish?.text ?? ''}] : [],
    },
  };
}
