// Every write. Validated with zod, deterministic: ids and timestamps come in as arguments.
// Each group lives in schema/mutators/<group>.ts.
import {defineMutators} from '@rocicorp/zero';
import {settingsMutators} from './mutators/settings.ts';
import {reviewMutators} from './mutators/reviews.ts';
import {progressMutators} from './mutators/progress.ts';
import {practiceSessionMutators} from './mutators/practice-sessions.ts';
import {deckMutators, folderMutators} from './mutators/decks.ts';
import {deckItemMutators} from './mutators/deck-items.ts';
import {deckSharingMutators} from './mutators/deck-sharing.ts';
import {presenceMutators} from './mutators/presence.ts';

export const mutators = defineMutators({
  settings: settingsMutators,
  reviews: reviewMutators,
  progress: progressMutators,
  practiceSessions: practiceSessionMutators,
  decks: deckMutators,
  folders: folderMutators,
  deckItems: deckItemMutators,
  deckSharing: deckSharingMutators,
  presence: presenceMutators,
});
