// The shape every per-table permission shares: a signed-in caller sees the rows the table's rule picks for them, and a
// visitor sees none.
import type {Query} from '@rocicorp/zero';
import type {Schema} from '../zero-schema.ts';
import type {Ctx} from '../context.ts';

// biome-ignore lint/suspicious/noExplicitAny: any table's query; each caller passes and gets back its own table's.
type AnyQuery = Query<any, Schema, any>;

export function rowsForSignedIn<Q extends AnyQuery>(
  ctx: Ctx | undefined,
  query: Q,
  rule: (query: Q, userID: string) => Q,
): Q {
  const userID = ctx?.userID;
  return userID ? rule(query, userID) : (query.where(({or}) => or()) as Q);
}
