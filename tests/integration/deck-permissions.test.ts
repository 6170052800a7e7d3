// Who may do what with a deck, tried through real zero-cache and the real server by everyone who may not: an editor
// doing the owner's part, an editor removed from the deck, a stranger (also when the deck is public), a signed-out
// visitor, a client whose context claims to be the owner, and a tampered client that puts the owner's ids into
// arguments: some the real client would never send (keys the strict validators reject), some perfectly valid but
// naming someone else's deck, word or folder. Every attempt must be refused and leave every row as it was; every
// read must come back empty.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {MutatorResultDetails, ReadonlyJSONValue} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {tamperedMutators, zeroClients, type TamperedZero, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const {client, tampered, closeAll} = zeroClients(baseURL);

type Role = 'editor' | 'removed editor' | 'stranger' | 'signed out' | 'lying client';
const zeros = new Map<Role, TestZero>();
let owner: TestUser;
let ownerZero: TestZero;
let forger: TamperedZero;

const ids = {
  deck: 0,
  publicDeck: 0,
  folder: 0,
  item: '',
  deletedItem: '',
  publicItem: '',
  token: '',
  removedToken: '',
  editorDevice: '',
  strangerDeck: 0,
  strangerItem: '',
  strangerFolder: 0,
};

const codeOf = async (write: {server: Promise<MutatorResultDetails>}) =>
  refusalOf(await write.server)?.code ?? 'success';

/** Every row the owner's decks, folders and their people have: an attempt must leave all of it as it was. */
async function ownerRows() {
  const decks = await sql`select * from user_decks where user_id = ${owner.id} order by deck_id`;
  const deckIDs = decks.map((deck) => deck.deck_id as string);
  return JSON.stringify([
    decks,
    await sql`select * from deck_folders where user_id = ${owner.id} order by folder_id`,
    await sql`select * from vocabulary_items where deck_id in ${sql(deckIDs)} order by id`,
    await sql`select * from public_deck_shares where deck_id in ${sql(deckIDs)} order by deck_id`,
    await sql`select * from deck_members where deck_id in ${sql(deckIDs)} order by deck_id, user_id`,
    await sql`select * from deck_invites where deck_id in ${sql(deckIDs)} order by token`,
    await sql`select * from deck_presence where deck_id in ${sql(deckIDs)} order by user_id, device_id`,
  ]);
}

async function ok(write: {server: Promise<MutatorResultDetails>}) {
  expect(await codeOf(write)).toBe('success');
}

