import {expect, it} from 'vitest';
import {queries} from '../../schema/queries.ts';
import {queryKey} from '../../src/app/use-synced-query.ts';

it('gives a request of the same query and arguments, made again, the same key, and any other a different one', () => {
  expect(queryKey(queries.fsrsCards.due())).toBe(queryKey(queries.fsrsCards.due()));
  expect(queryKey(queries.decks.items({deckID: 1}))).toBe(queryKey(queries.decks.items({deckID: 1})));
  expect(queryKey(queries.decks.items({deckID: 1}))).not.toBe(queryKey(queries.decks.items({deckID: 2})));
  expect(queryKey(queries.decks.byID({deckID: 1}))).not.toBe(queryKey(queries.decks.items({deckID: 1})));
  expect(queryKey(queries.decks.itemsForWords({words: ['猫', '犬']}))).not.toBe(
    queryKey(queries.decks.itemsForWords({words: ['犬', '猫']})),
  );
  expect(queryKey(null)).toBeNull();
});
