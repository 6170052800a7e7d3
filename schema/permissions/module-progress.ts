// Who may read and write module completions (user_module_progress): a user sees and records only their own.
import {zql} from '../zero-schema.ts';
import {assertSignedIn, type Ctx} from '../context.ts';

export function moduleProgressVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID;
  // Signed out: a query that matches nothing.
  return userID ? zql.user_module_progress.where('user_id', userID) : zql.user_module_progress.where(({or}) => or());
}

/** Completions are recorded for the caller only; the user id comes from ctx, never from arguments. */
export function writableModuleProgressUserID(ctx: Ctx | undefined): string {
  assertSignedIn(ctx);
  return ctx.userID;
}