beforeAll(async () => {
  owner = await signUp(baseURL, 'perm-owner');
  const [editor, removed, stranger] = [
    await signUp(baseURL, 'perm-editor'),
    await signUp(baseURL, 'perm-removed'),
    await signUp(baseURL, 'perm-stranger'),
  ];
  ownerZero = client({cookie: owner.cookie, userID: owner.id});
  zeros.set('editor', client({cookie: editor.cookie, userID: editor.id}));
  zeros.set('removed editor', client({cookie: removed.cookie, userID: removed.id}));
  zeros.set('stranger', client({cookie: stranger.cookie, userID: stranger.id}));
  zeros.set('signed out', client({userID: null}));
  // Claims the owner's id in its context; the server builds ctx from the session alone.
  zeros.set('lying client', client({cookie: stranger.cookie, userID: stranger.id, context: {userID: owner.id}}));
  forger = tampered({cookie: stranger.cookie, userID: stranger.id});

  ids.deck = newWholeID();
  ids.publicDeck = newWholeID();
  ids.folder = newWholeID();
  ids.item = `perm-${crypto.randomUUID()}`;
  ids.deletedItem = `perm-${crypto.randomUUID()}`;
  ids.publicItem = `perm-${crypto.randomUUID()}`;
  ids.token = crypto.randomUUID().replaceAll('-', '');
  ids.removedToken = crypto.randomUUID().replaceAll('-', '');
  ids.editorDevice = `device-${crypto.randomUUID()}`;
  await ok(
    ownerZero.mutate(
      mutators.folders.create({folderID: ids.folder, name: 'Mine', parentFolderID: null, createdAt: T0}),
    ),
  );
  await ok(
    ownerZero.mutate(mutators.decks.create({deckID: ids.deck, name: 'Private', folderID: ids.folder, createdAt: T0})),
  );
  await ok(ownerZero.mutate(mutators.decks.create({deckID: ids.publicDeck, name: 'Public', createdAt: T0})));
  for (const [itemID, deckID] of [
    [ids.item, ids.deck],
    [ids.deletedItem, ids.deck],
    [ids.publicItem, ids.publicDeck],
  ] as const) {
    await ok(
      ownerZero.mutate(
        mutators.deckItems.add({itemID, deckID, position: 'a0', item: {word: '猫', english: ['cat']}, createdAt: T0}),
      ),
    );
  }
  await ok(ownerZero.mutate(mutators.deckItems.delete({itemID: ids.deletedItem, deletedAt: T0})));
  await ok(ownerZero.mutate(mutators.deckSharing.setPublic({deckID: ids.publicDeck, isPublic: true, changedAt: T0})));
  for (const [role, token] of [
    ['editor', ids.token],
    ['removed editor', ids.removedToken],
  ] as const) {
    await ok(
      ownerZero.mutate(mutators.deckSharing.createInvite({deckID: ids.deck, token, expiresAt: null, createdAt: T0})),
    );
    await ok(zeros.get(role)!.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})));
  }
  await ok(ownerZero.mutate(mutators.deckSharing.removeMember({deckID: ids.deck, userID: removed.id})));
  // The editor has the deck open: their presence row must survive every attempt.
  await ok(
    zeros
      .get('editor')!
      .mutate(
        mutators.presence.heartbeat({deckID: ids.deck, deviceID: ids.editorDevice, itemID: ids.item, seenAt: T0}),
      ),
  );
  // The stranger's own deck and word, to try moving the owner's word into, and theirs into the owner's deck.
  ids.strangerDeck = newWholeID();
  ids.strangerItem = `perm-${crypto.randomUUID()}`;
  await ok(
    zeros.get('stranger')!.mutate(mutators.decks.create({deckID: ids.strangerDeck, name: 'Theirs', createdAt: T0})),
  );
  await ok(
    zeros.get('stranger')!.mutate(
      mutators.deckItems.add({
        itemID: ids.strangerItem,
        deckID: ids.strangerDeck,
        position: 'a0',
        item: {word: '犬', english: ['dog']},
        createdAt: T0,
      }),
    ),
  );
  ids.strangerFolder = newWholeID();
  await ok(
    zeros
      .get('stranger')!
      .mutate(
        mutators.folders.create({folderID: ids.strangerFolder, name: 'Theirs', parentFolderID: null, createdAt: T0}),
      ),
  );
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

type Write = {name: string; request: () => Parameters<TestZero['mutate']>[0]};

/** What only the owner may do: an editor too is refused. */
const ownersOnly: Write[] = [
  {name: 'rename the deck', request: () => mutators.decks.update({deckID: ids.deck, name: 'Taken', updatedAt: T0})},
  {
    name: 'move the deck out of its folder',
    request: () => mutators.decks.update({deckID: ids.deck, folderID: null, updatedAt: T0}),
  },
  {name: 'delete the deck', request: () => mutators.decks.delete({deckID: ids.deck})},
  {
    name: 'make the deck public',
    request: () => mutators.deckSharing.setPublic({deckID: ids.deck, isPublic: true, changedAt: T0}),
  },
  {
    name: 'make the public deck private',
    request: () => mutators.deckSharing.setPublic({deckID: ids.publicDeck, isPublic: false, changedAt: T0}),
  },
  {
    name: 'create an invite',
    request: () =>
      mutators.deckSharing.createInvite({
        deckID: ids.deck,
        token: crypto.randomUUID().replaceAll('-', ''),
        expiresAt: null,
        createdAt: T0,
      }),
  },
  {name: 'revoke the invite', request: () => mutators.deckSharing.revokeInvite({token: ids.token, revokedAt: T0})},
  {
    name: 'rename the folder',
    request: () => mutators.folders.rename({folderID: ids.folder, name: 'Taken', updatedAt: T0}),
  },
  {
    name: 'move the folder',
    request: () => mutators.folders.move({folderID: ids.folder, parentFolderID: null, updatedAt: T0}),
  },
  {
    name: 'delete the folder and its decks',
    request: () => mutators.folders.delete({folderID: ids.folder, deleteContents: true}),
  },
  {
    name: "put a folder into the owner's folder",
    request: () =>
      mutators.folders.create({folderID: newWholeID(), name: 'Inside', parentFolderID: ids.folder, createdAt: T0}),
  },
  {
    name: "take over the owner's deck id",
    request: () => mutators.decks.create({deckID: ids.deck, name: 'Mine now', createdAt: T0}),
  },
  {
    name: "take over the owner's deck id by importing",
    request: () =>
      mutators.decks.importBuiltIn({
        deckID: ids.deck,
        builtInDeckID: 'genki_1_ch1_vocab-list',
        name: 'x',
        createdAt: T0,
      }),
  },
  {
    name: "take over the owner's folder id",
    request: () =>
      mutators.folders.create({folderID: ids.folder, name: 'Mine now', parentFolderID: null, createdAt: T0}),
  },
];

