import {describe, expect, test} from 'vitest';
import {invitedDeck} from '../../src/features/vocab/sharing/invited-deck.ts';

describe('invitedDeck', () => {
  test('waits until the named deck is among the shared decks, then opens it', () => {
    expect(invitedDeck({named: 7, before: new Set([3]), shared: [3], owned: [1]})).toBeNull();
    expect(invitedDeck({named: 7, before: new Set([3]), shared: [3, 7], owned: [1]})).toEqual({
      deckID: 7,
      already: false,
    });
  });

  test('opens at once, saying so, a deck the learner could already edit or owns', () => {
    expect(invitedDeck({named: 3, before: new Set([1, 3]), shared: [3], owned: [1]})).toEqual({
      deckID: 3,
      already: true,
    });
    expect(invitedDeck({named: 1, before: new Set([1, 3]), shared: [3], owned: [1]})).toEqual({
      deckID: 1,
      already: true,
    });
  });

  test('a link naming no deck, or one the learner cannot read, opens the deck that arrived', () => {
    expect(invitedDeck({named: undefined, before: new Set([3]), shared: [3], owned: []})).toBeNull();
    expect(invitedDeck({named: undefined, before: new Set([3]), shared: [3, 9], owned: []})).toEqual({
      deckID: 9,
      already: false,
    });
    expect(invitedDeck({named: 4242, before: new Set([3]), shared: [3, 9], owned: []})).toEqual({
      deckID: 9,
      already: false,
    });
  });
});
