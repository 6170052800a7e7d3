// /practice/counters' search parameters: which counters (a chapter step's group, or all of them), how many
// questions, the seed that makes the drill reproducible, and the path step it belongs to. Anything invalid makes
// the whole search empty (every key named as undefined: the router lays the validated search over the raw one).
import {z} from 'zod';
import {COUNTER_GROUP_NAMES} from '../../../schema/counters/groups.ts';
import {MAX_SEED} from '../conjugation/conjugation-search.ts';

export const DEFAULT_COUNTER_AMOUNT = 10;

const EMPTY_SEARCH = {counter: undefined, amount: undefined, seed: undefined, module: undefined};

export const counterSearchSchema = z.lazy(() =>
  z
    .object({
      counter: z.enum(COUNTER_GROUP_NAMES).optional(),
      amount: z.number().int().min(1).max(100).optional(),
      seed: z.number().int().min(0).max(MAX_SEED).optional(),
      module: z.string().trim().min(1).max(200).optional(),
    })
    .catch(() => ({...EMPTY_SEARCH})),
);
export type CounterSearch = z.output<typeof counterSearchSchema>;
