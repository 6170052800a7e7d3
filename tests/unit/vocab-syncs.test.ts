import {expect, test} from 'vitest';
import {vocabSyncs} from '../../src/features/vocab/vocab-syncs.ts';

test("a signed-in learner's /vocab syncs whatever it shows", () => {
  expect(vocabSyncs(true, {})).toBe(true);
  expect(vocabSyncs(true, {builtin: 'genki_1_ch1_vocab-list'})).toBe(true);
});

test("a visitor's /vocab syncs only for a deck, an invite or an import request, not for the built-in decks", () => {
  expect(vocabSyncs(false, {})).toBe(false);
  expect(vocabSyncs(false, {builtin: 'genki_1_ch1_vocab-list'})).toBe(false);
  expect(vocabSyncs(false, {deck: 12})).toBe(true);
  expect(vocabSyncs(false, {invite: 'token', deck: 12})).toBe(true);
  expect(vocabSyncs(false, {import: 'genki_1_ch1_vocab-list'})).toBe(true);
});
