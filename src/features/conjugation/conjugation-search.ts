// /practice/conjugation's search parameters (requirements §2.5, §5): every drill option, each optional, plus the drill's
// seed and the path module it was opened from. Anything invalid makes the whole search an empty object (a fractional
// amount drops only itself), so the learner's saved conjugation settings (then the defaults) apply. A drill is a
// pure function of its options and seed, so a URL that carries both reproduces it exactly.
import {z} from 'zod';
import {
  CONJUGATION_FLAGS,
  conjugationOptionsSchema,
  DEFAULT_SETTINGS,
  type ConjugationFlag,
  type Settings,
} from '../../../schema/settings.ts';

export type ConjugationOptions = Settings['conjugation-practice'];

export const MAX_SEED = 0xffffffff;
const OPTION_KEYS = [...CONJUGATION_FLAGS, 'jlptLevel', 'amount'] as const;

/** The empty search names every key as undefined: the router lays a route's validated search over the raw one, so
 * a key left out would let the invalid raw value through. */
const EMPTY_SEARCH = Object.fromEntries([...OPTION_KEYS, 'seed', 'module'].map((key) => [key, undefined]));

export const conjugationSearchSchema = z.lazy(() =>
  z
    .object({
      ...(Object.fromEntries(CONJUGATION_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
        ConjugationFlag,
        z.ZodOptional<z.ZodBoolean>
      >),
      jlptLevel: conjugationOptionsSchema.shape.jlptLevel.optional(),
      // §2.5 takes any number from 1 to 100, but a drill asks whole questions: a fractional amount is dropped alone,
      // and the saved or default amount applies.
      amount: z
        .number()
        .min(1)
        .max(100)
        .transform((amount) => (Number.isInteger(amount) ? amount : undefined))
        .optional(),
      seed: z.number().int().min(0).max(MAX_SEED).optional(),
      /** The catalogue module (a path step) this drill belongs to: its sessions and completion are recorded there. */
      module: z.string().trim().min(1).max(200).optional(),
    })
    .catch(() => ({...EMPTY_SEARCH})),
);
export type ConjugationSearch = z.output<typeof conjugationSearchSchema>;

/** The options the drill runs with: the search's, then the learner's saved settings, then the defaults. */
export function effectiveOptions(search: ConjugationSearch, saved: ConjugationOptions | undefined): ConjugationOptions {
  const base = {...DEFAULT_SETTINGS['conjugation-practice'], ...saved};
  return Object.fromEntries(OPTION_KEYS.map((key) => [key, search[key] ?? base[key]])) as ConjugationOptions;
}

/** Whether the search already names every option and a seed: only then is the address a complete, shareable drill. */
export function isCompleteSearch(search: ConjugationSearch): boolean {
  return search.seed !== undefined && OPTION_KEYS.every((key) => search[key] !== undefined);
}

/** Whether two searches give the same drill. */
export function sameSearch(a: ConjugationSearch, b: ConjugationSearch): boolean {
  return [...OPTION_KEYS, 'seed', 'module'].every(
    (key) => a[key as keyof ConjugationSearch] === b[key as keyof ConjugationSearch],
  );
}

/** The search of a complete drill: every option, the seed, and the module when there is one. */
export function completeSearch(
  options: ConjugationOptions,
  seed: number,
  module: string | undefined,
): ConjugationSearch {
  return {...options, seed, ...(module ? {module} : {})};
}
