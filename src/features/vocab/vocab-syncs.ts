// Whether /vocab shows synced data, and so needs Zero: for a signed-in learner always (their decks); for a visitor
// only when a deck (public, by its link), an invite or an import request is asked for. A visitor's page of built-in
// decks is read from the catalogue's API alone.
import type {VocabSearch} from './vocab-search.ts';

export function vocabSyncs(signedIn: boolean, search: VocabSearch): boolean {
  return signedIn || search.deck !== undefined || search.invite !== undefined || search.import !== undefined;
}
