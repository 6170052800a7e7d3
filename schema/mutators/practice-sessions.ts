// Timed practice sessions (requirements §4.5): created with zero duration and zero answered questions, then updated with
// the duration, the question count and a refreshed last-updated time, and for vocabulary practice where its run
// stands (so it can be resumed). Ids and times come in as arguments, so a replayed start changes nothing and a late
// update never overwrites a newer one.
import {defineMutator} from '@rocicorp/zero';
import {Refusal} from '../refusals.ts';
import {z} from 'zod';
import {epochMs, modulePath} from '../validators.ts';
import {clampToServerClock} from '../server-transaction.ts';
import {sessionsVisibleTo} from '../permissions/practice-sessions.ts';
import {signedInUserID} from '../context.ts';
import {writeArgs} from '../writes/write-envelope.ts';
import {practiceRunSnapshot} from '../practice-run.ts';

const sessionID = z.string().min(8, 'Session id is too short').max(64, 'Session id is too long');

export const startPracticeSessionArgs = writeArgs(() => ({
  sessionID,
  modulePath,
  startedAt: epochMs,
}));

export const updatePracticeSessionArgs = writeArgs(() => ({
  sessionID,
  // A day of practice is the most one session can hold.
  durationSeconds: z.number().int().nonnegative().max(86_400, 'Duration must be at most a day'),
  questionsAnswered: z.number().int().nonnegative().max(100_000, 'Too many questions'),
  updatedAt: epochMs,
  /** Where a vocabulary practice run now stands; absent for other drills (the stored run is left as it is). */
  run: practiceRunSnapshot.optional(),
}));

export class NotYourSessionError extends Refusal {
  constructor() {
    super('not-found', 'You can only update your own practice sessions');
  }
}

export const practiceSessionMutators = {
  start: defineMutator(startPracticeSessionArgs, async ({tx, ctx, args}) => {
    const userID = signedInUserID(ctx);
    const startedAt = clampToServerClock(tx, args.startedAt, 'session start');
    // Insert on a taken key is a no-op: a replayed start changes nothing, and another user's session stays theirs.
    await tx.mutate.user_practice_sessions.insert({
      session_id: args.sessionID,
      user_id: userID,
      module_path: args.modulePath,
      created_at: startedAt,
      last_updated_at: startedAt,
      duration_seconds: 0,
      questions_answered: 0,
    });
  }),

  update: defineMutator(updatePracticeSessionArgs, async ({tx, ctx, args}) => {
    signedInUserID(ctx);
    const updatedAt = clampToServerClock(tx, args.updatedAt, 'session update');
    const session = await tx.run(sessionsVisibleTo(ctx).where('session_id', args.sessionID).one());
    // Another user's session is invisible here, so it reads as missing: same refusal, nothing revealed.
    if (!session) {
      // On the client the start may not have synced yet; the server decides.
      if (tx.location === 'client') return;
      throw new NotYourSessionError();
    }
    if (updatedAt < session.last_updated_at) return;
    await tx.mutate.user_practice_sessions.update({
      session_id: args.sessionID,
      duration_seconds: args.durationSeconds,
      questions_answered: args.questionsAnswered,
      last_updated_at: updatedAt,
      ...(args.run && {run: args.run}),
    });
  }),
};
