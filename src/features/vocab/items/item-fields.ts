// The list fields of a word (requirements §3.7) as the forms show them: a label, and the parts of each element.
import type {ItemList} from '../../../../schema/decks/item-lists.ts';
import type {ItemForm} from './item-form.ts';

export type EntryPart = {key: string; label: string; japanese?: boolean; type?: 'url'};
export type ListField = {list: ItemList; label: string; one: string; parts: EntryPart[]; form: keyof ItemForm};

const text = (label: string, japanese = false): EntryPart[] => [{key: 'text', label, japanese}];

export const LIST_FIELDS: readonly ListField[] = [
  {list: 'english', label: 'Meanings', one: 'meaning', parts: text('Meaning'), form: 'english'},
  {list: 'info', label: 'Notes', one: 'note', parts: text('Note'), form: 'info'},
  {
    list: 'mnemonicReading',
    label: 'Mnemonics for the reading',
    one: 'reading mnemonic',
    parts: text('Reading mnemonic'),
    form: 'mnemonicReading',
  },
  {
    list: 'mnemonicKanji',
    label: 'Mnemonics for the kanji',
    one: 'kanji mnemonic',
    parts: text('Kanji mnemonic'),
    form: 'mnemonicKanji',
  },
  {
    list: 'exampleSentences',
    label: 'Example sentences',
    one: 'example',
    parts: [
      {key: 'japanese', label: 'Japanese', japanese: true},
      {key: 'english', label: 'English'},
    ],
    form: 'exampleSentences',
  },
  {
    list: 'particles',
    label: 'Particles',
    one: 'particle',
    parts: [
      {key: 'particle', label: 'Particle', japanese: true},
      {key: 'label', label: 'Used for'},
    ],
    form: 'particles',
  },
  {
    list: 'videos',
    label: 'Videos',
    one: 'video',
    parts: [
      {key: 'url', label: 'Link', type: 'url'},
      {key: 'title', label: 'Title'},
    ],
    form: 'videos',
  },
];

/** The button that adds an element: "+ Add a meaning", "+ Add an example", "+ Add another example" once the list
 * has one. The article follows the first letter, which is right for every element name here. */
export function addEntryLabel(field: ListField, count: number): string {
  if (count > 0) return `+ Add another ${field.one}`;
  return `+ Add ${/^[aeiou]/i.test(field.one) ? 'an' : 'a'} ${field.one}`;
}

/** A form list's elements as records of their parts (text lists hold plain strings). */
export function recordsOf(form: ItemForm, field: ListField): Record<string, string>[] {
  const values = form[field.form] as (string | Record<string, string>)[];
  return values.map((value) => (typeof value === 'string' ? {text: value} : value));
}

export function withRecords(form: ItemForm, field: ListField, records: Record<string, string>[]): ItemForm {
  const isText = field.parts.length === 1 && field.parts[0]!.key === 'text';
  return {...form, [field.form]: isText ? records.map((record) => record.text ?? '') : records};
}
