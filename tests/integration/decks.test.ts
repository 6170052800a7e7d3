// Decks through real zero-cache, the real server and Postgres: the §5 rules, the conflict rules of shared editing
// (architecture.md "Conflict semantics"), invites, public decks, copies, built-in imports and limits.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {MutatorResultDetails} from '@rocicorp/zero';
import {generateKeyBetween, generateNKeysBetween} from 'fractional-indexing';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {DECK_LIMITS, formatMegabytes, importedBytes} from '../../schema/decks/deck-limits.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {builtInSource} from '../../schema/mutators/decks.ts';
import {INVITE_BARRED} from '../../schema/mutators/deck-sharing.ts';
import {addItemsArgs} from '../../schema/mutators/deck-items.ts';
import {TIDY_KEYS_LONGER_THAN} from '../../schema/decks/item-order.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {zeroClients, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 3, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const {client, closeAll} = zeroClients(baseURL);

let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
let ownerZero: TestZero;
let editorZero: TestZero;
let strangerZero: TestZero;

beforeAll(async () => {
  owner = await signUp(baseURL, 'decks-owner');
  editor = await signUp(baseURL, 'decks-editor');
  stranger = await signUp(baseURL, 'decks-stranger');
  ownerZero = client({cookie: owner.cookie, userID: owner.id});
  editorZero = client({cookie: editor.cookie, userID: editor.id});
  strangerZero = client({cookie: stranger.cookie, userID: stranger.id});
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

const codeOf = async (write: {server: Promise<MutatorResultDetails>}) =>
  refusalOf(await write.server)?.code ?? 'success';
const refusalFrom = async (write: {server: Promise<MutatorResultDetails>}) => refusalOf(await write.server);
const itemIDFor = () => `item-${crypto.randomUUID()}`;

async function newDeck(zero: TestZero, name = 'Animals') {
  const deckID = newWholeID();
  expect(await codeOf(zero.mutate(mutators.decks.create({deckID, name, createdAt: T0})))).toBe('success');
  return deckID;
}

/** Each new word after the last one added. */
let lastPosition: string | null = null;
const nextPosition = () => (lastPosition = generateKeyBetween(lastPosition, null));

async function addWord(zero: TestZero, deckID: number, word: string, english: string[], position = nextPosition()) {
  const itemID = itemIDFor();
  expect(
    await codeOf(zero.mutate(mutators.deckItems.add({itemID, deckID, position, item: {word, english}, createdAt: T0}))),
  ).toBe('success');
  return itemID;
}

type ItemRow = {
  word: string;
  furigana: string | null;
  english: {id: string; text: string}[];
  position: string;
  deleted: boolean;
};
async function storedItem(itemID: string): Promise<ItemRow | undefined> {
  const [row] = await sql<
    ItemRow[]
  >`select word, furigana, english, position, deleted_at is not null as deleted from vocabulary_items where id = ${itemID}`;
  return row;
}

const itemCount = async (deckID: number) =>
  (await sql`select item_count from user_decks where deck_id = ${deckID}`)[0]?.item_count as number | undefined;

/** Makes `editor` an editor of the deck through an invite link, as the app does. */
async function invite(deckID: number, who: TestZero = editorZero) {
  const token = crypto.randomUUID().replaceAll('-', '');
  expect(
    await codeOf(ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0}))),
  ).toBe('success');
  expect(await codeOf(who.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})))).toBe('success');
  return token;
}

describe('items under the requirements §5 rules', () => {
  let deckID: number;
  beforeAll(async () => {
    deckID = await newDeck(ownerZero);
  });

  test('a saved item is trimmed, blank furigana is null, blank meanings and notes are dropped', async () => {
    const itemID = itemIDFor();
    const item = {word: ' 猫 ', furigana: '  ', english: [' cat ', ' '], info: ['', ' a pet ']};
    expect(
      await codeOf(ownerZero.mutate(mutators.deckItems.add({itemID, deckID, position: 'a0', item, createdAt: T0}))),
    ).toBe('success');
    const [row] = await sql`select word, furigana, english, info, mnemonics from vocabulary_items where id = ${itemID}`;
    expect(row).toEqual({
      word: '猫',
      furigana: null,
      english: [{id: '0', text: 'cat'}],
      info: [{id: '0', text: 'a pet'}],
      mnemonics: null,
    });
    expect(await itemCount(deckID)).toBe(1);
  });

  test.each([
    ['a blank word', {word: '  ', english: ['cat']}, 'The word must not be blank'],
    ['no meaning', {word: '猫', english: [' ']}, 'At least one English meaning must not be blank'],
    ['a word too long', {word: 'あ'.repeat(101), english: ['x']}, 'The word must be at most 100 characters'],
  ])('%s is refused with the rule it breaks, and nothing is written', async (_name, item, message) => {
    const itemID = itemIDFor();
    expect(
      await refusalFrom(
        ownerZero.mutate(mutators.deckItems.add({itemID, deckID, position: 'a1', item, createdAt: T0})),
      ),
    ).toEqual({code: 'invalid-input', message});
    expect(await storedItem(itemID)).toBeUndefined();
    expect(await itemCount(deckID)).toBe(1);
  });

  test('an edit that would break a rule is refused and the item stays as it was', async () => {
    const itemID = await addWord(ownerZero, deckID, '犬', ['dog']);
    const meaning = (await storedItem(itemID))!.english[0]!;
    expect(
      await refusalFrom(ownerZero.mutate(mutators.deckItems.setFields({itemID, fields: {word: ' '}, updatedAt: T0}))),
    ).toEqual({code: 'invalid-input', message: 'The word must not be blank'});
    expect(
      await refusalFrom(
        ownerZero.mutate(
          mutators.deckItems.changeEntry({
            itemID,
            intent: {type: 'remove', list: 'english', entryID: meaning.id},
            updatedAt: T0,
          }),
        ),
      ),
    ).toEqual({code: 'invalid-input', message: 'At least one English meaning must not be blank'});
    expect(await storedItem(itemID)).toMatchObject({word: '犬', english: [meaning]});
  });
});

