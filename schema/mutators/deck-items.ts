// The words of a deck, written by its owner and its editors, often at the same time (architecture.md "Conflict
// semantics"):
// - a field edit sends only that field: edits of different fields of one item both survive;
// - list fields change by intent on one element (schema/decks/item-lists.ts);
// - order is a fractional key chosen by the client (ties broken by id), kept between the neighbours it names: inserts
//   and moves never renumber others, and the server respaces the keys when they grow long (schema/decks/item-order.ts);
// - a field, an element of a list and the item's place are versioned: a change made on an older version of one is
//   refused as a conflict, never applied over the newer value (schema/writes/field-versions.ts);
// - a delete leaves a tombstone: an edit, a move or a replayed insert that arrives later is refused and the writer
//   told, so nothing comes back to life (only an explicit restore does);
// - every write checks, on the server, that the writer may still edit the deck: an editor removed while editing has
//   their pending writes refused without touching the deck.
// Every item stays within the requirements §5 rules after every change (normalizeDeckItem), and nothing is written when a
// rule or a limit is broken.
import {defineMutator, type Transaction} from '@rocicorp/zero';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {assertSignedIn, type Ctx} from '../context.ts';
import {Refusal} from '../refusals.ts';
import {DECK_LIMITS, formatMegabytes, importedBytes} from '../decks/deck-limits.ts';
import {insertItems} from '../decks/insert-items.ts';
import {itemRow} from '../decks/item-row.ts';
import {keepsKey, keyBetween, keysAfter} from '../decks/item-order.ts';
import {tidyOrderIfLong} from '../decks/tidy-order.ts';
import {deckID, deckWriterKey, itemID, orderKey} from '../decks/deck-args.ts';
import {
  DECK_PARTS_OF_SPEECH,
  deckItemDraftSchema,
  isVerbPartOfSpeech,
  normalizeDeckItem,
  type DeckItemContent,
} from '../decks/deck-item.ts';
import {
  applyEntryIntent,
  draftOf,
  entriesOf,
  entryField,
  entryIntentSchema,
  type StoredLists,
} from '../decks/item-lists.ts';
import {deckForEditing} from '../permissions/decks.ts';
import {clampToServerClock, serializeWriters} from '../server-transaction.ts';
import type {PartOfSpeech} from '../catalogue.ts';
import {writeArgs} from '../writes/write-envelope.ts';
import {claimFields} from '../writes/field-versions.ts';

/** The words a new key was made between (null: the start or the end), so that the word lands between them even when
 * the server respaced the deck's keys after the key was made (schema/decks/item-order.ts). */
const neighbours = {afterID: itemID.nullable().optional(), beforeID: itemID.nullable().optional()};

export const addItemArgs = writeArgs(() => ({
  itemID,
  deckID,
  position: orderKey,
  ...neighbours,
  item: deckItemDraftSchema,
  createdAt: epochMs,
}));

/** A whole import: every word in one write, so that it lands in one transaction or not at all. */
export const addItemsArgs = writeArgs(() => ({
  deckID,
  items: z
    .array(z.strictObject({itemID, position: orderKey, item: deckItemDraftSchema}))
    .min(1, 'Nothing to add')
    .max(DECK_LIMITS.itemsPerDeck, `A deck can hold at most ${DECK_LIMITS.itemsPerDeck.toLocaleString('en')} words`)
    .refine((items) => new Set(items.map((each) => each.itemID)).size === items.length, 'Each word needs its own id'),
  createdAt: epochMs,
}));

export const setItemFieldsArgs = writeArgs(() => ({
  itemID,
  fields: z
    .strictObject({
      word: z.string().max(5000).optional(),
      furigana: z.string().max(5000).nullable().optional(),
      partOfSpeech: z
        .union([z.enum(DECK_PARTS_OF_SPEECH, 'Unknown part of speech'), z.literal(''), z.null()])
        .optional(),
    })
    .refine((fields) => Object.keys(fields).length > 0, 'Nothing to change'),
  updatedAt: epochMs,
}));

export const changeItemEntryArgs = writeArgs(() => ({itemID, intent: entryIntentSchema, updatedAt: epochMs}));
export const moveItemArgs = writeArgs(() => ({itemID, deckID, position: orderKey, ...neighbours, updatedAt: epochMs}));
export const deleteItemArgs = writeArgs(() => ({itemID, deletedAt: epochMs}));
export const restoreItemArgs = writeArgs(() => ({itemID, restoredAt: epochMs}));