/** What an editor may do and nobody else. */
const editorsToo: Write[] = [
  {
    name: 'add a word',
    request: () =>
      mutators.deckItems.add({
        itemID: `perm-${crypto.randomUUID()}`,
        deckID: ids.deck,
        position: 'a1',
        item: {word: '鳥', english: ['bird']},
        createdAt: T0,
      }),
  },
  {
    name: 'add words',
    request: () =>
      mutators.deckItems.addMany({
        deckID: ids.deck,
        items: [{itemID: `perm-${crypto.randomUUID()}`, position: 'a2', item: {word: '魚', english: ['fish']}}],
        createdAt: T0,
      }),
  },
  {
    name: 'add a word to the public deck',
    request: () =>
      mutators.deckItems.add({
        itemID: `perm-${crypto.randomUUID()}`,
        deckID: ids.publicDeck,
        position: 'a1',
        item: {word: '鳥', english: ['bird']},
        createdAt: T0,
      }),
  },
  {
    name: 'edit a word',
    request: () => mutators.deckItems.setFields({itemID: ids.item, fields: {word: '犬'}, updatedAt: T0}),
  },
  {
    name: 'edit a word of the public deck',
    request: () => mutators.deckItems.setFields({itemID: ids.publicItem, fields: {furigana: 'ねこ'}, updatedAt: T0}),
  },
  {
    name: 'add a meaning',
    request: () =>
      mutators.deckItems.changeEntry({
        itemID: ids.item,
        intent: {type: 'add', list: 'english', entryID: 'x1', value: {text: 'kitty'}},
        updatedAt: T0,
      }),
  },
  {
    name: 'remove a meaning',
    request: () =>
      mutators.deckItems.changeEntry({
        itemID: ids.item,
        intent: {type: 'remove', list: 'english', entryID: '0'},
        updatedAt: T0,
      }),
  },
  {
    name: 'reorder a word',
    request: () => mutators.deckItems.move({itemID: ids.item, deckID: ids.deck, position: 'Zz', updatedAt: T0}),
  },
  {
    name: "move the owner's word into their own deck",
    request: () => mutators.deckItems.move({itemID: ids.item, deckID: ids.strangerDeck, position: 'a1', updatedAt: T0}),
  },
  {
    name: "move their own word into the owner's deck",
    request: () => mutators.deckItems.move({itemID: ids.strangerItem, deckID: ids.deck, position: 'a1', updatedAt: T0}),
  },
  {name: 'delete a word', request: () => mutators.deckItems.delete({itemID: ids.item, deletedAt: T0})},
  {
    name: 'restore a deleted word',
    request: () => mutators.deckItems.restore({itemID: ids.deletedItem, restoredAt: T0}),
  },
  {
    name: 'remove the editor',
    request: () => mutators.deckSharing.removeMember({deckID: ids.deck, userID: '__editor__'}),
  },
  {
    name: 'copy the private deck',
    request: () =>
      mutators.deckSharing.copy({deckID: newWholeID(), sourceDeckID: ids.deck, name: 'Stolen', createdAt: T0}),
  },
  {
    name: 'mark presence on the deck',
    request: () => mutators.presence.heartbeat({deckID: ids.deck, deviceID: 'device-0001', itemID: null, seenAt: T0}),
  },
  {
    name: "leave the deck view under the editor's device",
    request: () => mutators.presence.leave({deckID: ids.deck, deviceID: ids.editorDevice}),
  },
];

const outsiders: Role[] = ['removed editor', 'stranger', 'signed out', 'lying client'];
let attempts = 0;
let succeeded = 0;

async function attempt(role: Role | 'forger', write: () => {server: Promise<MutatorResultDetails>}) {
  const before = await ownerRows();
  const code = await codeOf(write());
  attempts++;
  if (code === 'success') succeeded++;
  expect(code, `${role} was let through`).not.toBe('success');
  expect(await ownerRows()).toEqual(before);
}

