// Reads a part of speech as people write it in spreadsheets and Anki decks ("I-Adjective", "na adj", "godan verb").
import type {PartOfSpeech} from '../../../../schema/catalogue.ts';
import {DECK_PARTS_OF_SPEECH} from '../../../../schema/decks/deck-item.ts';

const ALIASES: Record<string, PartOfSpeech> = {
  n: 'noun',
  pron: 'pronoun',
  adv: 'adverb',
  conj: 'conjunction',
  exp: 'expression',
  prt: 'particle',
  'i-adj': 'i-adjective',
  'adj-i': 'i-adjective',
  'na-adj': 'na-adjective',
  'adj-na': 'na-adjective',
  'u-v': 'u-verb',
  'v-u': 'u-verb',
  godan: 'u-verb',
  'godan-verb': 'u-verb',
  v5: 'u-verb',
  'ru-v': 'ru-verb',
  'v-ru': 'ru-verb',
  ichidan: 'ru-verb',
  'ichidan-verb': 'ru-verb',
  v1: 'ru-verb',
  irregular: 'irregular-verb',
  'irr-verb': 'irregular-verb',
  'suru-verb': 'irregular-verb',
  question: 'question-word',
  number: 'number',
  num: 'number',
  ctr: 'counter',
};

/** The part of speech a cell names: null for a blank cell, undefined when it names none we know. */
export function readPartOfSpeech(text: string): PartOfSpeech | null | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/\.$/, '');
  if (key === '') return null;
  if ((DECK_PARTS_OF_SPEECH as readonly string[]).includes(key)) return key as PartOfSpeech;
  return ALIASES[key];
}
