// The vocabulary cards ahead whose details the review page loads before they are shown: their words from the
// catalogue, and the learner's own deck entries for them (a query on the server). Both follow a window that moves
// in steps: a window that moved on every answer cost each of the learner's pages a catalogue request and a new
// server query per answer, on the machine that carries the answer to the learner's other devices.
import type {CardType} from '../../../schema/zero-schema.ts';

/** The cards whose details must be here before one of them is shown. */
export const LOOK_AHEAD_NEAR = 20;
/** The cards a new window takes in: it holds the next NEAR for the next FAR - NEAR answers. */
export const LOOK_AHEAD_FAR = 60;

type QueuedCard = {type: CardType; practice_item_key: string};

function vocabularyKeys(queue: readonly QueuedCard[], cards: number): string[] {
  return queue
    .slice(0, cards)
    .filter((card) => card.type === 'vocabulary')
    .map((card) => card.practice_item_key);
}

/** The keys to load: `previous` (the same array) while it holds every vocabulary key of the next NEAR cards, else
 * those of the next FAR. */
export function keysToLookAhead(previous: readonly string[], queue: readonly QueuedCard[]): readonly string[] {
  const held = new Set(previous);
  const near = vocabularyKeys(queue, LOOK_AHEAD_NEAR);
  return near.every((key) => held.has(key)) ? previous : vocabularyKeys(queue, LOOK_AHEAD_FAR);
}
