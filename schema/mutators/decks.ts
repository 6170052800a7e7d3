// A learner's decks and the folders that organise them (requirements §3.8, §7.2). Only the owner changes these; ids and
// times come in as arguments (a replay changes nothing), and every limit is checked before the first write.
import {defineMutator} from '@rocicorp/zero';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {assertSignedIn} from '../context.ts';
import {Refusal} from '../refusals.ts';
import {DECK_LIMITS} from '../decks/deck-limits.ts';
import {deckDescription, deckID, deckName, deckWriterKey, folderID, folderName} from '../decks/deck-args.ts';
import type {DeckItemContent} from '../decks/deck-item.ts';
import {generateNKeysBetween} from 'fractional-indexing';
import type {Transaction} from '@rocicorp/zero';
import type {Ctx} from '../context.ts';
import {itemRow} from '../decks/item-row.ts';
import {insertItems} from '../decks/insert-items.ts';
import {depthOf, heightOf, subtreeOf, wouldNestInItself} from '../decks/folder-tree.ts';
import {deckForOwner, folderForOwner, ownDecks, ownFolders} from '../permissions/decks.ts';
import {clampToServerClock, serializeWriters} from '../server-transaction.ts';
import {writeArgs, type WriteEnvelope} from '../writes/write-envelope.ts';
import {recordCompletion} from './progress.ts';
import {claimFields} from '../writes/field-versions.ts';

export const createDeckArgs = writeArgs(() => ({
  deckID,
  name: deckName,
  description: deckDescription.optional(),
  folderID: folderID.nullable().default(null),
  createdAt: epochMs,
}));

export const updateDeckArgs = writeArgs(() => ({
  deckID,
  name: deckName.optional(),
  description: deckDescription.optional(),
  folderID: folderID.nullable().optional(),
  updatedAt: epochMs,
}));

export const deleteDeckArgs = writeArgs(() => ({deckID}));

/** A built-in deck (a chapter's vocab-list module) copied into the learner's decks. */
export const importBuiltInArgs = writeArgs(() => ({
  deckID,
  builtInDeckID: z.string().trim().min(1, 'Which built-in deck?').max(200, 'Unknown built-in deck'),
  name: deckName,
  createdAt: epochMs,
}));

/** Where an imported deck's words come from, so that importing it again can ask first. */
export function builtInSource(builtInDeckID: string) {
  return `builtin:${builtInDeckID}`;
}

/** Whether the caller may create a deck with this id now: false when they have it already (a replay); refused when
 * someone else has it or the caller has as many decks as allowed. Holds the caller's other deck creations apart. */
export async function mayCreateDeck(tx: Transaction, ctx: Ctx | undefined, deckID: number): Promise<boolean> {
  assertSignedIn(ctx);
  await serializeWriters(tx, `decks-of:${ctx.userID}`);
  const taken = await tx.run(zql.user_decks.where('deck_id', deckID).one());
  if (taken) {
    if (taken.user_id === ctx.userID) return false;
    throw new Refusal('conflict', 'That deck id is taken');
  }
  if ((await tx.run(ownDecks(ctx))).length >= DECK_LIMITS.decksPerLearner) {
    throw new Refusal('limit', `You can have at most ${DECK_LIMITS.decksPerLearner} decks`);
  }
  return true;
}

/** Creates a deck of the caller's with these words, in the order given, in the mutator's one transaction. */
export async function createDeckWithItems(
  tx: Transaction,
  ctx: Ctx | undefined,
  deck: {deckID: number; name: string; source: string; createdAt: number},
  items: readonly DeckItemContent[],
) {
  if (!(await mayCreateDeck(tx, ctx, deck.deckID))) return;
  const createdAt = clampToServerClock(tx, deck.createdAt, 'deck creation');
  await tx.mutate.user_decks.insert({
    deck_id: deck.deckID,
    user_id: ctx!.userID!,
    folder_id: null,
    deck_name: deck.name,
    deck_description: null,
    source: deck.source,
    item_count: items.length,
    created_at: createdAt,
    updated_at: createdAt,
    versions: {},
  });
  const positions = generateNKeysBetween(null, null, items.length);
  await insertItems(
    tx,
    items.map((content, index) =>
      itemRow(`${deck.deckID}-${index}`, deck.deckID, positions[index]!, content, createdAt),
    ),
  );
}

