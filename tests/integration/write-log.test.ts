// Exactly once, in order, and no silent overwrite (docs/write-path.md), through real zero-cache, the server and
// Postgres. A write's envelope id makes a resend the same write, whichever client sends it and however late; a write
// sent after one of its device that the server has not settled waits; a write made on an older version of a field is
// refused as a conflict carrying the value now and who set it.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {entryField} from '../../schema/decks/item-lists.ts';
import {UNSEEN} from '../../schema/writes/write-envelope.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {zeroClients, type TestZero} from '../support/zero-client.ts';
import {pushToMutateEndpoint} from '../support/mutate-endpoint.ts';
import {pruneWriteLog, WRITE_LOG_DAYS} from '../../server/writes/write-log.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const {client, closeAll} = zeroClients(baseURL);

let alice: TestUser;
let bob: TestUser;
let phone: TestZero;
let laptop: TestZero;
let bobZero: TestZero;

beforeAll(async () => {
  alice = await signUp(baseURL, 'writelog-alice');
  bob = await signUp(baseURL, 'writelog-bob');
  phone = client({cookie: alice.cookie, userID: alice.id});
  laptop = client({cookie: alice.cookie, userID: alice.id});
  bobZero = client({cookie: bob.cookie, userID: bob.id});
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

const newWriteID = () => crypto.randomUUID();

async function colourMode(userID: string): Promise<string | undefined> {
  const [row] = await sql<
    {mode: string}[]
  >`select user_preferences->>'color-mode' as mode from profiles where user_id = ${userID}`;
  return row?.mode;
}

async function profileVersion(zero: TestZero, key: string): Promise<string | null> {
  const profile = await zero.run(queries.profiles.mine(), {type: 'complete'});
  return profile?.versions[key]?.w ?? null;
}

const setColour = (
  zero: TestZero,
  mode: 'light' | 'dark' | 'system',
  write: {id: string; base?: Record<string, string | null>; after?: string | null},
) => zero.mutate(mutators.settings.update({patch: {'color-mode': mode}, changedAt: T0, write}));

describe('a write is applied once, whoever sends it and however often', () => {
  test('a resend of an applied write from another client changes nothing: the newer value stays', async () => {
    const dark = {id: newWriteID(), base: {'color-mode': await profileVersion(phone, 'color-mode')}};
    expect(refusalOf(await setColour(phone, 'dark', dark).server)).toBeNull();
    const light = {id: newWriteID(), base: {'color-mode': dark.id}};
    expect(refusalOf(await setColour(phone, 'light', light).server)).toBeNull();
    // The dark write's answer was lost: the laptop (which adopted it) sends it again.
    expect(refusalOf(await setColour(laptop, 'dark', dark).server)).toBeNull();
    expect(await colourMode(alice.id)).toBe('light');
    const logged =
      await sql`select write_id, refusal from writes.applied_writes where user_id = ${alice.id} and write_id in ${sql([dark.id, light.id])}`;
    expect(logged.map((row) => [row.write_id, row.refusal]).sort()).toEqual(
      [
        [dark.id, null],
        [light.id, null],
      ].sort(),
    );
  });

  test('a resend of a refused write is refused the same way, even once the write could apply', async () => {
    const deckID = newWholeID();
    expect(
      refusalOf(
        await phone.mutate(mutators.decks.create({deckID, name: 'Verbs', folderID: null, createdAt: T0})).server,
      ),
    ).toBeNull();
    const rename = {id: newWriteID(), base: {deck_name: 'not-the-version-now'}};
    const first = refusalOf(
      await phone.mutate(mutators.decks.update({deckID, name: 'Stale', updatedAt: T0, write: rename})).server,
    );
    expect(first?.code).toBe('conflict');
    const again = refusalOf(
      await laptop.mutate(mutators.decks.update({deckID, name: 'Stale', updatedAt: T0, write: {...rename, base: {}}}))
        .server,
    );
    expect(again).toEqual(first);
    const [deck] = await sql`select deck_name from user_decks where deck_id = ${deckID}`;
    expect(deck!.deck_name).toBe('Verbs');
  });

  test('a write id is the learner’s own: another learner may use the same id for their own write', async () => {
    const id = newWriteID();
    expect(refusalOf(await setColour(phone, 'dark', {id}).server)).toBeNull();
    expect(refusalOf(await setColour(bobZero, 'dark', {id}).server)).toBeNull();
    expect(await colourMode(bob.id)).toBe('dark');
  });
});

describe('a device’s writes apply in the order it made them', () => {
  test('a write sent after one the server has not settled waits, changes nothing, and lands once that one has', async () => {
    const first = {id: newWriteID()};
    const second = {id: newWriteID(), after: first.id};
    const waiting = refusalOf(await setColour(phone, 'light', second).server);
    expect(waiting?.code).toBe('waiting');
    expect(await sql`select 1 from writes.applied_writes where write_id = ${second.id}`).toHaveLength(0);
    expect(refusalOf(await setColour(phone, 'dark', first).server)).toBeNull();
    expect(refusalOf(await setColour(phone, 'light', second).server)).toBeNull();
    expect(await colourMode(alice.id)).toBe('light');
  });

  test('a refused write settles the ones sent after it', async () => {
    const refused = {id: newWriteID(), base: {'color-mode': 'not-the-version-now'}};
    expect(refusalOf(await setColour(phone, 'dark', refused).server)?.code).toBe('conflict');
    expect(refusalOf(await setColour(phone, 'system', {id: newWriteID(), after: refused.id}).server)).toBeNull();
    expect(await colourMode(alice.id)).toBe('system');
  });
});

describe('a write made on an older version of a field never replaces a newer value', () => {
  async function sharedWord() {
    const deckID = newWholeID();
    const itemID = crypto.randomUUID();
    const token = crypto.randomUUID().replaceAll('-', '');
    for (const request of [
      mutators.decks.create({deckID, name: 'Shared', folderID: null, createdAt: T0}),
      mutators.deckItems.add({
        itemID,
        deckID,
        position: 'a0',
        item: {word: '食べる', english: ['to eat']},
        createdAt: T0,
      }),
      mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0}),
    ])
      expect(refusalOf(await phone.mutate(request).server)).toBeNull();
    expect(
      refusalOf(await bobZero.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})).server),
    ).toBeNull();
    return {deckID, itemID};
  }

  test('a meaning edited offline and arriving after a co-editor’s newer edit is refused with both values', async () => {
    const {itemID} = await sharedWord();
    const field = entryField('english', '0');
    // The word was never edited: both editors saw no version of its first meaning.
    const seen = null;
    const bobsEdit = {id: newWriteID(), base: {[field]: seen}};
    expect(
      refusalOf(
        await bobZero.mutate(
          mutators.deckItems.changeEntry({
            itemID,
            intent: {type: 'edit', list: 'english', entryID: '0', value: {text: 'to eat (a meal)'}},
            updatedAt: T0 + 2000,
            write: bobsEdit,
          }),
        ).server,
      ),
    ).toBeNull();
    const late = refusalOf(
      await phone.mutate(
        mutators.deckItems.changeEntry({
          itemID,
          intent: {type: 'edit', list: 'english', entryID: '0', value: {text: 'to consume'}},
          updatedAt: T0 + 1000,
          write: {id: newWriteID(), base: {[field]: seen}},
        }),
      ).server,
    );
    expect(late?.code).toBe('conflict');
    expect(late?.conflicts).toEqual([
      {
        field,
        current: {id: '0', text: 'to eat (a meal)'},
        currentVersion: bobsEdit.id,
        changedBy: bob.id,
        changedByName: expect.stringContaining('writelog-bob'),
        changedAt: T0 + 2000,
        subject: '食べる',
      },
    ]);
    const [row] = await sql`select english from vocabulary_items where id = ${itemID}`;
    expect(row!.english).toEqual([{id: '0', text: 'to eat (a meal)'}]);
  });

  test('edits of different fields both survive; a device’s edits of one field in a row apply one after the other', async () => {
    const {itemID} = await sharedWord();
    const wordEdit = {id: newWriteID(), base: {word: null}};
    const readingEdit = {id: newWriteID(), base: {furigana: null}};
    expect(
      refusalOf(
        await phone.mutate(
          mutators.deckItems.setFields({itemID, fields: {word: '食う'}, updatedAt: T0, write: wordEdit}),
        ).server,
      ),
    ).toBeNull();
    expect(
      refusalOf(
        await bobZero.mutate(
          mutators.deckItems.setFields({itemID, fields: {furigana: 'くう'}, updatedAt: T0, write: readingEdit}),
        ).server,
      ),
    ).toBeNull();
    const again = {id: newWriteID(), base: {word: wordEdit.id}, after: wordEdit.id};
    expect(
      refusalOf(
        await phone.mutate(mutators.deckItems.setFields({itemID, fields: {word: '喰う'}, updatedAt: T0, write: again}))
          .server,
      ),
    ).toBeNull();
    const [row] = await sql`select word, furigana, versions from vocabulary_items where id = ${itemID}`;
    expect([row!.word, row!.furigana]).toEqual(['喰う', 'くう']);
    expect(row!.versions.word).toMatchObject({w: again.id, by: alice.id});
    expect(row!.versions.furigana).toMatchObject({w: readingEdit.id, by: bob.id});
  });

  test('settings across one learner’s devices: a stale choice is refused, the latest page visited follows time', async () => {
    const seen = await profileVersion(phone, 'color-mode');
    const laptopChoice = {id: newWriteID(), base: {'color-mode': seen}};
    expect(refusalOf(await setColour(laptop, 'dark', laptopChoice).server)).toBeNull();
    const phoneChoice = refusalOf(
      await setColour(phone, 'light', {id: newWriteID(), base: {'color-mode': seen}}).server,
    );
    expect(phoneChoice?.code).toBe('conflict');
    expect(phoneChoice?.conflicts?.[0]).toMatchObject({field: 'color-mode', current: 'dark', changedBy: alice.id});
    expect(await colourMode(alice.id)).toBe('dark');

    // A change made before the profile had loaded names no version it saw: it applies whatever the version now.
    const unseen = {id: newWriteID(), base: {'color-mode': UNSEEN}};
    expect(refusalOf(await setColour(phone, 'system', unseen).server)).toBeNull();
    expect(await colourMode(alice.id)).toBe('system');

    const visit = (zero: TestZero, deck: string, at: number) =>
      zero.mutate(mutators.settings.update({patch: {'active-deck': deck}, changedAt: at, write: {id: newWriteID()}}));
    expect(refusalOf(await visit(laptop, 'chapter-3', T0 + 5000).server)).toBeNull();
    expect(refusalOf(await visit(phone, 'chapter-2', T0 + 4000).server)).toBeNull();
    const [row] = await sql`select user_preferences->>'active-deck' as deck from profiles where user_id = ${alice.id}`;
    expect(row!.deck).toBe('chapter-3');
  });
});

