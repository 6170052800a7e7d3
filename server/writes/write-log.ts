// The server's log of learner writes (writes.applied_writes, migrations/0008): each write's id, once applied or
// refused for good. A write whose id is in it is not run again: a resend (its answer lost, a reload, another tab
// adopting it) is confirmed, or refused as it was the first time. The log also holds a device's writes in order: a
// write sent `after` another waits until that one is settled.
import type {Sql} from 'postgres';
import type {Transaction as AnyTransaction} from '@rocicorp/zero';
import {Refusal, WAITING_MESSAGE, type RefusalBody} from '../../schema/refusals.ts';
import type {WriteEnvelope} from '../../schema/writes/write-envelope.ts';

/** How long a write's id is kept: longer than an outbox sends a write (src/app/outbox/outbox-rules.ts). */
export const WRITE_LOG_DAYS = 180;

type Transaction = Extract<AnyTransaction, {location: 'server'}>;

async function rows<R>(tx: Transaction, text: string, params: unknown[]): Promise<R[]> {
  return [...(await tx.dbTransaction.query(text, params))] as R[];
}

/** What became of this write before: null when it is new (and now claimed by this transaction: a copy of it sent
 * at the same time waits until this one ends); 'applied'; or the refusal it was given. Refused with `waiting` when it
 * must follow a write of its device that the server has not settled yet. */
export async function claimWrite(
  tx: Transaction,
  userID: string,
  write: WriteEnvelope,
  mutator: string,
): Promise<'applied' | RefusalBody | null> {
  const [claim] = await rows<{claimed: boolean; after_settled: boolean}>(
    tx,
    `
    with claim as (
      insert into writes.applied_writes (user_id, write_id, mutator) values ($1, $2, $3) on conflict do nothing returning 1
    )
    select exists (select 1 from claim) as claimed,
      ($4::text is null or exists (select 1 from writes.applied_writes where user_id = $1 and write_id = $4)) as after_settled`,
    [userID, write.id, mutator, write.after ?? null],
  );
  if (!claim?.claimed) {
    // Read in a statement of its own: the copy that held the claim may have ended after the one above began.
    const [prior] = await rows<{refusal: RefusalBody | null}>(
      tx,
      'select refusal from writes.applied_writes where user_id = $1 and write_id = $2',
      [userID, write.id],
    );
    return prior?.refusal ?? 'applied';
  }
  if (!claim.after_settled) throw new Refusal('waiting', WAITING_MESSAGE);
  return null;
}

/** The claimed write is applied: its place in the server's order is now, as its transaction ends. */
export async function markApplied(tx: Transaction, userID: string, writeID: string): Promise<void> {
  await tx.dbTransaction.query(
    `update writes.applied_writes set seq = default, applied_at = now()
     where user_id = $1 and write_id = $2`,
    [userID, writeID],
  );
}

/** Keeps a refusal for good, after its transaction was rolled back, so that a resend is refused the same way. */
export async function recordRefusal(
  sql: Sql,
  userID: string,
  writeID: string,
  mutator: string,
  refusal: RefusalBody,
): Promise<void> {
  await sql`
    insert into writes.applied_writes (user_id, write_id, mutator, refusal)
    values (${userID}, ${writeID}, ${mutator}, ${sql.json(refusal)}) on conflict do nothing`;
}

export async function pruneWriteLog(sql: Sql): Promise<number> {
  const pruned =
    await sql`delete from writes.applied_writes where applied_at < now() - make_interval(days => ${WRITE_LOG_DAYS})`;
  return pruned.count;
}

const DAY_MS = 86_400_000;

/** Prunes the log now and once a day while the server runs; returns what stops it. */
export function pruneWriteLogDaily(sql: Sql): () => void {
  const prune = () =>
    void pruneWriteLog(sql).catch((error: unknown) => console.warn('pruning the write log failed', error));
  prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