export const createFolderArgs = writeArgs(() => ({
  folderID,
  name: folderName,
  parentFolderID: folderID.nullable().default(null),
  createdAt: epochMs,
}));
export const renameFolderArgs = writeArgs(() => ({folderID, name: folderName, updatedAt: epochMs}));
export const moveFolderArgs = writeArgs(() => ({folderID, parentFolderID: folderID.nullable(), updatedAt: epochMs}));
/** `deleteContents`: delete the decks inside (and their words) too; otherwise they move up to the parent. */
export const deleteFolderArgs = writeArgs(() => ({folderID, deleteContents: z.boolean()}));

const tooDeep = () => new Refusal('limit', `Folders can be nested at most ${DECK_LIMITS.folderDepth} deep`);

type FolderRow = NonNullable<Awaited<ReturnType<typeof folderForOwner>>>;
type FolderChange = Partial<Pick<FolderRow, 'folder_name' | 'parent_folder_id'>>;

/** Writes the changed fields of a folder, unless the write was made on an older version of one of them (a conflict). */
async function changeFolder(
  tx: Transaction,
  folder: FolderRow,
  args: {updatedAt: number; write?: WriteEnvelope},
  change: FolderChange,
) {
  const updatedAt = clampToServerClock(tx, args.updatedAt, 'folder change');
  const fields = Object.keys(change) as (keyof FolderChange)[];
  const versions = await claimFields(tx, {
    versions: folder.versions,
    current: Object.fromEntries(fields.map((field) => [field, folder[field] ?? null])),
    write: args.write,
    userID: folder.user_id,
    at: updatedAt,
    subject: folder.folder_name,
  });
  if (!versions) return;
  await tx.mutate.deck_folders.update({folder_id: folder.folder_id, ...change, versions, updated_at: updatedAt});
}

export const deckMutators = {
  create: defineMutator(createDeckArgs, async ({tx, ctx, args}) => {
    if (!(await mayCreateDeck(tx, ctx, args.deckID))) return;
    if (args.folderID !== null && !(await folderForOwner(tx, ctx, args.folderID))) return;
    const createdAt = clampToServerClock(tx, args.createdAt, 'deck creation');
    await tx.mutate.user_decks.insert({
      deck_id: args.deckID,
      user_id: ctx!.userID!,
      folder_id: args.folderID,
      deck_name: args.name,
      deck_description: args.description || null,
      source: null,
      item_count: 0,
      created_at: createdAt,
      updated_at: createdAt,
      versions: {},
    });
  }),

  /** Renames, describes or moves a deck to another folder (null: to the top). Only the fields given change. */
  update: defineMutator(updateDeckArgs, async ({tx, ctx, args}) => {
    // Held until the end, so that the versions read are those replaced (another device's change waits).
    await serializeWriters(tx, deckWriterKey(args.deckID));
    const deck = await deckForOwner(tx, ctx, args.deckID);
    if (!deck) return;
    if (args.folderID != null && !(await folderForOwner(tx, ctx, args.folderID))) return;
    const updatedAt = clampToServerClock(tx, args.updatedAt, 'deck change');
    const versions = await claimFields(tx, {
      versions: deck.versions,
      current: {
        ...(args.name !== undefined && {deck_name: deck.deck_name}),
        ...(args.description !== undefined && {deck_description: deck.deck_description ?? null}),
        ...(args.folderID !== undefined && {folder_id: deck.folder_id ?? null}),
      },
      write: args.write,
      userID: deck.user_id,
      at: updatedAt,
      subject: deck.deck_name,
    });
    if (!versions) return;
    await tx.mutate.user_decks.update({
      deck_id: args.deckID,
      ...(args.name !== undefined && {deck_name: args.name}),
      ...(args.description !== undefined && {deck_description: args.description || null}),
      ...(args.folderID !== undefined && {folder_id: args.folderID}),
      versions,
      updated_at: updatedAt,
    });
  }),

  /** On the client, the deck appears at once; the server's version (server/decks/) adds the words from the catalogue,
   * which the client does not hold. A built-in deck is a chapter's vocab-list step: importing it completes the step
   * (step-completion.ts), in the same transaction. */
  importBuiltIn: defineMutator(importBuiltInArgs, async ({tx, ctx, args}) => {
    await createDeckWithItems(
      tx,
      ctx,
      {deckID: args.deckID, name: args.name, source: builtInSource(args.builtInDeckID), createdAt: args.createdAt},
      [],
    );
    await recordCompletion(tx, ctx, args.builtInDeckID, args.createdAt);
  }),

  /** Deletes the deck with its words, shares, editors and invites (the database cascades). */
  delete: defineMutator(deleteDeckArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    const deck = await tx.run(zql.user_decks.where('deck_id', args.deckID).one());
    if (!deck) return;
    if (deck.user_id !== ctx.userID) throw new Refusal('forbidden', 'Only the owner of this deck can delete it');
    await tx.mutate.user_decks.delete({deck_id: args.deckID});
  }),
};