describe('writes are refused and change nothing', () => {
  const editorID = () =>
    sql`select user_id from deck_members where deck_id = ${ids.deck}`.then((rows) => rows[0]!.user_id as string);

  test.each(
    ownersOnly.flatMap((write) => [...outsiders, 'editor' as const].map((role) => [role, write.name, write] as const)),
  )('%s: %s', async (role, _name, write) => {
    await attempt(role, () => zeros.get(role)!.mutate(write.request()));
  });

  test.each(editorsToo.flatMap((write) => outsiders.map((role) => [role, write.name, write] as const)))(
    '%s: %s',
    async (role, _name, write) => {
      const request = write.request();
      const args = request.args as {userID?: string};
      if (args.userID === '__editor__') Object.assign(args, {userID: await editorID()});
      await attempt(role, () => zeros.get(role)!.mutate(request));
    },
  );

  // The tampered client sends what the real one never would: the owner's id where its own should be.
  const forged: [string, () => [keyof typeof tamperedMutators, string, ReadonlyJSONValue]][] = [
    [
      'a deck created for the owner',
      () => ['decks', 'create', {deckID: newWholeID(), name: 'x', createdAt: T0, userID: owner.id}],
    ],
    [
      'a word written with the owner as author',
      () => [
        'deckItems',
        'add',
        {
          itemID: `perm-${crypto.randomUUID()}`,
          deckID: ids.deck,
          position: 'a1',
          item: {word: '鳥', english: ['bird']},
          createdAt: T0,
          user_id: owner.id,
        },
      ],
    ],
    [
      'a deck update carrying the owner id',
      () => ['decks', 'update', {deckID: ids.deck, name: 'x', updatedAt: T0, user_id: owner.id}],
    ],
    [
      "a share in the owner's name",
      () => ['deckSharing', 'setPublic', {deckID: ids.deck, isPublic: true, changedAt: T0, sharedBy: owner.id}],
    ],
    [
      "an invite accepted for the owner's editor",
      () => ['deckSharing', 'acceptInvite', {token: ids.token, acceptedAt: T0, userID: owner.id}],
    ],
    ['a member row written directly', () => ['deckSharing', 'removeMember', {deckID: ids.deck, userID: owner.id}]],
    [
      'a folder moved under a forged parent',
      () => ['folders', 'move', {folderID: ids.folder, parentFolderID: null, updatedAt: T0, user_id: owner.id}],
    ],
    [
      'an item count of its own choosing',
      () => ['deckItems', 'delete', {itemID: ids.item, deletedAt: T0, item_count: 0}],
    ],
    ['a deck id that is not a whole number', () => ['decks', 'delete', {deckID: 1.5}]],
    [
      'a word with a string for a list',
      () => ['deckItems', 'setFields', {itemID: ids.item, fields: {word: ['犬']}, updatedAt: T0}],
    ],
  ];
  // Arguments every validator accepts, naming someone else's deck, word or folder beside the forger's own.
  const forgedValid: [string, () => [keyof typeof tamperedMutators, string, ReadonlyJSONValue]][] = [
    [
      "their deck filed into the owner's folder",
      () => ['decks', 'update', {deckID: ids.strangerDeck, folderID: ids.folder, updatedAt: T0}],
    ],
    [
      "a new deck of theirs in the owner's folder",
      () => ['decks', 'create', {deckID: newWholeID(), name: 'x', folderID: ids.folder, createdAt: T0}],
    ],
    [
      "their folder moved into the owner's folder",
      () => ['folders', 'move', {folderID: ids.strangerFolder, parentFolderID: ids.folder, updatedAt: T0}],
    ],
    [
      "the owner's folder moved into theirs",
      () => ['folders', 'move', {folderID: ids.folder, parentFolderID: ids.strangerFolder, updatedAt: T0}],
    ],
    [
      "an import into their deck under the owner's word id",
      () => [
        'deckItems',
        'addMany',
        {
          deckID: ids.strangerDeck,
          items: [{itemID: ids.item, position: 'a5', item: {word: '鳥', english: ['bird']}}],
          createdAt: T0,
        },
      ],
    ],
    [
      "a word of theirs under the id of the owner's deleted word",
      () => [
        'deckItems',
        'add',
        {
          itemID: ids.deletedItem,
          deckID: ids.strangerDeck,
          position: 'a5',
          item: {word: '鳥', english: ['bird']},
          createdAt: T0,
        },
      ],
    ],
    [
      "their word moved into the owner's public deck",
      () => ['deckItems', 'move', {itemID: ids.strangerItem, deckID: ids.publicDeck, position: 'a5', updatedAt: T0}],
    ],
    [
      "the owner's public word edited",
      () => [
        'deckItems',
        'changeEntry',
        {
          itemID: ids.publicItem,
          intent: {type: 'edit', list: 'english', entryID: '0', value: {text: 'dog'}},
          updatedAt: T0,
        },
      ],
    ],
    [
      "the owner's private deck copied into a deck id of theirs",
      () => ['deckSharing', 'copy', {deckID: ids.strangerDeck, sourceDeckID: ids.deck, name: 'x', createdAt: T0}],
    ],
    [
      "presence on the owner's deck under the editor's device",
      () => ['presence', 'heartbeat', {deckID: ids.deck, deviceID: ids.editorDevice, itemID: ids.item, seenAt: T0}],
    ],
    ["the editor's presence removed", () => ['presence', 'leave', {deckID: ids.deck, deviceID: ids.editorDevice}]],
  ];
  test.each([...forged, ...forgedValid])('forged: %s', async (_name, build) => {
    const [group, name, args] = build();
    const mutator = (
      tamperedMutators[group] as Record<string, (args: ReadonlyJSONValue) => Parameters<TamperedZero['mutate']>[0]>
    )[name]!;
    await attempt('forger', () => forger.mutate(mutator(args)));
  });

  test('removed editor: the link they joined with no longer lets them in', async () => {
    await attempt('removed editor', () =>
      zeros.get('removed editor')!.mutate(mutators.deckSharing.acceptInvite({token: ids.removedToken, acceptedAt: T0})),
    );
  });

  const expected = ownersOnly.length * 5 + editorsToo.length * 4 + forged.length + forgedValid.length + 1;
  test(`every one of the ${expected} attempts was refused`, () => {
    console.log(`deck permission matrix: ${attempts} attempts, ${succeeded} succeeded`);
    expect(attempts).toBe(expected);
    expect(attempts).toBeGreaterThanOrEqual(60);
    expect(succeeded).toBe(0);
  });
});

