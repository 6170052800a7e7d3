// Every read a client may sync. Each query's filter is its read permission, built from the server-side ctx.
import {defineQueries, defineQuery} from '@rocicorp/zero';
import {z} from 'zod';
import {profilesVisibleTo} from './permissions/profiles.ts';
import {cardsVisibleTo, reviewLogsVisibleTo} from './permissions/fsrs-cards.ts';
import {moduleProgressVisibleTo} from './permissions/module-progress.ts';
import {sessionsVisibleTo} from './permissions/practice-sessions.ts';
import {epochMs, modulePath} from './validators.ts';
import {
  editableDecks,
  invitesVisibleTo,
  membersVisibleTo,
  ownDecks,
  ownFolders,
  ownShares,
  presenceVisibleTo,
  readableDecks,
  readableItems,
  restorableItems,
} from './permissions/decks.ts';
import {deckID, itemID} from './decks/deck-args.ts';
import {DECK_LIMITS} from './decks/deck-limits.ts';
import {NEVER_FLIPPED} from './permissions/never-flipped.ts';
import {CARD_MODES} from './fsrs/card-id.ts';

const cardsForItemsArgs = z.strictObject({
  itemKeys: z.array(z.string().min(1)).max(2000, 'At most 2,000 items at once'),
  mode: z.enum(CARD_MODES).optional(),
});

/** How many of the caller's cards the due query syncs: every card due now in all but the largest collections, and
 * the next ones coming due (the "next review" time). Beyond it, counts come from POST /api/review/due-counts. */
export const DUE_WINDOW = 500;

const deckArgs = z.strictObject({deckID});
const itemArgs = z.strictObject({itemID});
const userDeckArgs = z.strictObject({userID: z.string().min(1).max(100), deckID});
const wordsArgs = z.strictObject({words: z.array(z.string().min(1).max(100)).max(DECK_LIMITS.itemsPerDeck)});

const recentSessionsArgs = z.strictObject({limit: z.number().int().min(1).max(50)});
const latestSessionArgs = z.strictObject({modulePath});
const sessionsSinceArgs = z.strictObject({from: epochMs});

