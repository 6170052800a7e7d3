// Who may read and write FSRS cards and their review logs: a user sees and grades only their own (the grade mutator
// writes as signedInUserID(ctx), never as an id from its arguments).
import {zql} from '../zero-schema.ts';
import type {Ctx} from '../context.ts';
import {rowsForSignedIn} from './signed-in-rows.ts';

export function cardsVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.fsrs_cards, (cards, userID) => cards.where('user_id', userID));
}

export function reviewLogsVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.fsrs_review_logs, (logs, userID) => logs.where('user_id', userID));
}