describe('editing one deck together', () => {
  let deckID: number;
  beforeAll(async () => {
    deckID = await newDeck(ownerZero, 'Shared');
    await invite(deckID);
    // Both have the deck open, as the page would.
    await ownerZero.run(queries.decks.items({deckID}), {type: 'complete'});
    await editorZero.run(queries.decks.items({deckID}), {type: 'complete'});
  });

  test('the editor finds the deck under "shared with me", and the member row names them', async () => {
    const shared = await editorZero.run(queries.decks.sharedWithMe(), {type: 'complete'});
    expect(shared.map((deck) => deck.deck_id)).toEqual([deckID]);
    expect(await ownerZero.run(queries.decks.sharedWithMe(), {type: 'complete'})).toEqual([]);
    const members = await sql`select user_id, role, display_name from deck_members where deck_id = ${deckID}`;
    expect(members).toEqual([
      {user_id: editor.id, role: 'editor', display_name: expect.stringMatching(/decks-editor/)},
    ]);
  });

  test('edits of different fields of one item at once both survive', async () => {
    const itemID = await addWord(ownerZero, deckID, '食べる', ['to eat']);
    const writes = [
      ownerZero.mutate(mutators.deckItems.setFields({itemID, fields: {word: '食べます'}, updatedAt: T0})),
      editorZero.mutate(mutators.deckItems.setFields({itemID, fields: {furigana: 'たべます'}, updatedAt: T0})),
    ];
    expect(await Promise.all(writes.map(codeOf))).toEqual(['success', 'success']);
    expect(await storedItem(itemID)).toMatchObject({word: '食べます', furigana: 'たべます'});
  });

  test('two people adding a meaning at once both keep theirs; a removal removes only its element', async () => {
    const itemID = await addWord(ownerZero, deckID, '見る', ['to see']);
    const writes = [
      ownerZero.mutate(
        mutators.deckItems.changeEntry({
          itemID,
          intent: {type: 'add', list: 'english', entryID: 'owner-1', value: {text: 'to look'}},
          updatedAt: T0,
        }),
      ),
      editorZero.mutate(
        mutators.deckItems.changeEntry({
          itemID,
          intent: {type: 'add', list: 'english', entryID: 'editor-1', value: {text: 'to watch'}},
          updatedAt: T0,
        }),
      ),
    ];
    expect(await Promise.all(writes.map(codeOf))).toEqual(['success', 'success']);
    expect((await storedItem(itemID))!.english.map((entry) => entry.text).toSorted()).toEqual([
      'to look',
      'to see',
      'to watch',
    ]);
    expect(
      await codeOf(
        editorZero.mutate(
          mutators.deckItems.changeEntry({
            itemID,
            intent: {type: 'remove', list: 'english', entryID: 'owner-1'},
            updatedAt: T0,
          }),
        ),
      ),
    ).toBe('success');
    expect((await storedItem(itemID))!.english.map((entry) => entry.text).toSorted()).toEqual(['to see', 'to watch']);
  });

  test('the same field resolves the same way on every client', async () => {
    const itemID = await addWord(ownerZero, deckID, '水', ['water']);
    const writes = [
      ownerZero.mutate(mutators.deckItems.setFields({itemID, fields: {furigana: 'みず'}, updatedAt: T0})),
      editorZero.mutate(mutators.deckItems.setFields({itemID, fields: {furigana: 'ミズ'}, updatedAt: T0})),
    ];
    await Promise.all(writes.map(codeOf));
    const stored = (await storedItem(itemID))!.furigana;
    expect(['みず', 'ミズ']).toContain(stored);
    await expect
      .poll(
        async () => (await ownerZero.run(queries.decks.items({deckID}))).find((item) => item.id === itemID)?.furigana,
      )
      .toBe(stored);
    await expect
      .poll(
        async () => (await editorZero.run(queries.decks.items({deckID}))).find((item) => item.id === itemID)?.furigana,
      )
      .toBe(stored);
  });

  test('inserts at the same place never collide or renumber other items', async () => {
    const items = await ownerZero.run(queries.decks.items({deckID}), {type: 'complete'});
    const before = new Map(items.map((item) => [item.id, item.position]));
    const [first, second] = items;
    const between = generateKeyBetween(first!.position, second!.position);
    const ownerItem = itemIDFor();
    const editorItem = itemIDFor();
    const writes = [
      ownerZero.mutate(
        mutators.deckItems.add({
          itemID: ownerItem,
          deckID,
          position: between,
          item: {word: '右', english: ['right']},
          createdAt: T0,
        }),
      ),
      editorZero.mutate(
        mutators.deckItems.add({
          itemID: editorItem,
          deckID,
          position: between,
          item: {word: '左', english: ['left']},
          createdAt: T0,
        }),
      ),
    ];
    expect(await Promise.all(writes.map(codeOf))).toEqual(['success', 'success']);
    // The editor's insert reaches the owner's client by replication, a moment after both writes are acknowledged.
    const idsAfter = async () =>
      (await ownerZero.run(queries.decks.items({deckID}), {type: 'complete'})).map((item) => item.id);
    await expect
      .poll(async () => (await idsAfter()).slice(1, 3).toSorted())
      .toEqual([ownerItem, editorItem].toSorted());
    const after = await ownerZero.run(queries.decks.items({deckID}), {type: 'complete'});
    for (const item of after) if (before.has(item.id)) expect(item.position).toBe(before.get(item.id));
    expect(await itemCount(deckID)).toBe(after.length);
  });

  test('a delete beats a concurrent edit: the edit is refused, the editor told, and nothing comes back', async () => {
    const itemID = await addWord(ownerZero, deckID, '鳥', ['bird']);
    expect(await codeOf(ownerZero.mutate(mutators.deckItems.delete({itemID, deletedAt: T0})))).toBe('success');
    expect(
      await refusalFrom(
        editorZero.mutate(mutators.deckItems.setFields({itemID, fields: {furigana: 'とり'}, updatedAt: T0})),
      ),
    ).toEqual({code: 'not-found', message: 'This word was deleted by someone else, so your change was not saved'});
    // A replayed insert of the same item cannot resurrect it either.
    expect(
      await refusalFrom(
        editorZero.mutate(
          mutators.deckItems.add({
            itemID,
            deckID,
            position: 'a5',
            item: {word: '鳥', english: ['bird']},
            createdAt: T0,
          }),
        ),
      ),
    ).toMatchObject({code: 'not-found'});
    expect(await storedItem(itemID)).toMatchObject({deleted: true, furigana: null});
    // Only an explicit undo does.
    expect(await codeOf(ownerZero.mutate(mutators.deckItems.restore({itemID, restoredAt: T0})))).toBe('success');
    expect(await storedItem(itemID)).toMatchObject({deleted: false});
  });

  test('an editor removed while editing is told, and their pending writes are refused without touching the deck', async () => {
    const itemID = await addWord(ownerZero, deckID, '花', ['flower']);
    const before = await sql`select * from vocabulary_items where deck_id = ${deckID} order by id`;
    expect(await codeOf(ownerZero.mutate(mutators.deckSharing.removeMember({deckID, userID: editor.id})))).toBe(
      'success',
    );
    expect(
      await refusalFrom(editorZero.mutate(mutators.deckItems.setFields({itemID, fields: {word: '華'}, updatedAt: T0}))),
    ).toEqual({code: 'forbidden', message: 'You can no longer edit this deck'});
    expect(
      await codeOf(
        editorZero.mutate(
          mutators.deckItems.add({
            itemID: itemIDFor(),
            deckID,
            position: 'a9',
            item: {word: '木', english: ['tree']},
            createdAt: T0,
          }),
        ),
      ),
    ).toBe('forbidden');
    expect(await sql`select * from vocabulary_items where deck_id = ${deckID} order by id`).toEqual(before);
    expect(await editorZero.run(queries.decks.sharedWithMe(), {type: 'complete'})).toEqual([]);
  });
});

