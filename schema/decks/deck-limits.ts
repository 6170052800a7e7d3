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
  /** The UTF-8 size of the words one import sends (a whole import is one write). zero-cache closes a connection that
   * sends a message over ZERO_WEBSOCKET_MAX_PAYLOAD_BYTES (10 MiB by default), and Zero sends the write again on
   * every reconnect, which would hold up every later write; this leaves room for the ids and order keys of 5,000
   * words and the message around them. 5,000 typical words take about 1 MB. */
  importBytes: 7 * 1024 * 1024,
  /** Fractional order keys grow with repeated inserts at one place. The server respaces a deck's keys long before
   * (schema/decks/item-order.ts); this bounds what a device that stayed offline a long time can send. */
  orderKey: 128,
} as const;

/** What `importBytes` measures: the words as a write sends them. */
export function importedBytes(drafts: readonly unknown[]): number {
  return new TextEncoder().encode(JSON.stringify(drafts)).length;
}

/** A size as the learner reads it: "7 MB", "1.4 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
