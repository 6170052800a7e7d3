import {expect, test} from 'vitest';
import {reviewKeyAction} from '../../src/features/review/review-keys.ts';
import {describeWait, formatInterval} from '../../src/features/review/review-intervals.ts';
import {reviewPrompt, writingPrompt} from '../../src/features/review/review-prompt.ts';

test('Space and Enter show the answer; 1–4 grade only once it shows', () => {
  expect(reviewKeyAction({key: ' '}, false)).toEqual({type: 'reveal'});
  expect(reviewKeyAction({key: 'Enter'}, false)).toEqual({type: 'reveal'});
  expect(reviewKeyAction({key: '3'}, false)).toBeNull();
  expect(reviewKeyAction({key: '1'}, true)).toEqual({type: 'grade', rating: 1});
  expect(reviewKeyAction({key: '4'}, true)).toEqual({type: 'grade', rating: 4});
  expect(reviewKeyAction({key: '5'}, true)).toBeNull();
  expect(reviewKeyAction({key: ' '}, true)).toBeNull();
});

test('modifier keys and held keys do nothing', () => {
  expect(reviewKeyAction({key: '2', ctrlKey: true}, true)).toBeNull();
  expect(reviewKeyAction({key: 'Enter', metaKey: true}, false)).toBeNull();
  expect(reviewKeyAction({key: '3', repeat: true}, true)).toBeNull();
});

test('intervals read short on the buttons and long in sentences', () => {
  expect(formatInterval(20_000)).toBe('<1m');
  expect(formatInterval(10 * 60_000)).toBe('10m');
  expect(formatInterval(3 * 3_600_000)).toBe('3h');
  expect(formatInterval(4 * 86_400_000)).toBe('4d');
  expect(formatInterval(62 * 86_400_000)).toBe('2mo');
  expect(formatInterval(548 * 86_400_000)).toBe('1.5y');
  expect(describeWait(-5)).toBe('now');
  expect(describeWait(20_000)).toBe('in 1 minute');
  expect(describeWait(5 * 60_000)).toBe('in 5 minutes');
  expect(describeWait(3_600_000)).toBe('in 1 hour');
  expect(describeWait(2 * 86_400_000)).toBe('in 2 days');
});

test('a card asks by type and mode, and waits for vocabulary details', () => {
  const item = {
    key: '食べる',
    word: '食べる',
    reading: 'たべる',
    english: ['to eat'],
    partOfSpeech: 'ru-verb' as const,
  };
  const ready = {status: 'ready' as const, item};
  expect(reviewPrompt({practice_item_key: '食べる', type: 'vocabulary', mode: 'meanings'}, ready)).toEqual({
    label: 'Vocabulary · meaning',
    question: {text: '食べる', lang: 'ja'},
    answer: {text: 'to eat', lang: 'en'},
    note: {text: 'たべる', lang: 'ja'},
  });
  expect(reviewPrompt({practice_item_key: '食べる', type: 'vocabulary', mode: 'spellings'}, ready)).toMatchObject({
    label: 'Vocabulary · spelling',
    question: {text: 'to eat', lang: 'en'},
    answer: {text: '食べる', lang: 'ja'},
  });
  expect(
    reviewPrompt(
      {practice_item_key: 'すし', type: 'vocabulary', mode: 'meanings'},
      {status: 'ready', item: {...item, key: 'すし', word: 'すし', reading: 'すし', english: ['sushi']}},
    )?.note,
  ).toBeUndefined();
  expect(reviewPrompt({practice_item_key: '食べる', type: 'vocabulary', mode: 'meanings'}, undefined)).toBeNull();
  expect(
    reviewPrompt({practice_item_key: '食べる', type: 'vocabulary', mode: 'meanings'}, {status: 'missing'})?.question,
  ).toEqual({text: '食べる', lang: 'ja'});
  expect(reviewPrompt({practice_item_key: '水', type: 'kanji', mode: 'meanings'}, undefined)).toMatchObject({
    label: 'Kanji · meaning',
    question: {text: '水', lang: 'ja'},
  });
});

test('a writing card asks for the kanji by its meanings and readings, and answers with the kanji', () => {
  const facts = {meanings: ['eat', 'food'], onReadings: ['ショク', 'ジキ'], kunReadings: ['く.う', 'た.べる']};
  expect(writingPrompt('食', facts)).toEqual({
    label: 'Kanji · writing',
    question: {text: 'eat, food', lang: 'en'},
    answer: {text: '食', lang: 'ja'},
    note: {text: 'ショク、ジキ、くう、たべる', lang: 'ja'},
  });
  expect(writingPrompt('食', {...facts, onReadings: [], kunReadings: []}).note).toBeUndefined();
  expect(writingPrompt('食', null)).toEqual({
    label: 'Kanji · writing',
    question: {text: 'The details of this kanji are not available right now.', lang: 'en'},
    answer: {text: '食', lang: 'ja'},
  });
});
