// Module completion (spec §4.4). module_path is the catalogue's module key (a lesson's slug, a practice module's
// key …), the same key practice sessions record, so a chapter path can be matched against both.
import {defineMutator} from '@rocicorp/zero';
import type {z} from 'zod';
import {epochMs, modulePath} from '../validators.ts';
import {clampToServerClock, serializeWriters} from '../server-transaction.ts';
import {moduleProgressVisibleTo, writableModuleProgressUserID} from '../permissions/module-progress.ts';
import {writeArgs} from '../writes/write-envelope.ts';

export const completeModuleArgs = writeArgs({
  modulePath,
  completedAt: epochMs,
});

export type CompleteModuleArgs = z.output<typeof completeModuleArgs>;

export const progressMutators = {
  // Completing again moves the completion time on; a completion that arrives after a later one (a device that was
  // offline) changes nothing, so the latest completion is kept whatever order they arrive in.
  completeModule: defineMutator(completeModuleArgs, async ({tx, ctx, args}) => {
    const userID = writableModuleProgressUserID(ctx);
    const completedAt = clampToServerClock(tx, args.completedAt, 'completion time');
    await serializeWriters(tx, `module-progress:${userID}:${args.modulePath}`);
    const recorded = await tx.run(moduleProgressVisibleTo(ctx).where('module_path', args.modulePath).one());
    if (recorded && recorded.completed_at >= completedAt) return;
    await tx.mutate.user_module_progress.upsert({user_id: userID, module_path: args.modulePath, completed_at: completedAt});
  }),
};
