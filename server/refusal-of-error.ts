// Turns anything a mutator or an endpoint threw into a coded refusal (schema/refusals.ts). What we refused on purpose
// keeps its code; input Zero or zod could not accept is `invalid-input`; a constraint the database enforces is
// permanent; everything else — the database down, restarting, timing out, a deadlock, a bug fixed by the next
// deploy — is `server-unavailable`, which the client retries. Its details go to the log, never to the learner.
import {ApplicationError} from '@rocicorp/zero';
import {Refusal, SERVER_UNAVAILABLE_MESSAGE, type RefusalCode} from '../schema/refusals.ts';

// SQLSTATEs whose refusal would repeat however often the write is retried.
const PERMANENT_SQLSTATES: Record<string, RefusalCode> = {
  '23505': 'conflict', // unique_violation
  '23503': 'not-found', // foreign_key_violation: what the write refers to is gone
  '23514': 'invalid-input', // check_violation
  '23502': 'invalid-input', // not_null_violation
  '23P01': 'conflict', // exclusion_violation
};

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as {code?: unknown}).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export type Issue = {message?: string; path?: readonly (PropertyKey | {key: PropertyKey})[]};
type InputValidationError = Error & {result?: {issues?: readonly Issue[]}};

/** The first rule the arguments (or a request) broke. Our own messages say what they are about; zod's defaults
 * ("Invalid input: expected number") get the field's path in front. */
export function firstIssueMessage(issues: readonly Issue[] | undefined): string {
  const issue = issues?.[0];
  if (!issue?.message) return 'Invalid input';
  const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
  return path && /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message) ? `${path}: ${issue.message}` : issue.message;
}

function isInputValidationError(error: unknown): error is InputValidationError {
  return error instanceof Error && error.name === 'InputValidationError';
}

/** A request body an endpoint's validator (zod) refused: `invalid-input`, with the first rule it broke. */
export function refusalOfInvalidRequest(error: {issues: readonly Issue[]}): Refusal {
  return new Refusal('invalid-input', firstIssueMessage(error.issues));
}

export function refusalOfError(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  if (error instanceof ApplicationError) return new Refusal('invalid-input', error.message);
  // The first rule the arguments broke, in our words ("Rating must be 1 (again) to 4 (easy)"), without Zero's prefix.
  if (isInputValidationError(error)) return new Refusal('invalid-input', firstIssueMessage(error.result?.issues));
  const state = sqlState(error);
  if (state) {
    const permanent = PERMANENT_SQLSTATES[state] ?? (state.startsWith('22') ? 'invalid-input' : undefined);
    if (permanent) return new Refusal(permanent, permanent === 'not-found' ? 'That no longer exists' : 'The server refused this change as invalid');
  }
  return new Refusal('server-unavailable', SERVER_UNAVAILABLE_MESSAGE);
}