export const ITEM_GONE = 'This word no longer exists';
export const ITEM_DELETED = 'This word was deleted by someone else, so your change was not saved';

function checkedContent(draft: unknown, prefix = ''): DeckItemContent {
  const result = normalizeDeckItem(draft);
  if (!result.ok)
    throw new Refusal(result.rule === 'too-many-entries' ? 'limit' : 'invalid-input', `${prefix}${result.message}`);
  return result.item;
}

/** The item, still live, when the caller may edit its deck; null on the client when it has not synced. The item's
 * own writers are held apart (list fields are read, changed and written back). */
async function itemForEditing(tx: Transaction, ctx: Ctx | undefined, id: string) {
  assertSignedIn(ctx);
  await serializeWriters(tx, `deck-item:${id}`);
  const item = await tx.run(zql.vocabulary_items.where('id', id).one());
  if (!item) {
    if (tx.location === 'client') return null;
    throw new Refusal('not-found', ITEM_GONE);
  }
  const deck = await deckForEditing(tx, ctx, item.deck_id);
  if (!deck) return null;
  return {item, deck};
}

function liveOrRefused<I extends {deleted_at?: number | null}>(item: I): I {
  if (item.deleted_at != null) throw new Refusal('not-found', ITEM_DELETED);
  return item;
}

type Placed = {position: string; afterID?: string | null; beforeID?: string | null};

/** The key a word gets in the deck: its writer's, kept between the neighbours it names (their keys read now, under
 * the deck's lock, which a respace also holds). `movingID`: the word being moved, not a neighbour of itself. */
async function keyAmong(tx: Transaction, deck: number, placed: Placed, movingID?: string): Promise<string> {
  const named = [placed.afterID, placed.beforeID].filter((id): id is string => typeof id === 'string');
  if (named.length === 0) return placed.position;
  const found = await tx.run(zql.vocabulary_items.where('id', 'IN', named).where('deck_id', deck));
  const keyOf = (id: string | null | undefined) => found.find((item) => item.id === id)?.position ?? null;
  const [lower, upper] = [keyOf(placed.afterID), keyOf(placed.beforeID)];
  if (keepsKey(placed.position, lower, upper)) return placed.position;
  let next = zql.vocabulary_items.where('deck_id', deck).where('id', '!=', movingID ?? '');
  if (lower !== null) next = next.where('position', '>', lower);
  return keyBetween(
    placed.position,
    lower,
    upper,
    (await tx.run(next.orderBy('position', 'asc').one()))?.position ?? null,
  );
}

/** The keys of an import's words: after the deck's last word, where the importer put them, even when someone added a
 * word at the end, or a respace renamed the keys, after the importer chose them. */
async function keysAtEnd(tx: Transaction, deck: number, chosen: readonly string[]): Promise<readonly string[]> {
  const last =
    (await tx.run(zql.vocabulary_items.where('deck_id', deck).orderBy('position', 'desc').one()))?.position ?? null;
  return keysAfter(last, chosen);
}

async function lockedDeckCount(tx: Transaction, deck: number): Promise<number> {
  await serializeWriters(tx, deckWriterKey(deck));
  return (await tx.run(zql.user_decks.where('deck_id', deck).one()))?.item_count ?? 0;
}

function roomFor(count: number, adding: number) {
  if (count + adding > DECK_LIMITS.itemsPerDeck) {
    throw new Refusal(
      'limit',
      `A deck can hold at most ${DECK_LIMITS.itemsPerDeck.toLocaleString('en')} words (it has ${count.toLocaleString('en')})`,
    );
  }
}