describe('invites', () => {
  let deckID: number;
  beforeAll(async () => {
    deckID = await newDeck(ownerZero, 'Invites');
  });

  test('an expired or revoked link is refused and adds nobody', async () => {
    const expired = crypto.randomUUID().replaceAll('-', '');
    expect(
      await codeOf(
        ownerZero.mutate(
          mutators.deckSharing.createInvite({
            deckID,
            token: expired,
            expiresAt: Date.now() + 1500,
            createdAt: Date.now(),
          }),
        ),
      ),
    ).toBe('success');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(
      await refusalFrom(strangerZero.mutate(mutators.deckSharing.acceptInvite({token: expired, acceptedAt: T0}))),
    ).toEqual({code: 'forbidden', message: 'This invite link has expired: ask the deck’s owner for a new one'});
    const revoked = crypto.randomUUID().replaceAll('-', '');
    expect(
      await codeOf(
        ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token: revoked, expiresAt: null, createdAt: T0})),
      ),
    ).toBe('success');
    expect(await codeOf(ownerZero.mutate(mutators.deckSharing.revokeInvite({token: revoked, revokedAt: T0})))).toBe(
      'success',
    );
    expect(await codeOf(strangerZero.mutate(mutators.deckSharing.acceptInvite({token: revoked, acceptedAt: T0})))).toBe(
      'not-found',
    );
    expect(await sql`select 1 from deck_members where deck_id = ${deckID}`).toHaveLength(0);
  });

  test('an editor the owner removed cannot come back through a link made before; a new link lets them in', async () => {
    const deckID = await newDeck(ownerZero, 'Rejoin');
    const joinedWith = await invite(deckID, strangerZero);
    const unused = crypto.randomUUID().replaceAll('-', '');
    expect(
      await codeOf(
        ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token: unused, expiresAt: null, createdAt: T0})),
      ),
    ).toBe('success');
    expect(await codeOf(ownerZero.mutate(mutators.deckSharing.removeMember({deckID, userID: stranger.id})))).toBe(
      'success',
    );
    const members = () => sql`select user_id from deck_members where deck_id = ${deckID}`;
    for (const token of [joinedWith, unused]) {
      expect(
        await refusalFrom(strangerZero.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0}))),
      ).toEqual({code: 'forbidden', message: INVITE_BARRED});
    }
    expect(await members()).toEqual([]);
    // The old links still let others in.
    expect(await codeOf(editorZero.mutate(mutators.deckSharing.acceptInvite({token: unused, acceptedAt: T0})))).toBe(
      'success',
    );
    // The owner invites them again with a new link.
    await invite(deckID, strangerZero);
    expect((await members()).map((row) => row.user_id).toSorted()).toEqual([editor.id, stranger.id].toSorted());
    // An editor who leaves of their own accord may come back with a link they hold.
    expect(await codeOf(editorZero.mutate(mutators.deckSharing.removeMember({deckID, userID: editor.id})))).toBe(
      'success',
    );
    expect(await codeOf(editorZero.mutate(mutators.deckSharing.acceptInvite({token: unused, acceptedAt: T0})))).toBe(
      'success',
    );
  });

  test('only the owner reads the invite tokens', async () => {
    await invite(deckID);
    expect((await ownerZero.run(queries.decks.invites({deckID}), {type: 'complete'})).length).toBeGreaterThan(0);
    expect(await editorZero.run(queries.decks.invites({deckID}), {type: 'complete'})).toEqual([]);
    expect(await strangerZero.run(queries.decks.invites({deckID}), {type: 'complete'})).toEqual([]);
  });
});

