// What a review card asks and what its answer shows, by card type and mode.
import type {CardMode, CardType} from '../../../schema/zero-schema.ts';
import type {ItemDetails} from './vocabulary-cache.ts';

type Text = {text: string; lang: 'ja' | 'en'};
export type ReviewPrompt = {label: string; question: Text; answer: Text; note?: Text};

const TYPE_LABELS: Record<CardType, string> = {vocabulary: 'Vocabulary', kanji: 'Kanji', radical: 'Radical'};
const MODE_LABELS: Record<CardMode, string> = {meanings: 'meaning', spellings: 'spelling', writing: 'writing'};

/** null while a vocabulary card's details are still loading. */
export function reviewPrompt(
  card: {practice_item_key: string; type: CardType; mode: CardMode},
  details: ItemDetails | undefined,
): ReviewPrompt | null {
  const label = `${TYPE_LABELS[card.type]} · ${MODE_LABELS[card.mode]}`;
  const key: Text = {text: card.practice_item_key, lang: 'ja'};
  if (card.type !== 'vocabulary') {
    return {
      label,
      question: key,
      answer: key,
      note: {text: 'Recall what it means, then grade how well you knew it.', lang: 'en'},
    };
  }
  if (!details) return null;
  if (details.status !== 'ready') {
    return {
      label,
      question: key,
      answer: key,
      note: {text: 'The details of this word are not available right now.', lang: 'en'},
    };
  }
  const {word, reading, english} = details.item;
  const meaning: Text = {text: english.join('; '), lang: 'en'};
  const written: Text = {text: word, lang: 'ja'};
  const readingNote: Text | undefined = reading !== word ? {text: reading, lang: 'ja'} : undefined;
  return card.mode === 'spellings'
    ? {label, question: meaning, answer: written, note: readingNote}
    : {label, question: written, answer: meaning, note: readingNote};
}

/** What a writing card asks for: the kanji by its meanings, with its readings (on, then kun without the okurigana
 * dot); `facts` is null when they are not available, and the learner is told to show the answer. */
export function writingPrompt(
  kanji: string,
  facts: {meanings: readonly string[]; onReadings: readonly string[]; kunReadings: readonly string[]} | null,
): ReviewPrompt {
  const label = `${TYPE_LABELS.kanji} · ${MODE_LABELS.writing}`;
  const answer: Text = {text: kanji, lang: 'ja'};
  if (!facts || facts.meanings.length === 0) {
    return {
      label,
      question: {text: 'The details of this kanji are not available right now.', lang: 'en'},
      answer,
    };
  }
  const readings = [...facts.onReadings, ...facts.kunReadings.map((reading) => reading.replace('.', ''))];
  return {
    label,
    question: {text: facts.meanings.join(', '), lang: 'en'},
    answer,
    note: readings.length ? {text: readings.join('、'), lang: 'ja'} : undefined,
  };
}
