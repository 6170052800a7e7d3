// The outbox's logic, apart from IndexedDB and Zero: its order, the card states that pending answers lead to,
// and the replay of pending answers one at a time, each removed only once the server has confirmed it.
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import {reviewStep, type StoredCard} from '../../../schema/fsrs/review-step.ts';

/** One answer waiting for the server. `seq` orders the outbox: the order the answers were given in. */
export type OutboxEntry = {reviewID: string; userID: string; seq: number; review: GradeReviewArgs};

/** Increasing within a tab, and in time order across tabs (microseconds since the epoch, bumped on ties). */
export function nextSeq(lastSeq: number, now: number): number {
  return Math.max(now * 1000, lastSeq + 1);
}

export function inOutboxOrder(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.toSorted((a, b) => a.seq - b.seq || (a.reviewID < b.reviewID ? -1 : a.reviewID > b.reviewID ? 1 : 0));
}

type OverlaidCard = {id: string; fsrs_card: ReadonlyJSONValue; due_at: number; last_review_id?: string | null; updated_at: number};

/** The cards as they will be once the pending answers land: each card's pending answers that its synced state
 * does not yet include (those after its last_review_id), applied in order with the same step as the mutator.
 * Pending answers for cards not in `cards` are left out. */
export function applyPendingReviews<C extends OverlaidCard>(cards: readonly C[], pending: readonly OutboxEntry[]): C[] {
  if (!pending.length) return cards as C[];
  const byCard = new Map<string, OutboxEntry[]>();
  for (const entry of inOutboxOrder(pending)) {
    const list = byCard.get(entry.review.cardID);
    if (list) list.push(entry);
    else byCard.set(entry.review.cardID, [entry]);
  }
  return cards.map((card) => {
    const entries = byCard.get(card.id);
    if (!entries) return card;
    const landed = entries.findIndex((entry) => entry.reviewID === card.last_review_id);
    const unapplied = entries.slice(landed + 1);
    if (!unapplied.length) return card;
    let state = card.fsrs_card as StoredCard;
    for (const {review} of unapplied) state = reviewStep(state, review.rating, review.reviewedAt, review.scheduler).card;
    const last = unapplied.at(-1)!;
    return {...card, fsrs_card: state, due_at: state.due, last_review_id: last.reviewID, updated_at: last.review.reviewedAt};
  });
}

export type ReplayOutcome = {type: 'confirmed'} | {type: 'rejected'; message: string} | {type: 'retry'; message: string};

/** The server's answer to one replayed review. A refusal by the mutator (an ApplicationError: not your card, a
 * malformed id) will never succeed; anything from Zero itself (offline, connection lost) is worth retrying. */
export function outcomeOf(result: MutatorResultDetails): ReplayOutcome {
  if (result.type === 'success') return {type: 'confirmed'};
  return result.error.type === 'app' ? {type: 'rejected', message: result.error.message} : {type: 'retry', message: result.error.message};
}

export type Replay = {
  /** The first entry not yet confirmed, in outbox order. */
  next: () => OutboxEntry | undefined;
  canSend: () => boolean;
  send: (entry: OutboxEntry) => Promise<ReplayOutcome>;
  /** Takes a settled entry out of the outbox (confirmed or rejected). */
  settle: (entry: OutboxEntry, outcome: Exclude<ReplayOutcome, {type: 'retry'}>) => Promise<void>;
};

/** Sends pending entries one at a time, in order, each after the previous one has settled. Stops at the first
 * entry to retry (it and everything after it stay, in order) or when sending is no longer possible. */
export async function replayInOrder({next, canSend, send, settle}: Replay): Promise<{confirmed: number; rejected: number; stopped: boolean}> {
  let confirmed = 0;
  let rejected = 0;
  for (let entry = next(); entry && canSend(); entry = next()) {
    const outcome = await send(entry);
    if (outcome.type === 'retry') return {confirmed, rejected, stopped: true};
    await settle(entry, outcome);
    if (outcome.type === 'confirmed') confirmed++;
    else rejected++;
  }
  return {confirmed, rejected, stopped: false};
}
