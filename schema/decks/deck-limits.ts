// How big decks and their organisation may grow (the spec leaves it open). Beyond a limit the learner is told, and
// nothing is half-written: every check runs before the first write of its mutator.
export const DECK_LIMITS = {
  itemsPerDeck: 5000,
  decksPerLearner: 200,
  foldersPerLearner: 100,
  /** A folder in a folder in … : at most this many levels. */
  folderDepth: 5,
  name: 100,
  description: 1000,
  editorsPerDeck: 20,
  openInvitesPerDeck: 20,
  /** Items one write may add (an import is sent in batches of this size). */
  itemsPerWrite: 500,
  /** Fractional order keys grow with repeated inserts at one place; beyond this the list should be respaced. */
  orderKey: 128,
} as const;
