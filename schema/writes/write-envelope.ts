// What every learner write carries beside its own arguments (docs/write-path.md):
// - `id`: the write's own id, fixed when the learner made it (its outbox id). A resend, a replay after a reload and an
//   adoption by another tab reuse it, so the server applies it once (server/writes/write-log.ts).
// - `after`: the write of the same device it must follow, when that one was not yet settled as this one was sent.
//   The server waits for it (`waiting`), so a device's writes apply in the order it made them.
// - `base`: the version of each field the write changes, as the writer saw it (schema/writes/field-versions.ts).
import {z, type ZodRawShape} from 'zod';
import type {Transaction} from '@rocicorp/zero';

export const writeID = z
  .string()
  .min(8, 'Write id is too short')
  .max(64, 'Write id is too long')
  .regex(/^[\w:.-]+$/, 'Write id has characters it may not have');

/** The version a write names for a field its writer changed without seeing any (the row had not loaded yet): it is
 * changed whatever its version. */
export const UNSEEN = '*';

/** The longest list of fields one write names versions for (a settings patch of every key, a word's fields). */
const MAX_BASE_FIELDS = 40;

export const writeEnvelope = z.strictObject({
  id: writeID,
  after: writeID.nullable().optional(),
  base: z
    .record(z.string().max(80, 'Field name is too long'), z.union([writeID, z.literal(UNSEEN)]).nullable())
    .refine((base) => Object.keys(base).length <= MAX_BASE_FIELDS, `A write names at most ${MAX_BASE_FIELDS} fields`)
    .optional(),
});
export type WriteEnvelope = z.output<typeof writeEnvelope>;

/** A learner mutator's arguments: its own, and the envelope (added by the outbox; absent in a write made without it,
 * such as a test's, whose id is then Zero's own mutation id). Built on first use: a page loads every mutator, and
 * building all their schemas would hold up its first paint. */
export function writeArgs<S extends ZodRawShape>(shape: () => S) {
  return z.lazy(() => z.strictObject({...shape(), write: writeEnvelope.optional()}));
}

/** The write's id: the envelope's, or, for a write sent without one, Zero's id of the mutation (the same on the
 * client and the server). */
export function writeIDOf(tx: Transaction, write: WriteEnvelope | undefined): string {
  return write?.id ?? `zero:${tx.clientID}:${tx.mutationID}`;
}

/** The envelope as an argument of any write, or null when it has none (presence, a test's write). */
export function envelopeOf(args: unknown): WriteEnvelope | null {
  if (typeof args !== 'object' || args === null || !('write' in args)) return null;
  const parsed = writeEnvelope.safeParse((args as {write: unknown}).write);
  return parsed.success ? parsed.data : null;
}
