// Module completion (spec §4.4). module_path is the catalogue's module key (a lesson's slug, a practice module's
// key …), the same key practice sessions record, so a chapter path can be matched against both.
import {defineMutator} from '@rocicorp/zero';
import {z} from 'zod';
import {epochMs, modulePath} from '../validators.ts';
import {clampToServerClock} from '../server-transaction.ts';
import {writableModuleProgressUserID} from '../permissions/module-progress.ts';

export const completeModuleArgs = z.strictObject({
  modulePath,
  completedAt: epochMs,
});

export type CompleteModuleArgs = z.output<typeof completeModuleArgs>;

export const progressMutators = {
  // Completing again replaces the record: the latest completion time is the one kept.
  completeModule: defineMutator(completeModuleArgs, async ({tx, ctx, args}) => {
    await tx.mutate.user_module_progress.upsert({
      user_id: writableModuleProgressUserID(ctx),
      module_path: args.modulePath,
      completed_at: clampToServerClock(tx, args.completedAt, 'completion time'),
    });
  }),
};
