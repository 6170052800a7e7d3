// Zero tables and relationships. Mirrors migrations/ exactly (tests/integration/schema-drift.test.ts fails otherwise).
// Timestamps are epoch milliseconds (timestamptz in Postgres).
import {
  boolean,
  createBuilder,
  createSchema,
  enumeration,
  json,
  number,
  relationships,
  string,
  table,
} from '@rocicorp/zero';
import type {StoredSettings} from './settings.ts';
import type {ExampleEntry, ParticleEntry, StoredMnemonics, TextEntry, VideoEntry} from './decks/item-lists.ts';
import type {Ctx} from './context.ts';
import type {PracticeRunSnapshot} from './practice-run.ts';
import type {FieldVersions} from './writes/field-versions.ts';

export type CardType = 'vocabulary' | 'kanji' | 'radical';
export type PracticeMode = 'meanings' | 'spellings';
/** A card's mode: the two of practice, and writing a kanji by hand (kanji cards only, schema/fsrs/card-id.ts). */
export type CardMode = PracticeMode | 'writing';
/** Where a grade was given: spaced-repetition review, or practice (which grades the same cards). */
export type ReviewSource = 'review' | 'practice';
export type DeckRole = 'owner' | 'editor';

const profiles = table('profiles')
  .columns({
    user_id: string(),
    user_preferences: json<Partial<StoredSettings>>(),
    created_at: number(),
    updated_at: number(),
    versions: json<FieldVersions>(),
  })
  .primaryKey('user_id');

const fsrsCards = table('fsrs_cards')
  .columns({
    id: string(),
    user_id: string(),
    practice_item_key: string(),
    type: enumeration<CardType>(),
    mode: enumeration<CardMode>(),
    fsrs_card: json(),
    base_card: json().optional(),
    due_at: number(),
    last_review_id: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('id');

const fsrsReviewLogs = table('fsrs_review_logs')
  .columns({
    id: string(),
    card_id: string(),
    user_id: string(),
    rating: number(),
    state: number(),
    review_log: json(),
    reviewed_at: number(),
    source: enumeration<ReviewSource>(),
  })
  .primaryKey('id');

const userModuleProgress = table('user_module_progress')
  .columns({
    user_id: string(),
    module_path: string(),
    completed_at: number(),
  })
  .primaryKey('user_id', 'module_path');

const userPracticeSessions = table('user_practice_sessions')
  .columns({
    session_id: string(),
    user_id: string(),
    module_path: string(),
    created_at: number(),
    last_updated_at: number(),
    duration_seconds: number(),
    questions_answered: number(),
    run: json<PracticeRunSnapshot>().optional(),
  })
  .primaryKey('session_id');

const deckFolders = table('deck_folders')
  .columns({
    folder_id: number(),
    user_id: string(),
    parent_folder_id: number().optional(),
    folder_name: string(),
    created_at: number(),
    updated_at: number(),
    versions: json<FieldVersions>(),
  })
  .primaryKey('folder_id');

const userDecks = table('user_decks')
  .columns({
    deck_id: number(),
    user_id: string(),
    folder_id: number().optional(),
    deck_name: string(),
    deck_description: string().optional(),
    source: string().optional(),
    item_count: number(),
    created_at: number(),
    updated_at: number(),
    versions: json<FieldVersions>(),
  })
  .primaryKey('deck_id');

const vocabularyItems = table('vocabulary_items')
  .columns({
    id: string(),
    deck_id: number(),
    position: string(),
    word: string(),
    furigana: string().optional(),
    english: json<TextEntry[]>(),
    part_of_speech: string().optional(),
    is_verb: boolean(),
    info: json<TextEntry[]>(),
    mnemonics: json<StoredMnemonics>().optional(),
    example_sentences: json<ExampleEntry[]>(),
    particles: json<ParticleEntry[]>(),
    videos: json<VideoEntry[]>(),
    created_at: number(),
    updated_at: number(),
    versions: json<FieldVersions>(),
    deleted_at: number().optional(),
    deleted_by: string().optional(),
  })
  .primaryKey('id');

const publicDeckShares = table('public_deck_shares')
  .columns({
    deck_id: number(),
    shared_by: string(),
    shared_at: number(),
    import_count: number(),
  })
  .primaryKey('deck_id');

const deckMembers = table('deck_members')
  .columns({
    deck_id: number(),
    user_id: string(),
    role: enumeration<DeckRole>(),
    added_at: number(),
    display_name: string(),
  })
  .primaryKey('deck_id', 'user_id');

const deckInvites = table('deck_invites')
  .columns({
    token: string(),
    deck_id: number(),
    created_by: string(),
    created_at: number(),
    expires_at: number().optional(),
    revoked_at: number().optional(),
    /** Learners the owner removed from the deck after this link was made: it no longer lets them in. */
    barred_user_ids: json<string[]>(),
  })
  .primaryKey('token');

const deckPresence = table('deck_presence')
  .columns({
    deck_id: number(),
    user_id: string(),
    device_id: string(),
    display_name: string(),
    item_id: string().optional(),
    seen_at: number(),
  })
  .primaryKey('deck_id', 'user_id', 'device_id');

const fsrsCardRelationships = relationships(fsrsCards, ({many}) => ({
  logs: many({sourceField: ['id'], destField: ['card_id'], destSchema: fsrsReviewLogs}),
}));

const deckFolderRelationships = relationships(deckFolders, ({many}) => ({
  decks: many({sourceField: ['folder_id'], destField: ['folder_id'], destSchema: userDecks}),
  children: many({sourceField: ['folder_id'], destField: ['parent_folder_id'], destSchema: deckFolders}),
}));

const userDeckRelationships = relationships(userDecks, ({one, many}) => ({
  folder: one({sourceField: ['folder_id'], destField: ['folder_id'], destSchema: deckFolders}),
  items: many({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: vocabularyItems}),
  members: many({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: deckMembers}),
  share: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: publicDeckShares}),
  invites: many({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: deckInvites}),
  presence: many({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: deckPresence}),
}));

const vocabularyItemRelationships = relationships(vocabularyItems, ({one}) => ({
  deck: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: userDecks}),
}));

const deckMemberRelationships = relationships(deckMembers, ({one}) => ({
  deck: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: userDecks}),
}));

const deckInviteRelationships = relationships(deckInvites, ({one}) => ({
  deck: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: userDecks}),
}));

const deckPresenceRelationships = relationships(deckPresence, ({one}) => ({
  deck: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: userDecks}),
}));

const publicDeckShareRelationships = relationships(publicDeckShares, ({one}) => ({
  deck: one({sourceField: ['deck_id'], destField: ['deck_id'], destSchema: userDecks}),
}));

export const schema = createSchema({
  tables: [
    profiles,
    fsrsCards,
    fsrsReviewLogs,
    userModuleProgress,
    userPracticeSessions,
    deckFolders,
    userDecks,
    vocabularyItems,
    publicDeckShares,
    deckMembers,
    deckInvites,
    deckPresence,
  ],
  relationships: [
    fsrsCardRelationships,
    deckFolderRelationships,
    userDeckRelationships,
    vocabularyItemRelationships,
    deckMemberRelationships,
    deckInviteRelationships,
    deckPresenceRelationships,
    publicDeckShareRelationships,
  ],
});
export type Schema = typeof schema;
export const zql = createBuilder(schema);

declare module '@rocicorp/zero' {
  interface DefaultTypes {
    schema: Schema;
    context: Ctx;
  }
}
