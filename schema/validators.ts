// Small zod validators shared by several mutators and endpoints.
import {z} from 'zod';

export const epochMs = z
  .number()
  .int('Timestamp must be whole milliseconds')
  .nonnegative('Timestamp must not be negative');

/** The longest module path: migrations/0004 holds both tables that store one to it. */
export const MODULE_PATH_MAX = 200;

/** A catalogue module key as progress and practice sessions record it. */
export const modulePath = z
  .string('Module path is required')
  .trim()
  .min(1, 'Module path is required')
  .max(MODULE_PATH_MAX, `Module path must be at most ${MODULE_PATH_MAX} characters`);

/** What a learner is told about input zod refused: the first problem, in the validator's own words. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
