// Who may read and write decks, their folders, items, members, invites and presence.
// - A deck's owner reads and changes everything about it.
// - An editor (deck_members) reads the deck and changes its items; they may leave it.
// - Anyone, signed in or not, reads a public deck (public_deck_shares) and its items.
// Reads: the query filters below. Writes: the assertions below, which every deck mutator calls first. On the client
// a deck not synced yet reads as missing, so the optimistic run skips and the server decides.
import type {Query, Transaction} from '@rocicorp/zero';
import {zql, type Schema} from '../zero-schema.ts';
import {assertSignedIn, type Ctx} from '../context.ts';
import {rowsForSignedIn} from './signed-in-rows.ts';
import {NEVER_FLIPPED} from './never-flipped.ts';
import {Refusal} from '../refusals.ts';

// biome-ignore lint/suspicious/noExplicitAny: the decks query at any depth (a subquery's row type differs).
type DeckQuery = Query<'user_decks', Schema, any>;

function decksWhere<Q extends DeckQuery>(decks: Q, userID: string | null, reach: 'edit' | 'read'): Q {
  return decks.where(({or, cmp, exists}) => {
    const conditions = [];
    if (userID)
      conditions.push(
        cmp('user_id', userID),
        exists('members', (members) => members.where('user_id', userID), NEVER_FLIPPED),
      );
    if (reach === 'read') conditions.push(exists('share', (shares) => shares, NEVER_FLIPPED));
    return or(...conditions);
  }) as Q;
}

/** Decks the caller owns. */
export function ownDecks(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.user_decks, (decks, userID) => decks.where('user_id', userID));
}

/** Decks whose items the caller may change: their own and those they are an editor of. */
export function editableDecks(ctx: Ctx | undefined) {
  return decksWhere(zql.user_decks, ctx?.userID ?? null, 'edit');
}

/** Decks the caller may read: the editable ones and every public deck. */
export function readableDecks(ctx: Ctx | undefined) {
  return decksWhere(zql.user_decks, ctx?.userID ?? null, 'read');
}

/** Live (not deleted) items of the decks the caller may read. */
export function readableItems(ctx: Ctx | undefined) {
  const userID = ctx?.userID ?? null;
  return zql.vocabulary_items
    .where('deleted_at', 'IS', null)
    .whereExists('deck', (decks) => decksWhere(decks, userID, 'read'), NEVER_FLIPPED);
}

/** Deleted items of the decks the caller may edit: what an undo may bring back. */
export function restorableItems(ctx: Ctx | undefined) {
  const userID = ctx?.userID ?? null;
  return zql.vocabulary_items
    .where('deleted_at', 'IS NOT', null)
    .whereExists('deck', (decks) => decksWhere(decks, userID, 'edit'), NEVER_FLIPPED);
}

export function ownFolders(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.deck_folders, (folders, userID) => folders.where('user_id', userID));
}

/** Members and presence of the decks the caller may edit. */
export function membersVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID ?? null;
  return zql.deck_members.whereExists('deck', (decks) => decksWhere(decks, userID, 'edit'), NEVER_FLIPPED);
}

export function presenceVisibleTo(ctx: Ctx | undefined) {
  const userID = ctx?.userID ?? null;
  return zql.deck_presence.whereExists('deck', (decks) => decksWhere(decks, userID, 'edit'), NEVER_FLIPPED);
}

/** Invite links hold the secret token: only the deck's owner reads them. */
export function invitesVisibleTo(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.deck_invites, (invites, userID) =>
    invites.whereExists('deck', (decks) => decks.where('user_id', userID), NEVER_FLIPPED),
  );
}

/** Which of the caller's decks are public (requirements §7.1 "Shares"). */
export function ownShares(ctx: Ctx | undefined) {
  return rowsForSignedIn(ctx, zql.public_deck_shares, (shares, userID) => shares.where('shared_by', userID));
}

export const DECK_GONE = 'This deck no longer exists';
export const NOT_AN_EDITOR = 'You can no longer edit this deck';
export const NOT_THE_OWNER = 'Only the owner of this deck can do that';

/** The deck, when the caller may change its items; null on the client when it has not synced (the server decides).
 * Reads the deck unfiltered, so that a missing deck and a deck one may not edit are told apart. */
export async function deckForEditing(tx: Transaction, ctx: Ctx | undefined, deckID: number) {
  assertSignedIn(ctx);
  const deck = await tx.run(
    zql.user_decks
      .where('deck_id', deckID)
      .related('members', (members) => members.where('user_id', ctx.userID))
      .one(),
  );
  if (!deck) {
    if (tx.location === 'client') return null;
    throw new Refusal('not-found', DECK_GONE);
  }
  if (deck.user_id !== ctx.userID && deck.members.length === 0) {
    if (tx.location === 'client') return null;
    throw new Refusal('forbidden', NOT_AN_EDITOR);
  }
  return deck;
}

/** The deck, when the caller owns it; null on the client when it has not synced. */
export async function deckForOwner(tx: Transaction, ctx: Ctx | undefined, deckID: number) {
  assertSignedIn(ctx);
  const deck = await tx.run(zql.user_decks.where('deck_id', deckID).one());
  if (!deck) {
    if (tx.location === 'client') return null;
    throw new Refusal('not-found', DECK_GONE);
  }
  if (deck.user_id !== ctx.userID) throw new Refusal('forbidden', NOT_THE_OWNER);
  return deck;
}

/** The folder, when the caller owns it; null on the client when it has not synced. */
export async function folderForOwner(tx: Transaction, ctx: Ctx | undefined, folderID: number) {
  assertSignedIn(ctx);
  const folder = await tx.run(zql.deck_folders.where('folder_id', folderID).one());
  if (!folder || folder.user_id !== ctx.userID) {
    if (tx.location === 'client' && !folder) return null;
    throw new Refusal('not-found', 'This folder no longer exists');
  }
  return folder;
}