export const queries = defineQueries({
  profiles: {
    mine: defineQuery(({ctx}) => profilesVisibleTo(ctx).one()),
  },
  fsrsCards: {
    /** The caller's cards for these practice items (requirements §7.1 "Read cards by keys"), optionally of one mode. */
    forItems: defineQuery(cardsForItemsArgs, ({ctx, args}) => {
      const cards = cardsVisibleTo(ctx).where('practice_item_key', 'IN', args.itemKeys);
      return args.mode ? cards.where('mode', args.mode) : cards;
    }),
    /** The caller's cards that come due first, soonest first. No clock in the query: the client decides what is
     * due now, so the subscription never changes while the time passes. */
    due: defineQuery(({ctx}) => cardsVisibleTo(ctx).orderBy('due_at', 'asc').orderBy('id', 'asc').limit(DUE_WINDOW)),
    /** The caller's kanji cards of every mode, each with its first review: the kanji met, and the writing cards
     * already made and when each was first written (today's new ones). A card's logs are its owner's: the foreign
     * key (card_id, user_id) of migrations/0004_write_integrity.sql. */
    kanjiWithFirstReview: defineQuery(({ctx}) =>
      cardsVisibleTo(ctx)
        .where('type', 'kanji')
        .related('logs', (logs) => logs.orderBy('reviewed_at', 'asc').orderBy('id', 'asc').limit(1)),
    ),
  },
  reviewLogs: {
    /** The caller's latest review: one row that changes whenever a review lands (the dashboard counts again then). */
    latest: defineQuery(({ctx}) =>
      reviewLogsVisibleTo(ctx).orderBy('reviewed_at', 'desc').orderBy('id', 'desc').limit(1),
    ),
  },
  practiceSessions: {
    /** The caller's latest sessions, newest first (the path-resumption prompt, requirements §4.7). */
    recent: defineQuery(recentSessionsArgs, ({ctx, args}) =>
      sessionsVisibleTo(ctx).orderBy('created_at', 'desc').orderBy('session_id', 'desc').limit(args.limit),
    ),
    /** The caller's latest session of one module (where its practice run was left, to resume it). */
    latestOf: defineQuery(latestSessionArgs, ({ctx, args}) =>
      sessionsVisibleTo(ctx)
        .where('module_path', args.modulePath)
        .orderBy('last_updated_at', 'desc')
        .orderBy('session_id', 'desc')
        .limit(1),
    ),
    /** The caller's sessions started at or after `from`, newest first (today's seconds, the last 7 days; §7.1). */
    since: defineQuery(sessionsSinceArgs, ({ctx, args}) =>
      sessionsVisibleTo(ctx)
        .where('created_at', '>=', args.from)
        .orderBy('created_at', 'desc')
        .orderBy('session_id', 'desc'),
    ),
  },
  decks: {
    /** The caller's decks, oldest first (requirements §7.1 "Folders and decks"), with whether each is public. */
    mine: defineQuery(({ctx}) => ownDecks(ctx).related('share').orderBy('created_at', 'asc').orderBy('deck_id', 'asc')),
    /** Decks the caller was invited to edit. */
    sharedWithMe: defineQuery(({ctx}) => {
      const decks = editableDecks(ctx);
      return (ctx?.userID ? decks.where('user_id', '!=', ctx.userID) : decks)
        .orderBy('created_at', 'asc')
        .orderBy('deck_id', 'asc');
    }),
    /** One deck the caller may read, with its share. */
    byID: defineQuery(deckArgs, ({ctx, args}) =>
      readableDecks(ctx).where('deck_id', args.deckID).related('share').one(),
    ),
    /** A deck as /practice/{userID}/{deckID} names it: its owner's id and its own. */
    ofUser: defineQuery(userDeckArgs, ({ctx, args}) =>
      readableDecks(ctx).where('deck_id', args.deckID).where('user_id', args.userID).related('share').one(),
    ),
    /** The deck's live words in their order (requirements §7.1 "Deck words"). */
    items: defineQuery(deckArgs, ({ctx, args}) =>
      readableItems(ctx).where('deck_id', args.deckID).orderBy('position', 'asc').orderBy('id', 'asc'),
    ),
    /** A word just deleted from a deck the caller may edit: kept on the device while its deletion can be undone, so
     * that the undo shows at once. */
    deletedItem: defineQuery(itemArgs, ({ctx, args}) => restorableItems(ctx).where('id', args.itemID).one()),
    /** The editors of a deck the caller may edit. */
    members: defineQuery(deckArgs, ({ctx, args}) =>
      membersVisibleTo(ctx).where('deck_id', args.deckID).orderBy('added_at', 'asc'),
    ),
    /** Invite links of a deck the caller owns. */
    invites: defineQuery(deckArgs, ({ctx, args}) =>
      invitesVisibleTo(ctx).where('deck_id', args.deckID).orderBy('created_at', 'desc'),
    ),
    /** Who has a deck the caller may edit open. */
    presence: defineQuery(deckArgs, ({ctx, args}) => presenceVisibleTo(ctx).where('deck_id', args.deckID)),
    /** The caller's public decks (requirements §7.1 "Shares"). */
    shares: defineQuery(({ctx}) => ownShares(ctx)),
    /** The caller's own words among these, from every deck of theirs: "Your Decks" in the override list. */
    itemsForWords: defineQuery(wordsArgs, ({ctx, args}) =>
      readableItems(ctx)
        .where('word', 'IN', args.words)
        .whereExists('deck', (decks) => decks.where('user_id', ctx?.userID ?? ''), NEVER_FLIPPED)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc'),
    ),
  },
  folders: {
    /** The caller's folders, oldest first. */
    mine: defineQuery(({ctx}) => ownFolders(ctx).orderBy('created_at', 'asc').orderBy('folder_id', 'asc')),
  },
  moduleProgress: {
    /** The caller's completed modules, latest first (requirements §7.1 "Progress read"). */
    mine: defineQuery(({ctx}) => moduleProgressVisibleTo(ctx).orderBy('completed_at', 'desc')),
  },
});
