// Who may read and write profiles: a user sees and changes only their own row.
import {zql} from '../zero-schema.ts';
import {assertSignedIn, type Ctx} from '../context.ts';

export function profilesVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID;
  // Signed out: a query that matches nothing.
  return userID ? zql.profiles.where('user_id', userID) : zql.profiles.where(({or}) => or());
}

/** The only profile a mutator may write is the caller's own; the id comes from ctx, never from arguments. */
export function writableProfileID(ctx: Ctx | undefined): string {
  assertSignedIn(ctx);
  return ctx.userID;
}