export const deckItemMutators = {
  add: defineMutator(addItemArgs, async ({tx, ctx, args}) => {
    const deck = await deckForEditing(tx, ctx, args.deckID);
    if (!deck) return;
    const content = checkedContent(args.item);
    const count = await lockedDeckCount(tx, args.deckID);
    const existing = await tx.run(zql.vocabulary_items.where('id', args.itemID).one());
    if (existing) {
      if (existing.deleted_at != null) throw new Refusal('not-found', ITEM_DELETED);
      if (existing.deck_id === args.deckID) return;
      throw new Refusal('conflict', 'That item id is taken');
    }
    roomFor(count, 1);
    const at = clampToServerClock(tx, args.createdAt, 'item creation');
    const position = await keyAmong(tx, args.deckID, args);
    await tx.mutate.vocabulary_items.insert(itemRow(args.itemID, args.deckID, position, content, at));
    await tx.mutate.user_decks.update({deck_id: args.deckID, item_count: count + 1});
    await tidyOrderIfLong(tx, args.deckID, [position]);
  }),

  /** Adds many words (an import) in one transaction: all of them, or, when one breaks a rule or the deck has no room
   * for all of them, none. Only the server writes them (schema/decks/insert-items.ts). The size is checked on this
   * device too, so that a write too large to send is refused here instead of being sent. */
  addMany: defineMutator(addItemsArgs, async ({tx, ctx, args}) => {
    const bytes = importedBytes(args.items.map(({item}) => item));
    if (bytes > DECK_LIMITS.importBytes) {
      throw new Refusal(
        'limit',
        `These words hold ${formatMegabytes(bytes)} of text; one import can send at most ${formatMegabytes(DECK_LIMITS.importBytes)}. Split the file.`,
      );
    }
    const deck = await deckForEditing(tx, ctx, args.deckID);
    if (!deck || tx.location === 'client') return;
    const contents = args.items.map(({item}, index) => checkedContent(item, `Word ${index + 1}: `));
    const count = await lockedDeckCount(tx, args.deckID);
    const existing = await tx.run(
      zql.vocabulary_items.where(
        'id',
        'IN',
        args.items.map((each) => each.itemID),
      ),
    );
    // Ids are new for every import: finding all of them in this deck means this import landed before (a write sent
    // again after its answer was lost).
    if (existing.length === args.items.length && existing.every((item) => item.deck_id === args.deckID)) return;
    if (existing.length) throw new Refusal('conflict', 'An item id is taken');
    roomFor(count, args.items.length);
    const at = clampToServerClock(tx, args.createdAt, 'item creation');
    const positions = await keysAtEnd(
      tx,
      args.deckID,
      args.items.map((each) => each.position),
    );
    await insertItems(
      tx,
      args.items.map((each, index) => itemRow(each.itemID, args.deckID, positions[index]!, contents[index]!, at)),
    );
    await tx.mutate.user_decks.update({deck_id: args.deckID, item_count: count + args.items.length});
    await tidyOrderIfLong(tx, args.deckID, positions);
  }),

  /** Changes the word, its furigana or its part of speech: only the fields given. */
  setFields: defineMutator(setItemFieldsArgs, async ({tx, ctx, args}) => {
    const found = await itemForEditing(tx, ctx, args.itemID);
    if (!found) return;
    const item = liveOrRefused(found.item);
    const {word, furigana, partOfSpeech} = args.fields;
    const next = {
      ...item,
      ...(word !== undefined && {word: word.trim()}),
      ...(furigana !== undefined && {furigana: furigana?.trim() || null}),
      ...(partOfSpeech !== undefined && {part_of_speech: partOfSpeech || null}),
    };
    checkedContent(draftOf(next as typeof next & StoredLists));
    const updatedAt = clampToServerClock(tx, args.updatedAt, 'item change');
    const versions = await claimFields(tx, {
      versions: item.versions,
      current: {
        ...(word !== undefined && {word: item.word}),
        ...(furigana !== undefined && {furigana: item.furigana ?? null}),
        ...(partOfSpeech !== undefined && {part_of_speech: item.part_of_speech ?? null}),
      },
      write: args.write,
      userID: ctx!.userID!,
      at: updatedAt,
      subject: item.word,
    });
    if (!versions) return;
    await tx.mutate.vocabulary_items.update({
      id: args.itemID,
      ...(word !== undefined && {word: next.word}),
      ...(furigana !== undefined && {furigana: next.furigana}),
      ...(partOfSpeech !== undefined && {
        part_of_speech: next.part_of_speech,
        is_verb: isVerbPartOfSpeech((next.part_of_speech ?? null) as PartOfSpeech | null),
      }),
      versions,
      updated_at: updatedAt,
    });
  }),

  /** Adds, edits or removes one element of a list field. */
  changeEntry: defineMutator(changeItemEntryArgs, async ({tx, ctx, args}) => {
    const found = await itemForEditing(tx, ctx, args.itemID);
    if (!found) return;
    const item = liveOrRefused(found.item);
    const {intent} = args;
    const field = entryField(intent.list, intent.entryID);
    const updatedAt = clampToServerClock(tx, args.updatedAt, 'item change');
    // An edit is made on the element as its writer saw it; an add names a new element, and a removal wins.
    let versions = item.versions;
    if (intent.type === 'edit') {
      const entry = entriesOf(item as typeof item & StoredLists, intent.list).find(
        (each) => each.id === intent.entryID,
      );
      const claimed =
        entry &&
        (await claimFields(tx, {
          versions,
          current: {[field]: entry},
          write: args.write,
          userID: ctx!.userID!,
          at: updatedAt,
          subject: item.word,
        }));
      if (entry && !claimed) return;
      if (claimed) versions = claimed;
    }
    const outcome = applyEntryIntent(item as typeof item & StoredLists, intent);
    if ('refused' in outcome) throw new Refusal(outcome.refused, outcome.message);
    if (!outcome.changed) return;
    checkedContent(draftOf({...item, ...outcome.lists} as typeof item & StoredLists));
    if (intent.type === 'remove') {
      const {[field]: _removed, ...rest} = versions;
      versions = rest;
    }
    await tx.mutate.vocabulary_items.update({id: args.itemID, ...outcome.lists, versions, updated_at: updatedAt});
  }),

  /** Puts the item at another place in its deck, or in another deck the caller may edit. */
  move: defineMutator(moveItemArgs, async ({tx, ctx, args}) => {
    const found = await itemForEditing(tx, ctx, args.itemID);
    if (!found) return;
    const item = liveOrRefused(found.item);
    const updatedAt = clampToServerClock(tx, args.updatedAt, 'item move');
    const versions = await claimFields(tx, {
      versions: item.versions,
      current: {position: {deckID: item.deck_id, position: item.position}},
      write: args.write,
      userID: ctx!.userID!,
      at: updatedAt,
      subject: item.word,
    });
    if (!versions) return;
    if (item.deck_id === args.deckID) {
      await serializeWriters(tx, deckWriterKey(args.deckID));
      const position = await keyAmong(tx, args.deckID, args, args.itemID);
      await tx.mutate.vocabulary_items.update({id: args.itemID, position, versions, updated_at: updatedAt});
      await tidyOrderIfLong(tx, args.deckID, [position]);
      return;
    }
    if (!(await deckForEditing(tx, ctx, args.deckID))) return;
    // Both decks' counts change: lock them in one order, so that two moves in opposite directions cannot deadlock.
    const [first, second] = [item.deck_id, args.deckID].toSorted((a, b) => a - b);
    const counts = new Map([
      [first!, await lockedDeckCount(tx, first!)],
      [second!, await lockedDeckCount(tx, second!)],
    ]);
    roomFor(counts.get(args.deckID)!, 1);
    const position = await keyAmong(tx, args.deckID, args);
    await tx.mutate.vocabulary_items.update({
      id: args.itemID,
      deck_id: args.deckID,
      position,
      versions,
      updated_at: updatedAt,
    });
    await tx.mutate.user_decks.update({deck_id: item.deck_id, item_count: Math.max(0, counts.get(item.deck_id)! - 1)});
    await tx.mutate.user_decks.update({deck_id: args.deckID, item_count: counts.get(args.deckID)! + 1});
    await tidyOrderIfLong(tx, args.deckID, [position]);
  }),

  delete: defineMutator(deleteItemArgs, async ({tx, ctx, args}) => {
    const found = await itemForEditing(tx, ctx, args.itemID);
    if (!found || found.item.deleted_at != null) return;
    const count = await lockedDeckCount(tx, found.item.deck_id);
    await tx.mutate.vocabulary_items.update({
      id: args.itemID,
      deleted_at: clampToServerClock(tx, args.deletedAt, 'item deletion'),
      deleted_by: ctx!.userID,
    });
    await tx.mutate.user_decks.update({deck_id: found.item.deck_id, item_count: Math.max(0, count - 1)});
  }),

  /** Undoes a delete. */
  restore: defineMutator(restoreItemArgs, async ({tx, ctx, args}) => {
    const found = await itemForEditing(tx, ctx, args.itemID);
    if (!found || found.item.deleted_at == null) return;
    const count = await lockedDeckCount(tx, found.item.deck_id);
    roomFor(count, 1);
    await tx.mutate.vocabulary_items.update({
      id: args.itemID,
      deleted_at: null,
      deleted_by: null,
      updated_at: clampToServerClock(tx, args.restoredAt, 'item restore'),
    });
    await tx.mutate.user_decks.update({deck_id: found.item.deck_id, item_count: count + 1});
  }),
};
