// Your data: the export holds every row the learner owns in every table (and nobody else's); deleting the account
// after the right confirmation leaves no row of theirs anywhere, ends the session, and leaves the other learner's
// data as it was.
import {afterAll, beforeAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {signUp, type TestUser} from '../support/accounts.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {newStoredCard} from '../../schema/fsrs/review-step.ts';
import {ownedTables, type AccountExport} from '../../server/account/account-data.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const NOW = Date.UTC(2026, 5, 1);

let alice: TestUser;
let bob: TestUser;
const ids = {aliceDeck: 0, bobDeck: 0, aliceFolder: 0};

async function seedEverything(user: TestUser, deckID: number, folderID: number, key: string) {
  const card = cardID({userID: user.id, itemKey: key, type: 'vocabulary', mode: 'meanings'});
  const at = new Date(NOW);
  await sql`insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, due_at, created_at, updated_at)
    values (${card}, ${user.id}, ${key}, 'vocabulary', 'meanings', ${sql.json(newStoredCard(NOW))}, ${at}, ${at}, ${at})`;
  await sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at) values (${crypto.randomUUID()}, ${card}, ${user.id}, 3, 0, '{}', ${at})`;
  await sql`insert into user_module_progress (user_id, module_path, completed_at) values (${user.id}, 'welcome-overview', ${at})`;
  await sql`insert into user_practice_sessions (session_id, user_id, module_path, created_at, last_updated_at, duration_seconds, questions_answered)
    values (${crypto.randomUUID()}, ${user.id}, 'genki_1_ch0_greetings', ${at}, ${at}, 60, 4)`;
  await sql`insert into deck_folders (folder_id, user_id, folder_name, created_at, updated_at) values (${folderID}, ${user.id}, 'Verbs', ${at}, ${at})`;
  await sql`insert into user_decks (deck_id, user_id, folder_id, deck_name, created_at, updated_at) values (${deckID}, ${user.id}, ${folderID}, 'My verbs', ${at}, ${at})`;
  await sql`insert into vocabulary_items (id, deck_id, position, word, english, created_at, updated_at)
    values (${crypto.randomUUID()}, ${deckID}, 'a0', ${key}, ${sql.json(['to do'])}, ${at}, ${at})`;
  await sql`insert into public_deck_shares (deck_id, shared_by, shared_at) values (${deckID}, ${user.id}, ${at})`;
  await sql`insert into deck_members (deck_id, user_id, role, added_at) values (${deckID}, ${user.id}, 'owner', ${at})`;
  await sql`insert into deck_invites (token, deck_id, created_by, created_at) values (${crypto.randomUUID()}, ${deckID}, ${user.id}, ${at})`;
  await sql`insert into deck_presence (deck_id, user_id, device_id, seen_at) values (${deckID}, ${user.id}, ${`device-${key}`}, ${at})`;
}

/** Rows naming the user in each table that references users, and rows hanging off their rows. */
async function rowsOf(userID: string): Promise<Record<string, number>> {
  const {direct, indirect} = await ownedTables(sql);
  const counts: Record<string, number> = {};
  for (const {table, column} of direct) {
    const [row] = await sql<
      {n: number}[]
    >`select count(*)::int as n from ${sql(table)} where ${sql(column)} = ${userID}`;
    counts[`${table}.${column}`] = row!.n;
  }
  for (const {table, column, parentTable, parentColumn, ownerColumn} of indirect) {
    const [row] = await sql<
      {n: number}[]
    >`select count(*)::int as n from ${sql(table)} where ${sql(column)} in (select ${sql(parentColumn)} from ${sql(parentTable)} where ${sql(ownerColumn)} = ${userID})`;
    counts[`${table}.${column}`] = row!.n;
  }
  for (const [table, column] of [
    ['user', 'id'],
    ['session', 'userId'],
    ['account', 'userId'],
  ] as const) {
    const [row] = await sql<
      {n: number}[]
    >`select count(*)::int as n from auth.${sql(table)} where ${sql(column)} = ${userID}`;
    counts[`auth.${table}`] = row!.n;
  }
  return counts;
}

const deleteRequest = (cookie: string, body: unknown) =>
  fetch(`${baseURL}/api/account/delete`, {
    method: 'POST',
    headers: {cookie, 'content-type': 'application/json', origin: baseURL},
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  alice = await signUp(baseURL, 'data-alice');
  bob = await signUp(baseURL, 'data-bob');
  ids.aliceDeck = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  ids.bobDeck = ids.aliceDeck + 1;
  ids.aliceFolder = ids.aliceDeck;
  await seedEverything(alice, ids.aliceDeck, ids.aliceFolder, '食べる');
  await seedEverything(bob, ids.bobDeck, ids.aliceFolder + 1, '飲む');
  // Bob edits Alice's deck; Alice edits Bob's.
  await sql`insert into deck_members (deck_id, user_id, role, added_at) values (${ids.aliceDeck}, ${bob.id}, 'editor', now()), (${ids.bobDeck}, ${alice.id}, 'editor', now())`;
});

afterAll(async () => {
  await sql.end();
});

test('the tables a learner owns are found from the foreign keys', async () => {
  const {direct, indirect} = await ownedTables(sql);
  expect(direct.map(({table, column}) => `${table}.${column}`)).toEqual(
    expect.arrayContaining([
      'profiles.user_id',
      'fsrs_cards.user_id',
      'fsrs_review_logs.user_id',
      'user_module_progress.user_id',
      'user_practice_sessions.user_id',
      'deck_folders.user_id',
      'user_decks.user_id',
      'public_deck_shares.shared_by',
      'deck_members.user_id',
    ]),
  );
  expect(indirect.map(({table, parentTable}) => `${table}←${parentTable}`)).toContain('vocabulary_items←user_decks');
});

test('the export holds every row of the learner in every table, and none of anyone else', async () => {
  const response = await fetch(`${baseURL}/api/account/export`, {headers: {cookie: alice.cookie}});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="genki-study-export-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const data = (await response.json()) as AccountExport;
  expect(data.account).toMatchObject({id: alice.id, email: alice.email});
  const counts = Object.fromEntries(Object.entries(data.tables).map(([table, rows]) => [table, rows.length]));
  expect(counts).toEqual({
    profiles: 1,
    fsrs_cards: 1,
    fsrs_review_logs: 1,
    user_module_progress: 1,
    user_practice_sessions: 1,
    deck_folders: 1,
    user_decks: 1,
    public_deck_shares: 1,
    deck_members: 2,
    vocabulary_items: 1,
    deck_invites: 1,
    deck_presence: 1,
  });
  expect(data.tables.vocabulary_items![0]).toMatchObject({deck_id: String(ids.aliceDeck), word: '食べる'});
  expect(JSON.stringify(data)).not.toContain('飲む');
  expect(data.tables.profiles![0]!.user_preferences).toHaveProperty('completed-tours');

  const visitor = await fetch(`${baseURL}/api/account/export`);
  expect(visitor.status).toBe(403);
  expect(await visitor.json()).toMatchObject({code: 'forbidden'});
});

test('deleting needs the account’s email address; then no row of the learner is left anywhere', async () => {
  const before = await rowsOf(alice.id);
  expect(Object.values(before).every((count) => count > 0)).toBe(true);

  const wrong = await deleteRequest(alice.cookie, {confirmEmail: bob.email});
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({code: 'invalid-input', message: 'That is not the email address of this account'});
  expect(await rowsOf(alice.id)).toEqual(before);

  const done = await deleteRequest(alice.cookie, {confirmEmail: alice.email.toUpperCase()});
  expect(done.status).toBe(200);
  expect(done.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token=;'))).toBe(true);
  const after = await rowsOf(alice.id);
  expect(Object.values(after).every((count) => count === 0)).toBe(true);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  // Alice's deck and its words are gone with her, Bob's membership of it too.
  const [aliceDeckRows] = await sql<
    {n: number}[]
  >`select count(*)::int as n from deck_members where deck_id = ${ids.aliceDeck}`;
  expect(aliceDeckRows!.n).toBe(0);

  // The session no longer opens anything.
  const claims = await (await fetch(`${baseURL}/api/user`, {headers: {cookie: alice.cookie}})).json();
  expect(claims.user).toBeNull();
});

test('the other learner keeps everything but the deleted learner’s membership of their deck', async () => {
  const bobRows = await rowsOf(bob.id);
  expect(bobRows).toMatchObject({
    'fsrs_cards.user_id': 1,
    'user_decks.user_id': 1,
    'vocabulary_items.deck_id': 1,
    'deck_members.user_id': 1,
    'auth.user': 1,
  });
  const members = await sql<{user_id: string}[]>`select user_id from deck_members where deck_id = ${ids.bobDeck}`;
  expect(members.map((member) => member.user_id)).toEqual([bob.id]);
});
