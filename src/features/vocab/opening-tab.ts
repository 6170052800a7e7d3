// The area /vocab opens on in its narrow layout, where one area shows at a time (wide, all three stand side by side):
// the one where the learner has something, as the wide layout would show them.
export type VocabTab = 'built-in' | 'deck' | 'mine';

/** Until the learner picks a tab or a deck: their decks (or the decks shared with them) when they have any, or while
 * those load; else the built-in decks, which everyone has. */
export function openingTab({
  signedIn,
  decksLoaded,
  hasDecks,
}: {
  signedIn: boolean;
  decksLoaded: boolean;
  hasDecks: boolean;
}): VocabTab {
  if (!signedIn) return 'built-in';
  return hasDecks || !decksLoaded ? 'mine' : 'built-in';
}
