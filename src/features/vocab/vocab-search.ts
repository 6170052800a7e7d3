// /vocab's search parameters: the deck shown in the middle (one of the learner's, by its whole-number id, or a
// built-in one by its module key), a built-in deck to import (requirements §2.2 `import`), and an invite link's token.
// Anything invalid is dropped rather than refused.
import {z} from 'zod';
import {deckID, inviteToken} from '../../../schema/decks/deck-args.ts';

export const vocabSearchSchema = z.lazy(() =>
  z.object({
    deck: z.coerce.number().pipe(deckID).optional().catch(undefined),
    builtin: z.string().trim().min(1).max(200).optional().catch(undefined),
    import: z.string().trim().min(1).max(200).optional().catch(undefined),
    invite: inviteToken.optional().catch(undefined),
  }),
);
export type VocabSearch = z.output<typeof vocabSearchSchema>;
