// Which deck an accepted invite opens. The link names its deck, but only as a hint (the token alone decides what the
// server grants), so the named deck opens once it is among the learner's decks; a link that names none, or names one
// the learner cannot read, opens the shared deck that arrived with the acceptance.

export type InvitedDeck = {deckID: number; already: boolean};

export function invitedDeck({
  named,
  before,
  shared,
  owned,
}: {
  /** The deck the link names, if any. */
  named: number | undefined;
  /** The decks the learner could open before accepting. */
  before: ReadonlySet<number>;
  /** The decks shared with the learner now. */
  shared: readonly number[];
  /** The learner's own decks now. */
  owned: readonly number[];
}): InvitedDeck | null {
  if (named !== undefined && (shared.includes(named) || owned.includes(named)))
    return {deckID: named, already: before.has(named)};
  const arrived = shared.find((deckID) => !before.has(deckID));
  return arrived === undefined ? null : {deckID: arrived, already: false};
}
