import {expect, test} from 'vitest';
import type {VocabularyItem} from '../../schema/catalogue.ts';
import {
  answerChoices,
  CHOICE_COUNT,
  meaningLabel,
  type AnswerChoice,
} from '../../src/features/practice/answer-choices.ts';
import {seededRandom} from '../../schema/seeded-random.ts';

const item = (key: string, ...english: string[]): VocabularyItem => ({
  key,
  word: key,
  reading: 'よみ',
  english,
  partOfSpeech: 'noun',
});
const items = [
  item('がくせい', 'student'),
  item('せんせい', 'teacher'),
  item('いしゃ', 'doctor'),
  item('ともだち', 'friend'),
  item('にほん', 'Japan'),
  item('だいがく', 'college', 'university'),
  item('学生', 'student'),
  item('こうこう', 'high school'),
];

test('four choices: the right meaning once and three different ones from the module', () => {
  for (const each of items) {
    const choices = answerChoices(each, items, seededRandom(1234), true);
    expect(choices).toHaveLength(CHOICE_COUNT);
    expect(choices.filter((choice) => choice.correct)).toEqual([
      {key: each.key, label: meaningLabel(each), correct: true},
    ]);
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(CHOICE_COUNT);
  }
  expect(meaningLabel(items[5]!)).toBe('college; university');
});

test('the same random source gives the same choices; another source other choices', () => {
  const first = answerChoices(items[0]!, items, seededRandom(99), true);
  expect(answerChoices(items[0]!, items, seededRandom(99), true)).toEqual(first);
  const others = [1, 2, 3, 4, 5, 6].map((seed) =>
    answerChoices(items[0]!, items, seededRandom(seed), true)
      .map((choice) => choice.key)
      .join(),
  );
  expect(new Set(others).size).toBeGreaterThan(1);
});

/** The choices of `asks` askings of one item in a row, each drawn knowing the order of the one before. */
function askedInARow(pool: readonly VocabularyItem[], asks: number, seed: number): AnswerChoice[][] {
  const random = seededRandom(seed);
  const asked: AnswerChoice[][] = [];
  for (let i = 0; i < asks; i++)
    asked.push(
      answerChoices(
        pool[0]!,
        pool,
        random,
        true,
        asked.at(-1)?.map((choice) => choice.key),
      ),
    );
  return asked;
}
const orderOf = (choices: AnswerChoice[]) => choices.map((choice) => choice.key).join();

test('an item asked again and again never shows its choices in the same order twice in a row', () => {
  for (const pool of [items, items.slice(0, 4), items.slice(0, 2)]) {
    for (const seed of [1, 2, 3]) {
      const asked = askedInARow(pool, 30, seed);
      for (let i = 1; i < asked.length; i++)
        expect(orderOf(asked[i]!), `ask ${i} of ${pool.length} words`).not.toBe(orderOf(asked[i - 1]!));
      // The right answer does not sit in one place either.
      expect(new Set(asked.map((choices) => choices.findIndex((choice) => choice.correct))).size).toBeGreaterThan(1);
    }
  }
});

test('with more words than choices the other choices are drawn again', () => {
  const distractors = askedInARow(items, 10, 4).map((choices) =>
    choices
      .filter((choice) => !choice.correct)
      .map((choice) => choice.key)
      .sort()
      .join(),
  );
  expect(new Set(distractors).size).toBeGreaterThan(1);
});

test('a single choice has one order, and is still asked', () => {
  expect(askedInARow(items.slice(0, 1), 3, 1).map(orderOf)).toEqual(['がくせい', 'がくせい', 'がくせい']);
});

test('without shuffling the choices keep module order', () => {
  for (const seed of [1, 2, 3]) {
    const choices = answerChoices(items[3]!, items, seededRandom(seed), false);
    const positions = choices.map((choice) => items.findIndex((each) => each.key === choice.key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
});

test('with shuffling the right answer moves around', () => {
  const positions = new Set(
    Array.from({length: 20}, (_, seed) =>
      answerChoices(items[0]!, items, seededRandom(seed), true).findIndex((choice) => choice.correct),
    ),
  );
  expect(positions.size).toBeGreaterThan(1);
});

test('a small module gives fewer choices', () => {
  expect(
    answerChoices(items[0]!, items.slice(0, 2), seededRandom(5), true)
      .map((choice) => choice.key)
      .sort(),
  ).toEqual(['がくせい', 'せんせい']);
});
