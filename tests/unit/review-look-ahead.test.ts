// The review page's look-ahead moves in steps: the same keys (the same array, so the same server query and no
// catalogue request) while they hold the next 20 cards' words, then the next 60 cards' at once.
import {expect, test} from 'vitest';
import type {CardType} from '../../schema/zero-schema.ts';
import {keysToLookAhead, LOOK_AHEAD_FAR, LOOK_AHEAD_NEAR} from '../../src/features/review/look-ahead.ts';

const words = (count: number, from = 0) =>
  Array.from({length: count}, (_, index) => ({
    type: 'vocabulary' as CardType,
    practice_item_key: `word-${from + index}`,
  }));

test('the first window holds the words of the next 60 cards', () => {
  const keys = keysToLookAhead([], words(100));
  expect(keys).toEqual(words(LOOK_AHEAD_FAR).map((card) => card.practice_item_key));
});

test('answers keep the window while it holds the next 20 cards, and move it 60 on when it does not', () => {
  const queue = words(200);
  const first = keysToLookAhead([], queue);
  let keys = first;
  let moves = 0;
  for (let answered = 1; answered <= 100; answered++) {
    const next = keysToLookAhead(keys, queue.slice(answered));
    if (next !== keys) {
      moves++;
      expect(next[0]).toBe(`word-${answered}`);
    }
    keys = next;
  }
  // 100 answers: a move after the 41st and the 82nd, where every answer moved it before.
  expect(moves).toBe(Math.floor(100 / (LOOK_AHEAD_FAR - LOOK_AHEAD_NEAR + 1)));
  expect(keysToLookAhead(first, queue.slice(LOOK_AHEAD_FAR - LOOK_AHEAD_NEAR))).toBe(first);
  expect(keysToLookAhead(first, queue.slice(LOOK_AHEAD_FAR - LOOK_AHEAD_NEAR + 1))).not.toBe(first);
});

test('a card that comes back (its answer refused) does not move the window; a word it does not hold does', () => {
  const queue = words(100);
  const keys = keysToLookAhead([], queue);
  expect(keysToLookAhead(keys, [queue[5]!, ...queue.slice(10)])).toBe(keys);
  expect(keysToLookAhead(keys, [{type: 'vocabulary', practice_item_key: 'new-word'}, ...queue])).not.toBe(keys);
});

test('kanji and radical cards have no words to look up', () => {
  const queue = [
    {type: 'kanji' as CardType, practice_item_key: '日'},
    {type: 'radical' as CardType, practice_item_key: '口'},
    ...words(3),
  ];
  expect(keysToLookAhead([], queue)).toEqual(['word-0', 'word-1', 'word-2']);
});
