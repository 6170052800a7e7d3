// The practice screen's search parameters (requirements §2.1, §5): mode is meanings or spellings, and any other value
// (or none) is meanings.
import {z} from 'zod';
import {PRACTICE_MODES, type PracticeModule, type PracticeMode} from '../../../schema/catalogue.ts';

export const practiceSearchSchema = z.object({
  mode: z.enum(PRACTICE_MODES).catch('meanings').default('meanings'),
});
export type PracticeSearch = z.output<typeof practiceSearchSchema>;

export function parsePracticeSearch(search: Record<string, unknown>): PracticeSearch {
  return practiceSearchSchema.parse(search);
}

/** The modes a module may be practised in: all of them unless it says otherwise. */
export function allowedModes(module: Pick<PracticeModule, 'allowed_practice_modes'>): readonly PracticeMode[] {
  return module.allowed_practice_modes?.length ? module.allowed_practice_modes : PRACTICE_MODES;
}

/** The mode asked for, if the module allows it, else the module's first mode (kana sets are meanings only). */
export function effectiveMode(
  requested: PracticeMode,
  module: Pick<PracticeModule, 'allowed_practice_modes'>,
): PracticeMode {
  const allowed = allowedModes(module);
  return allowed.includes(requested) ? requested : allowed[0]!;
}
