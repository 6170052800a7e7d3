// Who may read and write practice sessions: a user sees and changes only their own (mutators write as
// signedInUserID(ctx)).
import {zql} from '../zero-schema.ts';
import type {Ctx} from '../context.ts';
import {rowsForSignedIn} from './signed-in-rows.ts';

export function sessionsVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.user_practice_sessions, (sessions, userID) => sessions.where('user_id', userID));
}
