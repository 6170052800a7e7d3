// A Postgres restart or a dropped connection fails a write's transaction before anything is committed. Refused, the
// write would be consumed by Zero: its device would stop showing it (Zero puts an answered write back) until the outbox
// sent it again. So the transaction is tried again for a while instead; the learner's push waits (zero-cache holds the
// client group's next pushes behind it, in order), and their device keeps applying new writes optimistically. A write
// the database still cannot take then (down for longer, a lock held too long, a serialization failure) fails its whole
// push instead of being answered: Zero keeps it, shown and in order ahead of the writes made after it, and sends it
// again when the device connects again (the client reconnects with backoff).
import type {Database, TransactionProviderInput} from '@rocicorp/zero/server';
import {isDatabaseUnreachable} from '../refusal-of-error.ts';
import {Refusal} from '../../schema/refusals.ts';

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

function couldNotTakeItNow(error: unknown): boolean {
  return unreachable(error) || (error instanceof Refusal && error.code === 'server-unavailable');
}

/** Why Zero's second transaction for a write (the one that would record it as refused) is not run. */
export const SENT_AGAIN_LATER = 'The database could not take this write now: the device sends it again';

/** The database Zero's mutate handler writes through, its transactions tried again while Postgres is unreachable.
 * A retried transaction starts over (Zero's own check of the mutation's id included): the failed one was rolled back,
 * or, when only its commit's answer was lost, Zero finds the mutation processed and the write log finds it applied.
 * When the write's transaction still fails for a reason worth trying again, Zero's next transaction for the same
 * mutation, which would answer it as refused, fails too: the push fails, and the mutation stays the client's. */
export function patientDatabase<T>(database: Database<T>, patienceMs = DATABASE_PATIENCE_MS): Database<T> {
  const keptByTheClient = new Set<string>();
  const mutationKey = (input: TransactionProviderInput | undefined) =>
    input && `${input.clientGroupID}/${input.clientID}/${input.mutationID}`;
  return {
    transaction: async (callback, input) => {
      const key = mutationKey(input);
      if (key && keptByTheClient.delete(key)) throw new Error(SENT_AGAIN_LATER);
      try {
        return await patiently(() => database.transaction(callback, input), patienceMs);
      } catch (error) {
        if (key && couldNotTakeItNow(error)) keptByTheClient.add(key);
        throw error;
      }
    },
  };
}