describe('public decks and copies', () => {
  test('anyone reads a public deck; a private one is invisible; a copy counts on the original', async () => {
    const deckID = await newDeck(ownerZero, 'Public');
    await addWord(ownerZero, deckID, '空', ['sky'], 'a0');
    await addWord(ownerZero, deckID, '海', ['sea'], 'a1');
    const visitor = client({userID: null});
    expect(await visitor.run(queries.decks.ofUser({userID: owner.id, deckID}), {type: 'complete'})).toBeUndefined();
    expect(
      await codeOf(ownerZero.mutate(mutators.deckSharing.setPublic({deckID, isPublic: true, changedAt: T0}))),
    ).toBe('success');
    // The visitor's open query follows the change.
    await expect
      .poll(
        async () =>
          (await visitor.run(queries.decks.ofUser({userID: owner.id, deckID}), {type: 'complete'}))?.deck_name,
      )
      .toBe('Public');
    await expect
      .poll(async () => (await visitor.run(queries.decks.items({deckID}), {type: 'complete'})).map((item) => item.word))
      .toEqual(['空', '海']);
    // The wrong owner in the address finds nothing.
    expect(await visitor.run(queries.decks.ofUser({userID: stranger.id, deckID}), {type: 'complete'})).toBeUndefined();

    const copyID = newWholeID();
    expect(
      await codeOf(
        strangerZero.mutate(
          mutators.deckSharing.copy({deckID: copyID, sourceDeckID: deckID, name: 'My copy', createdAt: T0}),
        ),
      ),
    ).toBe('success');
    expect(
      (await sql`select word from vocabulary_items where deck_id = ${copyID} order by position`).map((row) => row.word),
    ).toEqual(['空', '海']);
    expect(await sql`select user_id, item_count, source from user_decks where deck_id = ${copyID}`).toEqual([
      {user_id: stranger.id, item_count: 2, source: `copy:${deckID}`},
    ]);
    expect(await sql`select import_count from public_deck_shares where deck_id = ${deckID}`).toEqual([
      {import_count: 1},
    ]);
    // Once private again, nobody but its people reads or copies it.
    expect(
      await codeOf(ownerZero.mutate(mutators.deckSharing.setPublic({deckID, isPublic: false, changedAt: T0}))),
    ).toBe('success');
    expect(
      await codeOf(
        strangerZero.mutate(
          mutators.deckSharing.copy({deckID: newWholeID(), sourceDeckID: deckID, name: 'Again', createdAt: T0}),
        ),
      ),
    ).toBe('not-found');
    await expect.poll(async () => visitor.run(queries.decks.items({deckID}), {type: 'complete'})).toEqual([]);
  });
});

describe('built-in decks', () => {
  test('importing copies every word of the chapter in one go and completes its step; an unknown id creates nothing', async () => {
    const deckID = newWholeID();
    const write = ownerZero.mutate(
      mutators.decks.importBuiltIn({deckID, builtInDeckID: 'genki_1_ch3_vocab-list', name: 'Chapter 3', createdAt: T0}),
    );
    expect(await codeOf(write)).toBe('success');
    const info = (await (
      await fetch(
        `${baseURL}/api/catalogue/deck-info?input=${encodeURIComponent(JSON.stringify({deck_id: 'genki_1_ch3_vocab-list'}))}`,
      )
    ).json()) as {item_count: number; title: string};
    const [deck] = await sql`select deck_name, item_count, source from user_decks where deck_id = ${deckID}`;
    expect(deck).toEqual({
      deck_name: info.title,
      item_count: info.item_count,
      source: builtInSource('genki_1_ch3_vocab-list'),
    });
    expect((await sql`select count(*)::int as n from vocabulary_items where deck_id = ${deckID}`)[0]!.n).toBe(
      info.item_count,
    );
    expect(info.item_count).toBeGreaterThan(40);
    // The deck is the chapter's vocab-list step: importing it completes the step.
    expect(
      await sql`select completed_at from user_module_progress where user_id = ${owner.id} and module_path = 'genki_1_ch3_vocab-list'`,
    ).toEqual([{completed_at: new Date(T0)}]);

    const unknown = newWholeID();
    expect(
      await refusalFrom(
        ownerZero.mutate(
          mutators.decks.importBuiltIn({
            deckID: unknown,
            builtInDeckID: 'genki_9_ch99_vocab-list',
            name: 'x',
            createdAt: T0,
          }),
        ),
      ),
    ).toEqual({code: 'not-found', message: 'There is no built-in deck “genki_9_ch99_vocab-list”'});
    expect(await sql`select 1 from user_decks where deck_id = ${unknown}`).toHaveLength(0);
    expect(
      await sql`select 1 from user_module_progress where user_id = ${owner.id} and module_path = 'genki_9_ch99_vocab-list'`,
    ).toHaveLength(0);
  });
});

