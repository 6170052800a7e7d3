// The context every query and mutator receives. On the server it is built from the session alone
// (server/zero-endpoints.ts); on the client it is only a hint for optimistic runs.
import {Refusal} from './refusals.ts';

export type Ctx = {userID: string | null};
export type SignedInCtx = {userID: string};

export class NotSignedInError extends Refusal {
  constructor() {
    super('forbidden', 'You need to sign in to do that');
  }
}

export function assertSignedIn(ctx: Ctx | undefined): asserts ctx is SignedInCtx {
  if (!ctx?.userID) throw new NotSignedInError();
}

/** The caller's own id, for a mutator that writes the caller's rows: it comes from ctx, never from arguments. */
export function signedInUserID(ctx: Ctx | undefined): string {
  assertSignedIn(ctx);
  return ctx.userID;
}
