// Which stroke images the review page fetches ahead (requirements §9): the kanji and radicals among the first
// ceil(ceil(total × 0.33) × 1.5) cards of the queue.
import {expect, test} from 'vitest';
import type {CardType} from '../../schema/zero-schema.ts';
import {strokePrefetchCount, strokesToPrefetch} from '../../src/features/review/stroke-prefetch.ts';

test('the estimate is ceil(ceil(total × 0.33) × 1.5) cards, never more than there are', () => {
  expect([0, 1, 2, 3, 10, 20, 100].map(strokePrefetchCount)).toEqual([0, 1, 2, 2, 6, 11, 50]);
});

test('the kanji and radicals among those cards, each once, in queue order; words have no stroke image', () => {
  const queue: {type: CardType; practice_item_key: string}[] = [
    {type: 'kanji', practice_item_key: '日'},
    {type: 'vocabulary', practice_item_key: 'genki_1_ch1_nihon'},
    {type: 'radical', practice_item_key: '口'},
    {type: 'kanji', practice_item_key: '日'},
    {type: 'kanji', practice_item_key: '本'},
    {type: 'kanji', practice_item_key: '月'},
    {type: 'kanji', practice_item_key: '火'},
    ...Array.from({length: 3}, (_, index) => ({type: 'vocabulary' as const, practice_item_key: `word-${index}`})),
  ];
  expect(strokesToPrefetch(queue)).toEqual(['日', '口', '本', '月']);
});