describe('limits', () => {
  test(`folders nest at most ${DECK_LIMITS.folderDepth} deep, and a folder cannot go inside itself`, async () => {
    const ids: number[] = [];
    for (let depth = 0; depth < DECK_LIMITS.folderDepth; depth++) {
      const folderID = newWholeID();
      expect(
        await codeOf(
          ownerZero.mutate(
            mutators.folders.create({
              folderID,
              name: `Level ${depth + 1}`,
              parentFolderID: ids.at(-1) ?? null,
              createdAt: T0,
            }),
          ),
        ),
      ).toBe('success');
      ids.push(folderID);
    }
    expect(
      await refusalFrom(
        ownerZero.mutate(
          mutators.folders.create({
            folderID: newWholeID(),
            name: 'Too deep',
            parentFolderID: ids.at(-1)!,
            createdAt: T0,
          }),
        ),
      ),
    ).toEqual({code: 'limit', message: `Folders can be nested at most ${DECK_LIMITS.folderDepth} deep`});
    expect(
      await codeOf(
        ownerZero.mutate(mutators.folders.move({folderID: ids[0]!, parentFolderID: ids[2]!, updatedAt: T0})),
      ),
    ).toBe('invalid-input');
  });

  test('deleting a folder moves its decks up, or deletes them with their words when asked', async () => {
    const outer = newWholeID();
    const inner = newWholeID();
    await ownerZero.mutate(
      mutators.folders.create({folderID: outer, name: 'Outer', parentFolderID: null, createdAt: T0}),
    ).server;
    await ownerZero.mutate(
      mutators.folders.create({folderID: inner, name: 'Inner', parentFolderID: outer, createdAt: T0}),
    ).server;
    const kept = await newDeck(ownerZero, 'Kept');
    const dropped = await newDeck(ownerZero, 'Dropped');
    await ownerZero.mutate(mutators.decks.update({deckID: kept, folderID: inner, updatedAt: T0})).server;
    await addWord(ownerZero, dropped, '雨', ['rain']);
    await ownerZero.mutate(mutators.decks.update({deckID: dropped, folderID: inner, updatedAt: T0})).server;
    expect(await codeOf(ownerZero.mutate(mutators.decks.update({deckID: kept, folderID: outer, updatedAt: T0})))).toBe(
      'success',
    );

    expect(await codeOf(ownerZero.mutate(mutators.folders.delete({folderID: inner, deleteContents: false})))).toBe(
      'success',
    );
    expect(await sql`select folder_id from user_decks where deck_id = ${dropped}`).toEqual([
      {folder_id: String(outer)},
    ]);
    expect(await codeOf(ownerZero.mutate(mutators.folders.delete({folderID: outer, deleteContents: true})))).toBe(
      'success',
    );
    expect(await sql`select 1 from user_decks where deck_id in (${kept}, ${dropped})`).toHaveLength(0);
    expect(await sql`select 1 from vocabulary_items where deck_id = ${dropped}`).toHaveLength(0);
    expect(await sql`select 1 from deck_folders where folder_id in (${outer}, ${inner})`).toHaveLength(0);
  });
});