export const folderMutators = {
  create: defineMutator(createFolderArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    const createdAt = clampToServerClock(tx, args.createdAt, 'folder creation');
    await serializeWriters(tx, `folders-of:${ctx.userID}`);
    const taken = await tx.run(zql.deck_folders.where('folder_id', args.folderID).one());
    if (taken) {
      if (taken.user_id === ctx.userID) return;
      throw new Refusal('conflict', 'That folder id is taken');
    }
    const folders = await tx.run(ownFolders(ctx));
    if (folders.length >= DECK_LIMITS.foldersPerLearner)
      throw new Refusal('limit', `You can have at most ${DECK_LIMITS.foldersPerLearner} folders`);
    if (args.parentFolderID !== null) {
      if (!(await folderForOwner(tx, ctx, args.parentFolderID))) return;
      if (depthOf(folders, args.parentFolderID) + 1 > DECK_LIMITS.folderDepth) throw tooDeep();
    }
    await tx.mutate.deck_folders.insert({
      folder_id: args.folderID,
      user_id: ctx.userID,
      parent_folder_id: args.parentFolderID,
      folder_name: args.name,
      created_at: createdAt,
      updated_at: createdAt,
      versions: {},
    });
  }),

  rename: defineMutator(renameFolderArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    await serializeWriters(tx, `folders-of:${ctx.userID}`);
    const folder = await folderForOwner(tx, ctx, args.folderID);
    if (!folder) return;
    await changeFolder(tx, folder, args, {folder_name: args.name});
  }),

  move: defineMutator(moveFolderArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    await serializeWriters(tx, `folders-of:${ctx.userID}`);
    const folder = await folderForOwner(tx, ctx, args.folderID);
    if (!folder) return;
    if (args.parentFolderID !== null && !(await folderForOwner(tx, ctx, args.parentFolderID))) return;
    const folders = await tx.run(ownFolders(ctx));
    if (wouldNestInItself(folders, args.folderID, args.parentFolderID))
      throw new Refusal('invalid-input', 'A folder cannot go inside itself');
    const parentDepth = args.parentFolderID === null ? 0 : depthOf(folders, args.parentFolderID);
    if (parentDepth + heightOf(folders, args.folderID) > DECK_LIMITS.folderDepth) throw tooDeep();
    await changeFolder(tx, folder, args, {parent_folder_id: args.parentFolderID});
  }),

  /** Deletes a folder. Its decks and folders move up to its parent, or, with `deleteContents`, are deleted with it
   * (every deck inside at any depth, and their words). */
  delete: defineMutator(deleteFolderArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    await serializeWriters(tx, `folders-of:${ctx.userID}`);
    const folder = await folderForOwner(tx, ctx, args.folderID);
    if (!folder) return;
    const folders = await tx.run(ownFolders(ctx));
    const decks = await tx.run(ownDecks(ctx));
    if (args.deleteContents) {
      const subtree = subtreeOf(folders, args.folderID);
      for (const deck of decks)
        if (deck.folder_id != null && subtree.includes(deck.folder_id))
          await tx.mutate.user_decks.delete({deck_id: deck.deck_id});
      for (const id of subtree.toReversed()) await tx.mutate.deck_folders.delete({folder_id: id});
      return;
    }
    const parent = folder.parent_folder_id ?? null;
    for (const child of folders)
      if (child.parent_folder_id === args.folderID)
        await tx.mutate.deck_folders.update({folder_id: child.folder_id, parent_folder_id: parent});
    for (const deck of decks)
      if (deck.folder_id === args.folderID)
        await tx.mutate.user_decks.update({deck_id: deck.deck_id, folder_id: parent});
    await tx.mutate.deck_folders.delete({folder_id: args.folderID});
  }),
};
