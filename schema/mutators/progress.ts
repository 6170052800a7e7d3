// Module completion (requirements §4.4). module_path is the catalogue's module key (a lesson's slug, a practice module's
// key …), the same key practice sessions record, so a chapter path can be matched against both.
import {defineMutator, type Transaction} from '@rocicorp/zero';
import {signedInUserID, type Ctx} from '../context.ts';
import type {z} from 'zod';
import {epochMs, modulePath} from '../validators.ts';
import {clampToServerClock, serializeWriters} from '../server-transaction.ts';
import {moduleProgressVisibleTo} from '../permissions/module-progress.ts';
import {writeArgs} from '../writes/write-envelope.ts';

export const completeModuleArgs = writeArgs(() => ({
  modulePath,
  completedAt: epochMs,
}));

export type CompleteModuleArgs = z.output<typeof completeModuleArgs>;

/** Records the caller's completion of a module. Completing again moves the completion time on; a completion that
 * arrives after a later one (a device that was offline) changes nothing, so the latest completion is kept whatever
 * order they arrive in. Also used by writes that complete a step as they happen (importing a chapter's deck). */
export async function recordCompletion(tx: Transaction, ctx: Ctx | undefined, modulePath: string, at: number) {
  const userID = signedInUserID(ctx);
  const completedAt = clampToServerClock(tx, at, 'completion time');
  await serializeWriters(tx, `module-progress:${userID}:${modulePath}`);
  const recorded = await tx.run(moduleProgressVisibleTo(ctx).where('module_path', modulePath).one());
  if (recorded && recorded.completed_at >= completedAt) return;
  await tx.mutate.user_module_progress.upsert({user_id: userID, module_path: modulePath, completed_at: completedAt});
}

export const progressMutators = {
  completeModule: defineMutator(completeModuleArgs, async ({tx, ctx, args}) => {
    await recordCompletion(tx, ctx, args.modulePath, args.completedAt);
  }),
};