describe('imports: a whole import lands in one transaction, or nothing does', () => {
  /** An import's words, as the import dialog sends them: new ids, order keys after the deck's last word. */
  const importOf = (deckID: number, count: number, tag: string, lastKey: string | null = null) => {
    const positions = generateNKeysBetween(lastKey, null, count);
    return positions.map((position, index) => ({
      itemID: `import-${tag}-${deckID}-${index}`,
      position,
      item: {word: `語${index}`, english: ['word']},
    }));
  };
  const deckState = async (deckID: number) =>
    JSON.stringify([
      await sql`select * from user_decks where deck_id = ${deckID}`,
      await sql`select * from vocabulary_items where deck_id = ${deckID} order by id`,
    ]);
  const liveCount = async (deckID: number) =>
    (await sql`select count(*)::int as n from vocabulary_items where deck_id = ${deckID} and deleted_at is null`)[0]!
      .n as number;

  test('an import bigger than the old 500-word batches lands whole, in order, and sending it again changes nothing', async () => {
    const deckID = await newDeck(ownerZero, 'Imported');
    const words = importOf(deckID, 1200, 'a');
    const request = () => mutators.deckItems.addMany({deckID, items: words, createdAt: T0});
    expect(await codeOf(ownerZero.mutate(request()))).toBe('success');
    expect(await liveCount(deckID)).toBe(1200);
    expect(await itemCount(deckID)).toBe(1200);
    const stored =
      await sql`select id from vocabulary_items where deck_id = ${deckID} order by position collate "C", id`;
    expect(stored.map((row) => row.id)).toEqual(words.map((word) => word.itemID));
    const before = await deckState(deckID);
    // The outbox sends a write again when its answer was lost: it lands once.
    expect(await codeOf(ownerZero.mutate(request()))).toBe('success');
    expect(await deckState(deckID)).toBe(before);
  }, 120_000);

  test("an import that another editor's words made too big is refused whole, and the deck stays exactly as it was", async () => {
    const deckID = await newDeck(ownerZero, 'Nearly full');
    await invite(deckID);
    const first = importOf(deckID, 4000, 'a');
    expect(await codeOf(ownerZero.mutate(mutators.deckItems.addMany({deckID, items: first, createdAt: T0})))).toBe(
      'success',
    );
    // The editor's dialog saw room for 1,000 more words; meanwhile the owner adds one.
    const lastKey = first.at(-1)!.position;
    const editorsImport = importOf(deckID, 1000, 'b', lastKey);
    await addWord(ownerZero, deckID, '余', ['extra'], generateKeyBetween(lastKey, null));
    const before = await deckState(deckID);
    expect(
      await refusalFrom(editorZero.mutate(mutators.deckItems.addMany({deckID, items: editorsImport, createdAt: T0}))),
    ).toEqual({code: 'limit', message: 'A deck can hold at most 5,000 words (it has 4,001)'});
    expect(await deckState(deckID)).toBe(before);

    // At the same moment, the import and a single word race for the last places: one of them lands whole, the other
    // is refused, and the deck never holds part of the import.
    await codeOf(
      ownerZero.mutate(
        mutators.deckItems.delete({
          itemID: (await sql`select id from vocabulary_items where deck_id = ${deckID} and word = '余'`)[0]!.id,
          deletedAt: T0,
        }),
      ),
    );
    const [imported, added] = await Promise.all([
      codeOf(
        editorZero.mutate(
          mutators.deckItems.addMany({deckID, items: importOf(deckID, 1000, 'c', lastKey), createdAt: T0}),
        ),
      ),
      codeOf(
        ownerZero.mutate(
          mutators.deckItems.add({
            itemID: itemIDFor(),
            deckID,
            position: generateKeyBetween(lastKey, null),
            item: {word: '競', english: ['race']},
            createdAt: T0,
          }),
        ),
      ),
    ]);
    expect([imported, added].toSorted()).toEqual(['limit', 'success']);
    expect(await liveCount(deckID)).toBe(imported === 'success' ? 5000 : 4001);
    expect(await itemCount(deckID)).toBe(await liveCount(deckID));
  }, 180_000);

  test('one word that breaks a rule refuses the whole import, naming the word', async () => {
    const deckID = await newDeck(ownerZero, 'One bad word');
    const words = importOf(deckID, 800, 'a');
    words[650] = {...words[650]!, item: {word: '悪', english: [' ']}};
    expect(
      await refusalFrom(ownerZero.mutate(mutators.deckItems.addMany({deckID, items: words, createdAt: T0}))),
    ).toEqual({code: 'invalid-input', message: 'Word 651: At least one English meaning must not be blank'});
    expect(await liveCount(deckID)).toBe(0);
    expect(await itemCount(deckID)).toBe(0);
  }, 60_000);

  test(`words too large to send in one message (over ${DECK_LIMITS.importBytes / 1024 / 1024} MiB) are refused on this device, never sent`, async () => {
    const deckID = await newDeck(ownerZero, 'Too much text');
    const note = 'あ'.repeat(900);
    const words = importOf(deckID, 3000, 'a').map((word) => ({...word, item: {...word.item, info: [note]}}));
    const args = {deckID, items: words, createdAt: T0};
    const write = ownerZero.mutate(mutators.deckItems.addMany(args));
    // Measured as the mutator sees the words: with every list, empty ones too.
    const bytes = importedBytes(addItemsArgs.parse(args).items.map((word) => word.item));
    expect(bytes).toBeGreaterThan(DECK_LIMITS.importBytes);
    expect(refusalOf(await write.client)).toEqual({
      code: 'limit',
      message: `These words hold ${formatMegabytes(bytes)} of text; one import can send at most 7 MB. Split the file.`,
    });
    expect(await liveCount(deckID)).toBe(0);
  }, 60_000);
});

describe('the deck limit', () => {
  test(`a deck holds at most ${DECK_LIMITS.itemsPerDeck} words: one import fills it, and the write beyond is refused whole`, async () => {
    const deckID = await newDeck(ownerZero, 'Full');
    const items = generateNKeysBetween(null, null, DECK_LIMITS.itemsPerDeck).map((position, index) => ({
      itemID: `full-${deckID}-${index}`,
      position,
      item: {word: `語${index}`, english: ['word']},
    }));
    expect(await codeOf(ownerZero.mutate(mutators.deckItems.addMany({deckID, items, createdAt: T0})))).toBe('success');
    expect(await itemCount(deckID)).toBe(DECK_LIMITS.itemsPerDeck);
    const position = generateKeyBetween(items.at(-1)!.position, null);
    const over = await refusalFrom(
      ownerZero.mutate(
        mutators.deckItems.add({
          itemID: itemIDFor(),
          deckID,
          position,
          item: {word: '余', english: ['extra']},
          createdAt: T0,
        }),
      ),
    );
    expect(over).toEqual({code: 'limit', message: 'A deck can hold at most 5,000 words (it has 5,000)'});
    expect((await sql`select count(*)::int as n from vocabulary_items where deck_id = ${deckID}`)[0]!.n).toBe(
      DECK_LIMITS.itemsPerDeck,
    );
  }, 120_000);
});