describe('reads come back empty', () => {
  const privateReads = () =>
    [
      ['the deck', queries.decks.byID({deckID: ids.deck})],
      ['the deck by owner and id', queries.decks.ofUser({userID: owner.id, deckID: ids.deck})],
      ['its words', queries.decks.items({deckID: ids.deck})],
      ['a word deleted from it', queries.decks.deletedItem({itemID: ids.deletedItem})],
      ['its editors', queries.decks.members({deckID: ids.deck})],
      ['its invites', queries.decks.invites({deckID: ids.deck})],
      ['who has it open', queries.decks.presence({deckID: ids.deck})],
      ["the owner's words by text", queries.decks.itemsForWords({words: ['猫']})],
    ] as const;

  test.each(outsiders)('%s reads nothing of the private deck', async (role) => {
    for (const [, query] of privateReads()) {
      const rows = await zeros.get(role)!.run(query as never, {type: 'complete'});
      expect(Array.isArray(rows) ? rows : rows === undefined ? [] : [rows]).toEqual([]);
    }
    const owned = [
      ...(await zeros.get(role)!.run(queries.decks.mine(), {type: 'complete'})),
      ...(await zeros.get(role)!.run(queries.decks.sharedWithMe(), {type: 'complete'})),
    ].map((deck) => deck.deck_id);
    expect(owned).not.toContain(ids.deck);
    expect(
      (await zeros.get(role)!.run(queries.folders.mine(), {type: 'complete'})).map((folder) => folder.folder_id),
    ).not.toContain(ids.folder);
  });

  test('an editor reads the deck, its words and a word deleted from it (to undo), never its invite tokens', async () => {
    const editor = zeros.get('editor')!;
    expect(
      (await editor.run(queries.decks.items({deckID: ids.deck}), {type: 'complete'})).map((item) => item.id),
    ).toEqual([ids.item]);
    expect((await editor.run(queries.decks.deletedItem({itemID: ids.deletedItem}), {type: 'complete'}))?.id).toBe(
      ids.deletedItem,
    );
    expect(await editor.run(queries.decks.deletedItem({itemID: ids.item}), {type: 'complete'})).toBeUndefined();
    expect(await editor.run(queries.decks.invites({deckID: ids.deck}), {type: 'complete'})).toEqual([]);
  });

  test('anyone reads the public deck, and nothing else of the owner', async () => {
    for (const role of outsiders) {
      expect(
        (await zeros.get(role)!.run(queries.decks.items({deckID: ids.publicDeck}), {type: 'complete'})).map(
          (item) => item.id,
        ),
      ).toEqual([ids.publicItem]);
      expect(await zeros.get(role)!.run(queries.decks.members({deckID: ids.publicDeck}), {type: 'complete'})).toEqual(
        [],
      );
    }
  });
});
