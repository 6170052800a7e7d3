// Every write. Validated with zod, deterministic: ids and timestamps come in as arguments.
// Each group lives in schema/mutators/<group>.ts.
import {defineMutators} from '@rocicorp/zero';
import {settingsMutators} from './mutators/settings.ts';
import {reviewMutators} from './mutators/reviews.ts';
import {progressMutators} from './mutators/progress.ts';
import {practiceSessionMutators} from './mutators/practice-sessions.ts';

export const mutators = defineMutators({
  settings: settingsMutators,
  reviews: reviewMutators,
  progress: progressMutators,
  practiceSessions: practiceSessionMutators,
});