describe("tidying a deck's order", () => {
  const order = async (deckID: number) =>
    (
      await sql`select id from vocabulary_items where deck_id = ${deckID} and deleted_at is null order by position collate "C", id collate "C"`
    ).map((row) => row.id as string);
  const longestKey = async (deckID: number) =>
    (await sql`select max(length(position))::int as n from vocabulary_items where deck_id = ${deckID}`)[0]!.n as number;
  const viewOrder = async (zero: TestZero, deckID: number) =>
    (await zero.run(queries.decks.items({deckID}), {type: 'complete'})).map((item) => item.id);

  /** A shared deck whose second word has a long key, as a long run of inserts at one place leaves it. */
  async function crowdedDeck() {
    const deckID = await newDeck(ownerZero, 'Crowded');
    await invite(deckID);
    const [a, b, c, f] = [
      await addWord(ownerZero, deckID, '一', ['one'], 'a0'),
      await addWord(ownerZero, deckID, '二', ['two'], 'a0V'),
      await addWord(ownerZero, deckID, '三', ['three'], 'a5'),
      await addWord(ownerZero, deckID, '四', ['four'], 'a6'),
    ];
    const longKey = `a0${'V'.repeat(TIDY_KEYS_LONGER_THAN - 2)}`;
    await sql`update vocabulary_items set position = ${longKey} where id = ${b}`;
    await expect
      .poll(
        async () =>
          (await editorZero.run(queries.decks.items({deckID}), {type: 'complete'})).find((item) => item.id === b)
            ?.position,
      )
      .toBe(longKey);
    // What the editor does on the deck as they see it: a word between the third and fourth, the first word moved
    // between the second and third.
    const e = itemIDFor();
    const editorsInsert = mutators.deckItems.add({
      itemID: e,
      deckID,
      position: generateKeyBetween('a5', 'a6'),
      afterID: c,
      beforeID: f,
      item: {word: '五', english: ['five']},
      createdAt: T0,
    });
    const editorsMove = mutators.deckItems.move({
      itemID: a,
      deckID,
      position: generateKeyBetween(longKey, 'a5'),
      afterID: b,
      beforeID: c,
      updatedAt: T0,
    });
    // The owner puts a word right after the second one: its key grows past the limit, and the server respaces.
    const d = itemIDFor();
    const ownersInsert = mutators.deckItems.add({
      itemID: d,
      deckID,
      position: `${longKey}VV`,
      afterID: b,
      beforeID: c,
      item: {word: '六', english: ['six']},
      createdAt: T0,
    });
    return {deckID, a, b, c, d, e, f, editorsInsert, editorsMove, ownersInsert};
  }

  test('a key grown long is respaced in the same write, every word keeping its place; writes placed before land between the words they name', async () => {
    const {deckID, a, b, c, d, e, f, editorsInsert, editorsMove, ownersInsert} = await crowdedDeck();
    expect(await codeOf(ownerZero.mutate(ownersInsert))).toBe('success');
    expect(await order(deckID)).toEqual([a, b, d, c, f]);
    expect(await longestKey(deckID)).toBeLessThanOrEqual(3);
    // The editor's writes were made on the old keys, and name their neighbours: they land where the editor meant,
    // right after the word named first (the move before the word the owner put there meanwhile).
    expect(await codeOf(editorZero.mutate(editorsInsert))).toBe('success');
    expect(await codeOf(editorZero.mutate(editorsMove))).toBe('success');
    const final = await order(deckID);
    expect(final).toEqual([b, a, d, c, e, f]);
    expect(await longestKey(deckID)).toBeLessThanOrEqual(3);
    expect(await itemCount(deckID)).toBe(6);
    for (const zero of [ownerZero, editorZero]) await expect.poll(() => viewOrder(zero, deckID)).toEqual(final);
  });

  test("a respace at the same moment as others' inserts and moves: every write lands between the words it names, and everyone converges", async () => {
    const {deckID, a, b, c, d, e, f, editorsInsert, editorsMove, ownersInsert} = await crowdedDeck();
    const codes = await Promise.all([
      codeOf(ownerZero.mutate(ownersInsert)),
      codeOf(editorZero.mutate(editorsInsert)),
      codeOf(editorZero.mutate(editorsMove)),
    ]);
    expect(codes).toEqual(['success', 'success', 'success']);
    const final = await order(deckID);
    // The two put after the second word at once come in either order; everything else is fixed.
    expect([
      [b, a, d, c, e, f],
      [b, d, a, c, e, f],
    ]).toContainEqual(final);
    expect(await longestKey(deckID)).toBeLessThanOrEqual(3);
    expect(
      new Set((await sql`select position from vocabulary_items where deck_id = ${deckID}`).map((row) => row.position))
        .size,
    ).toBe(6);
    for (const zero of [ownerZero, editorZero]) await expect.poll(() => viewOrder(zero, deckID)).toEqual(final);
  });
});

