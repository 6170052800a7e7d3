import {expect, test} from 'vitest';
import {Rating, State, type Grade} from 'ts-fsrs';
import {newStoredCard, reviewStep} from '../../schema/fsrs/review-step.ts';
import {cardID, parseCardID} from '../../schema/fsrs/card-id.ts';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const DAY = 86_400_000;

test('the same card, rating and time always give the same next card', () => {
  const first = reviewStep(null, Rating.Good, T0);
  const again = reviewStep(null, Rating.Good, T0);
  expect(again).toEqual(first);
  const second = reviewStep(first.card, Rating.Good, T0 + 2 * DAY);
  expect(reviewStep(structuredClone(first.card), Rating.Good, T0 + 2 * DAY)).toEqual(second);
  expect(JSON.parse(JSON.stringify(second.card))).toEqual(second.card);
});

test('a first review starts from an empty card and schedules it', () => {
  const empty = newStoredCard(T0);
  expect(empty).toMatchObject({state: State.New, reps: 0, lapses: 0, due: T0, last_review: null});
  const {card, log} = reviewStep(null, Rating.Good, T0);
  expect(card.reps).toBe(1);
  expect(card.last_review).toBe(T0);
  expect(card.due).toBeGreaterThan(T0);
  expect(log).toMatchObject({rating: Rating.Good, state: State.New, review: T0});
});

test('grades order the next due date: again < hard < good < easy', () => {
  const reviewed = reviewStep(reviewStep(null, Rating.Good, T0).card, Rating.Good, T0 + DAY).card;
  const dues = ([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as Grade[]).map(
    (rating) => reviewStep(reviewed, rating, T0 + 5 * DAY).card.due,
  );
  expect([...dues].sort((a, b) => a - b)).toEqual(dues);
  expect(new Set(dues).size).toBe(4);
});

test('card ids have four colon-separated parts', () => {
  const id = cardID({userID: 'u1', itemKey: '食べる', type: 'vocabulary', mode: 'spellings'});
  expect(id).toBe('u1:食べる:vocabulary:spellings');
  expect(parseCardID(id)).toEqual({userID: 'u1', itemKey: '食べる', type: 'vocabulary', mode: 'spellings'});
  for (const bad of [
    'u1:食べる:vocabulary',
    'u1:a:b:vocabulary:meanings',
    'u1:食べる:word:meanings',
    'u1:食べる:kanji:drawing',
    ':x:kanji:meanings',
    '',
  ]) {
    expect(() => parseCardID(bad), bad).toThrow('Invalid card ID format');
  }
  expect(() => cardID({userID: 'u1', itemKey: 'a:b', type: 'kanji', mode: 'meanings'})).toThrow(
    'Invalid card ID format',
  );
});

test('a writing card is a kanji card; writing any other card is refused as invalid input', () => {
  const id = cardID({userID: 'u1', itemKey: '水', type: 'kanji', mode: 'writing'});
  expect(id).toBe('u1:水:kanji:writing');
  expect(parseCardID(id)).toEqual({userID: 'u1', itemKey: '水', type: 'kanji', mode: 'writing'});
  for (const bad of ['u1:食べる:vocabulary:writing', 'u1:氵:radical:writing']) {
    expect(() => parseCardID(bad), bad).toThrow('Only kanji cards can be written by hand');
    expect(() => parseCardID(bad), bad).toThrow(expect.objectContaining({code: 'invalid-input'}));
  }
  expect(() => cardID({userID: 'u1', itemKey: '食べる', type: 'vocabulary', mode: 'writing'})).toThrow(
    'Only kanji cards can be written by hand',
  );
});
