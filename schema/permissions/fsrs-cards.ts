// Who may read and write FSRS cards and their review logs: a user sees and grades only their own.
import {zql} from '../zero-schema.ts';
import {assertSignedIn, type Ctx} from '../context.ts';

export function cardsVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID;
  return userID ? zql.fsrs_cards.where('user_id', userID) : zql.fsrs_cards.where(({or}) => or());
}

export function reviewLogsVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID;
  return userID ? zql.fsrs_review_logs.where('user_id', userID) : zql.fsrs_review_logs.where(({or}) => or());
}

/** Cards are written only by their owner; the owner comes from ctx, never from arguments. */
export function reviewerID(ctx: Ctx | undefined): string {
  assertSignedIn(ctx);
  return ctx.userID;
}