describe("a learner's and a deck's limits: the write past one is refused with code limit, and nothing is written", () => {
  const at = new Date(T0);
  const count = async (table: 'user_decks' | 'deck_folders', userID: string) =>
    (await sql`select count(*)::int as n from ${sql(table)} where user_id = ${userID}`)[0]!.n as number;

  /** A learner of their own, whose decks or folders the test fills straight in the database. */
  async function learner(label: string) {
    const account = await signUp(baseURL, label);
    return {...account, zero: client({cookie: account.cookie, userID: account.id})};
  }

  test(`${DECK_LIMITS.decksPerLearner} decks per learner: a new, imported or copied deck is refused`, async () => {
    const {id, zero} = await learner('limits-decks');
    await sql`insert into user_decks ${sql(
      Array.from({length: DECK_LIMITS.decksPerLearner}, (_, index) => ({
        deck_id: newWholeID(),
        user_id: id,
        deck_name: `Deck ${index + 1}`,
        created_at: at,
        updated_at: at,
      })),
    )}`;
    const refusal = {code: 'limit', message: `You can have at most ${DECK_LIMITS.decksPerLearner} decks`};
    const deckID = newWholeID();
    expect(await refusalFrom(zero.mutate(mutators.decks.create({deckID, name: 'One more', createdAt: T0})))).toEqual(
      refusal,
    );
    expect(
      await refusalFrom(
        zero.mutate(
          mutators.decks.importBuiltIn({
            deckID,
            builtInDeckID: 'genki_1_ch1_vocab-list',
            name: 'Chapter 1',
            createdAt: T0,
          }),
        ),
      ),
    ).toEqual(refusal);
    const publicDeck = await newDeck(ownerZero, 'Public to copy');
    await addWord(ownerZero, publicDeck, '本', ['book']);
    expect(
      await codeOf(
        ownerZero.mutate(mutators.deckSharing.setPublic({deckID: publicDeck, isPublic: true, changedAt: T0})),
      ),
    ).toBe('success');
    expect(
      await refusalFrom(
        zero.mutate(mutators.deckSharing.copy({deckID, sourceDeckID: publicDeck, name: 'Copy', createdAt: T0})),
      ),
    ).toEqual(refusal);
    expect(await count('user_decks', id)).toBe(DECK_LIMITS.decksPerLearner);
    expect(await sql`select 1 from vocabulary_items where deck_id = ${deckID}`).toHaveLength(0);
    expect(await sql`select 1 from user_module_progress where user_id = ${id}`).toHaveLength(0);
    expect(await sql`select import_count from public_deck_shares where deck_id = ${publicDeck}`).toEqual([
      {import_count: 0},
    ]);
  });

  test(`${DECK_LIMITS.foldersPerLearner} folders per learner`, async () => {
    const {id, zero} = await learner('limits-folders');
    await sql`insert into deck_folders ${sql(
      Array.from({length: DECK_LIMITS.foldersPerLearner}, (_, index) => ({
        folder_id: newWholeID(),
        user_id: id,
        folder_name: `Folder ${index + 1}`,
        created_at: at,
        updated_at: at,
      })),
    )}`;
    const folderID = newWholeID();
    expect(
      await refusalFrom(
        zero.mutate(mutators.folders.create({folderID, name: 'One more', parentFolderID: null, createdAt: T0})),
      ),
    ).toEqual({code: 'limit', message: `You can have at most ${DECK_LIMITS.foldersPerLearner} folders`});
    expect(await count('deck_folders', id)).toBe(DECK_LIMITS.foldersPerLearner);
  });

  test(`${DECK_LIMITS.editorsPerDeck} editors per deck: one more invitee is refused`, async () => {
    const deckID = await newDeck(ownerZero, 'Popular');
    const editors = Array.from(
      {length: DECK_LIMITS.editorsPerDeck},
      (_, index) => `limits-editor-${index}-${crypto.randomUUID()}`,
    );
    await sql`insert into auth."user" ${sql(editors.map((id) => ({id, name: id, email: `${id}@example.com`, emailVerified: true})))}`;
    await sql`insert into deck_members ${sql(editors.map((user_id) => ({deck_id: deckID, user_id, role: 'editor', added_at: at})))}`;
    const token = crypto.randomUUID().replaceAll('-', '');
    expect(
      await codeOf(
        ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0})),
      ),
    ).toBe('success');
    expect(await refusalFrom(strangerZero.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})))).toEqual({
      code: 'limit',
      message: `A deck can have at most ${DECK_LIMITS.editorsPerDeck} editors`,
    });
    const members = (await sql`select user_id from deck_members where deck_id = ${deckID}`).map(
      (row) => row.user_id as string,
    );
    expect(members.toSorted()).toEqual(editors.toSorted());
  });

  test(`${DECK_LIMITS.openInvitesPerDeck} open invite links per deck; revoked and expired ones do not count`, async () => {
    const deckID = await newDeck(ownerZero, 'Much shared');
    const invite = () => ({
      token: crypto.randomUUID().replaceAll('-', ''),
      deck_id: deckID,
      created_by: owner.id,
      created_at: at,
    });
    await sql`insert into deck_invites ${sql(Array.from({length: DECK_LIMITS.openInvitesPerDeck - 1}, invite))}`;
    await sql`insert into deck_invites ${sql({...invite(), expires_at: new Date(T0 - 1000)})}`;
    await sql`insert into deck_invites ${sql({...invite(), revoked_at: at})}`;
    const one = crypto.randomUUID().replaceAll('-', '');
    expect(
      await codeOf(
        ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token: one, expiresAt: null, createdAt: T0})),
      ),
    ).toBe('success');
    const before = await sql`select * from deck_invites where deck_id = ${deckID} order by token`;
    const another = crypto.randomUUID().replaceAll('-', '');
    expect(
      await refusalFrom(
        ownerZero.mutate(mutators.deckSharing.createInvite({deckID, token: another, expiresAt: null, createdAt: T0})),
      ),
    ).toEqual({code: 'limit', message: `A deck can have at most ${DECK_LIMITS.openInvitesPerDeck} open invite links`});
    expect(await sql`select * from deck_invites where deck_id = ${deckID} order by token`).toEqual(before);
    expect(before).toHaveLength(DECK_LIMITS.openInvitesPerDeck + 2);
  });
});
