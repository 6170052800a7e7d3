// One write, as the mutate endpoint runs it inside Zero's transaction: once per write id (server/writes/write-log.ts),
// after the write of its device it names, and recorded in the same transaction as what it changed.
import type {Transaction} from '@rocicorp/zero';
import type {Ctx} from '../../schema/context.ts';
import {Refusal, type RefusalBody} from '../../schema/refusals.ts';
import {envelopeOf} from '../../schema/writes/write-envelope.ts';
import {findMutator} from '../../schema/writes/find-mutator.ts';
import {claimWrite, markApplied} from './write-log.ts';
import {CLAIMED_UNDER_LOCK, claimWithFirstLock, SettledWrite, takePendingClaim} from './claim-under-lock.ts';

export function refusalFromBody(body: RefusalBody): Refusal {
  return new Refusal(body.code, body.message, body.conflicts ? {conflicts: body.conflicts} : {});
}

export async function applyWrite(
  registry: object,
  tx: Transaction,
  name: string,
  args: unknown,
  ctx: Ctx,
): Promise<void> {
  const mutator = findMutator(registry, name);
  if (!mutator) throw new Refusal('invalid-input', `Unknown kind of change: ${name.slice(0, 100)}`);
  const write = envelopeOf(args);
  const run = () => mutator.fn({tx: tx as never, args, ctx});
  // A visitor's write is refused by the mutator itself; presence carries no envelope (it is not the learner's work).
  const userID = ctx.userID;
  if (!write || !userID || tx.location !== 'server') return run();
  const claim = () => claimWrite(tx, userID, write, name);
  if (!CLAIMED_UNDER_LOCK.has(name)) {
    if (!isNew(await claim())) return;
    await run();
    await markApplied(tx, userID, write.id);
    return;
  }
  claimWithFirstLock(tx, claim);
  try {
    await run();
  } catch (error) {
    if (!(error instanceof SettledWrite)) throw error;
    isNew(error.prior);
    return;
  }
  // A mutator that returned before its lock changed nothing: its write is claimed now.
  const unclaimed = takePendingClaim(tx);
  if (unclaimed) isNew(await unclaimed());
}

/** Whether a claimed write is new; false when it was applied before; a refusal given before is given again. */
function isNew(prior: 'applied' | RefusalBody | null): boolean {
  if (prior && prior !== 'applied') throw refusalFromBody(prior);
  return prior === null;
}
