// Versions of the fields writers change independently (a setting, a word's reading, one of its meanings, a deck's
// name): each row keeps, per field, the id of the write that last changed it, who made that write and when. A write
// names the version of each field it changes as its writer saw it (its envelope's `base`); a field changed since by
// anyone else (a co-editor, the learner's other device, an edit made offline that arrives late) is not replaced: the
// write is refused with `conflict`, carrying the value now and who set it, and its writer chooses.
import type {ReadonlyJSONValue, Transaction} from '@rocicorp/zero';
import {Refusal} from '../refusals.ts';
import {accountName} from '../server-transaction.ts';
import {UNSEEN, writeIDOf, type WriteEnvelope} from './write-envelope.ts';

export type FieldVersion = {w: string; by: string; at: number};
export type FieldVersions = Record<string, FieldVersion>;

/** A field the write was refused on: its value and version now, and who changed it when (`changedByName`: their
 * account name); `subject` names what the field belongs to (a word, a deck). A write made again on `currentVersion`
 * replaces it. */
export type FieldConflict = {
  field: string;
  current: ReadonlyJSONValue;
  currentVersion: string | null;
  changedBy: string;
  changedByName: string;
  changedAt: number;
  subject?: string;
};

export const CONFLICT_MESSAGE = 'Someone else changed this after you did, so your change was not saved';

export class ConflictRefusal extends Refusal {
  constructor(conflicts: FieldConflict[]) {
    super('conflict', CONFLICT_MESSAGE, {conflicts});
  }
}

/** The versions a writer saw of these fields: what a write made on this row names as its base. */
export function baseOf(
  versions: FieldVersions | null | undefined,
  fields: readonly string[],
): Record<string, string | null> {
  return Object.fromEntries(fields.map((field) => [field, versions?.[field]?.w ?? null]));
}

export type FieldClaim = {
  versions: FieldVersions | null | undefined;
  /** Each field the write changes, with its value now (shown to the writer if the write is refused). */
  current: Record<string, ReadonlyJSONValue | undefined>;
  write: WriteEnvelope | undefined;
  userID: string;
  at: number;
  /** What the fields belong to, as the writer would name it (a word, a deck's name). */
  subject?: string;
};

/** The row's versions once the write has changed its fields; null when it is to change nothing: it was applied
 * already (run again on this device), or, on this device, a field changed since the writer saw it (the server then
 * refuses it as a conflict; meanwhile the newer value stays shown). A field the write names no base for, or one
 * UNSEEN, is changed whatever its version (a write made before the row had loaded). */
export async function claimFields(tx: Transaction, claim: FieldClaim): Promise<FieldVersions | null> {
  const id = writeIDOf(tx, claim.write);
  const versions = claim.versions ?? {};
  const fields = Object.keys(claim.current);
  if (fields.some((field) => versions[field]?.w === id)) return null;
  const stale = fields.filter((field) => {
    const base = claim.write?.base?.[field];
    return base !== undefined && base !== UNSEEN && base !== (versions[field]?.w ?? null);
  });
  if (stale.length) {
    if (tx.location === 'client') return null;
    throw new ConflictRefusal(
      await Promise.all(
        stale.map(async (field): Promise<FieldConflict> => {
          const version = versions[field];
          return {
            field,
            current: claim.current[field] ?? null,
            currentVersion: version?.w ?? null,
            changedBy: version?.by ?? '',
            changedByName: version ? await accountName(tx, version.by) : '',
            changedAt: version?.at ?? 0,
            ...(claim.subject ? {subject: claim.subject} : {}),
          };
        }),
      ),
    );
  }
  const next = {...versions};
  for (const field of fields) next[field] = {w: id, by: claim.userID, at: claim.at};
  return next;
}
