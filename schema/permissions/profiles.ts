// Who may read and write profiles: a user sees and changes only their own row (mutators write as signedInUserID(ctx)).
import {zql} from '../zero-schema.ts';
import type {Ctx} from '../context.ts';
import {rowsForSignedIn} from './signed-in-rows.ts';

export function profilesVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.profiles, (profiles, userID) => profiles.where('user_id', userID));
}
