// One write, as the mutate endpoint runs it inside Zero's transaction: once per write id (server/writes/write-log.ts),
// after the write of its device it names, and recorded in the same transaction as what it changed.
import type {Transaction} from '@rocicorp/zero';
import type {Ctx} from '../../schema/context.ts';
import {Refusal, type RefusalBody} from '../../schema/refusals.ts';
import {envelopeOf} from '../../schema/writes/write-envelope.ts';
import {findMutator} from '../../schema/writes/find-mutator.ts';
import {claimWrite, markApplied} from './write-log.ts';

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
  // A visitor's write is refused by the mutator itself; presence carries no envelope (it is not the learner's work).
  const logged = write && ctx.userID && tx.location === 'server' ? {tx, userID: ctx.userID, write} : null;
  if (logged) {
    const prior = await claimWrite(logged.tx, logged.userID, logged.write, name);
    if (prior === 'applied') return;
    if (prior) throw refusalFromBody(prior);
  }
  await mutator.fn({tx: tx as never, args, ctx});
  if (logged) await markApplied(logged.tx, logged.userID, logged.write.id);
}