describe('the log is kept as long as a write can be sent', () => {
  test(`ids older than ${WRITE_LOG_DAYS} days are pruned; younger ones stay`, async () => {
    const [old, young] = [newWriteID(), newWriteID()];
    await sql`insert into writes.applied_writes (user_id, write_id, mutator, applied_at) values
      (${alice.id}, ${old}, 'settings.update', now() - make_interval(days => ${WRITE_LOG_DAYS + 1})),
      (${alice.id}, ${young}, 'settings.update', now() - make_interval(days => ${WRITE_LOG_DAYS - 1}))`;
    expect(await pruneWriteLog(sql)).toBeGreaterThanOrEqual(1);
    expect(
      (await sql`select write_id from writes.applied_writes where write_id in ${sql([old, young])}`).map(
        (row) => row.write_id,
      ),
    ).toEqual([young]);
  });
});

describe('mutator names are looked up in the registry’s own entries', () => {
  test.each([
    'constructor',
    'decks.constructor',
    '__proto__.toString',
    'decks.hasOwnProperty',
    'toString',
    'decks.__proto__',
  ])('%s is invalid input, signed in or not', async (name) => {
    for (const cookie of [alice.cookie, undefined]) {
      const [result] = await pushToMutateEndpoint(baseURL, cookie, [{name, args: {}}]);
      expect(refusalOf(result!)?.code).toBe('invalid-input');
    }
  });
});
