// Who may read and write module completions (user_module_progress): a user sees and records only their own
// (mutators write as signedInUserID(ctx)).
import {zql} from '../zero-schema.ts';
import type {Ctx} from '../context.ts';
import {rowsForSignedIn} from './signed-in-rows.ts';

export function moduleProgressVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.user_module_progress, (progress, userID) => progress.where('user_id', userID));
}
