// Who may read and write practice sessions: a user sees and changes only their own.
import {zql} from '../zero-schema.ts';
import {assertSignedIn, type Ctx} from '../context.ts';

export function sessionsVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID;
  return userID ? zql.user_practice_sessions.where('user_id', userID) : zql.user_practice_sessions.where(({or}) => or());
}

/** Sessions are written only by their owner; the owner comes from ctx, never from arguments. */
export function sessionOwnerID(ctx: Ctx | undefined): string {
  assertSignedIn(ctx);
  return ctx.userID;
}
