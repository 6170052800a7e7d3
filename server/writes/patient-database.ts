// A Postgres restart or a dropped connection fails a write's transaction before anything is committed. Refused, the
// write would be consumed by Zero and sent again by the learner's device later, behind writes it made after it; so the
// transaction is tried again for a while instead. The learner's push waits (zero-cache holds the client group's next
// pushes behind it, in order), and the learner's device meanwhile keeps applying their new writes optimistically.
import type {Database} from '@rocicorp/zero/server';
import {isDatabaseUnreachable} from '../refusal-of-error.ts';

/** How long a write waits for the database to come back before it is refused as `server-unavailable`. */
export const DATABASE_PATIENCE_MS = 20_000;

function unreachable(error: unknown): boolean {
  return isDatabaseUnreachable(error) || (error instanceof Error && isDatabaseUnreachable(error.cause));
}

/** Runs `attempt` until it succeeds, fails for another reason than an unreachable database, or `patienceMs` pass. */
export async function patiently<T>(attempt: () => Promise<T>, patienceMs = DATABASE_PATIENCE_MS): Promise<T> {
  const giveUpAt = Date.now() + patienceMs;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = Math.min(250 * 2 ** (tries - 1), 2_000, giveUpAt - Date.now());
      if (!unreachable(error) || wait <= 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The database Zero's mutate handler writes through, its transactions tried again while Postgres is unreachable.
 * A retried transaction starts over (Zero's own check of the mutation's id included): the failed one was rolled back,
 * or, when only its commit's answer was lost, Zero finds the mutation processed and the write log finds it applied. */
export function patientDatabase<T>(database: Database<T>, patienceMs = DATABASE_PATIENCE_MS): Database<T> {
  return {transaction: (callback, input) => patiently(() => database.transaction(callback, input), patienceMs)};
}
