// Sharing a deck: making it public (anyone may read, practise and copy it), invite links that make someone an
// editor, removing editors (or leaving), and copying a readable deck into one's own decks.
import {defineMutator} from '@rocicorp/zero';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {assertSignedIn} from '../context.ts';
import {Refusal} from '../refusals.ts';
import {DECK_LIMITS} from '../decks/deck-limits.ts';
import {deckID, deckName, deckWriterKey, inviteToken} from '../decks/deck-args.ts';
import {contentOf, type StoredLists} from '../decks/item-lists.ts';
import {itemRow} from '../decks/item-row.ts';
import {insertItems} from '../decks/insert-items.ts';
import {deckForOwner, DECK_GONE, readableDecks, readableItems} from '../permissions/decks.ts';
import {mayCreateDeck} from './decks.ts';
import {accountName, clampToServerClock, serializeWriters} from '../server-transaction.ts';
import {writeArgs} from '../writes/write-envelope.ts';
import {claimFields} from '../writes/field-versions.ts';

export const setPublicArgs = writeArgs(() => ({deckID, isPublic: z.boolean(), changedAt: epochMs}));
export const createInviteArgs = writeArgs(() => ({
  deckID,
  token: inviteToken,
  expiresAt: epochMs.nullable(),
  createdAt: epochMs,
}));
export const revokeInviteArgs = writeArgs(() => ({token: inviteToken, revokedAt: epochMs}));
export const acceptInviteArgs = writeArgs(() => ({token: inviteToken, acceptedAt: epochMs}));
export const removeMemberArgs = writeArgs(() => ({deckID, userID: z.string().min(1).max(100)}));
export const copyDeckArgs = writeArgs(() => ({deckID, sourceDeckID: deckID, name: deckName, createdAt: epochMs}));

export const INVITE_INVALID = 'This invite link is no longer valid: ask the deck’s owner for a new one';
export const INVITE_BARRED =
  'The deck’s owner removed you from this deck, so this link no longer lets you in: ask them for a new one';

/** Where a copied deck's words come from, so that copying it again can ask first. */
export function copySource(sourceDeckID: number) {
  return `copy:${sourceDeckID}`;
}

export const deckSharingMutators = {
  setPublic: defineMutator(setPublicArgs, async ({tx, ctx, args}) => {
    await serializeWriters(tx, deckWriterKey(args.deckID));
    const deck = await deckForOwner(tx, ctx, args.deckID);
    if (!deck) return;
    const share = await tx.run(zql.public_deck_shares.where('deck_id', args.deckID).one());
    const changedAt = clampToServerClock(tx, args.changedAt, 'share');
    const versions = await claimFields(tx, {
      versions: deck.versions,
      current: {public: share !== undefined},
      write: args.write,
      userID: deck.user_id,
      at: changedAt,
      subject: deck.deck_name,
    });
    if (!versions) return;
    await tx.mutate.user_decks.update({deck_id: args.deckID, versions});
    if (args.isPublic && !share) {
      await tx.mutate.public_deck_shares.insert({
        deck_id: args.deckID,
        shared_by: deck.user_id,
        shared_at: changedAt,
        import_count: 0,
      });
    }
    if (!args.isPublic && share) await tx.mutate.public_deck_shares.delete({deck_id: args.deckID});
  }),

  createInvite: defineMutator(createInviteArgs, async ({tx, ctx, args}) => {
    const deck = await deckForOwner(tx, ctx, args.deckID);
    if (!deck) return;
    const createdAt = clampToServerClock(tx, args.createdAt, 'invite creation');
    const invites = await tx.run(zql.deck_invites.where('deck_id', args.deckID));
    if (invites.some((invite) => invite.token === args.token)) return;
    const open = invites.filter(
      (invite) => invite.revoked_at == null && (invite.expires_at == null || invite.expires_at > createdAt),
    );
    if (open.length >= DECK_LIMITS.openInvitesPerDeck)
      throw new Refusal('limit', `A deck can have at most ${DECK_LIMITS.openInvitesPerDeck} open invite links`);
    if (args.expiresAt !== null && args.expiresAt <= createdAt)
      throw new Refusal('invalid-input', 'An invite must expire in the future');
    await tx.mutate.deck_invites.insert({
      token: args.token,
      deck_id: args.deckID,
      created_by: deck.user_id,
      created_at: createdAt,
      expires_at: args.expiresAt,
      revoked_at: null,
      barred_user_ids: [],
    });
  }),

  revokeInvite: defineMutator(revokeInviteArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    const invite = await tx.run(zql.deck_invites.where('token', args.token).one());
    if (!invite) {
      if (tx.location === 'client') return;
      throw new Refusal('not-found', 'No such invite');
    }
    if (!(await deckForOwner(tx, ctx, invite.deck_id)) || invite.revoked_at != null) return;
    await tx.mutate.deck_invites.update({
      token: args.token,
      revoked_at: clampToServerClock(tx, args.revokedAt, 'invite revocation'),
    });
  }),

  /** Makes the caller an editor of the invite's deck. Only the server can see invites (they belong to the owner), so
   * the client waits for its answer. Expiry is judged by the server's clock. */
  acceptInvite: defineMutator(acceptInviteArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    if (tx.location === 'client') return;
    const invite = await tx.run(zql.deck_invites.where('token', args.token).one());
    if (!invite || invite.revoked_at != null) throw new Refusal('not-found', INVITE_INVALID);
    if (invite.expires_at != null && invite.expires_at <= Date.now())
      throw new Refusal('forbidden', 'This invite link has expired: ask the deck’s owner for a new one');
    await serializeWriters(tx, `deck-members:${invite.deck_id}`);
    const deck = await tx.run(
      zql.user_decks
        .where('deck_id', invite.deck_id)
        .related('members')
        .related('invites', (invites) => invites.where('token', args.token))
        .one(),
    );
    if (!deck) throw new Refusal('not-found', DECK_GONE);
    if (deck.user_id === ctx.userID || deck.members.some((member) => member.user_id === ctx.userID)) return;
    // Read under the lock: a removal that has just landed bars the caller from this link.
    if (deck.invites[0]?.barred_user_ids.includes(ctx.userID)) throw new Refusal('forbidden', INVITE_BARRED);
    if (deck.members.length >= DECK_LIMITS.editorsPerDeck)
      throw new Refusal('limit', `A deck can have at most ${DECK_LIMITS.editorsPerDeck} editors`);
    await tx.mutate.deck_members.insert({
      deck_id: invite.deck_id,
      user_id: ctx.userID,
      role: 'editor',
      added_at: Date.now(),
      display_name: await accountName(tx, ctx.userID),
    });
  }),

  /** The owner removes an editor: the links made so far no longer let them in (a new link does). An editor removes
   * themselves (leaves the deck) and may come back with a link they hold. */
  removeMember: defineMutator(removeMemberArgs, async ({tx, ctx, args}) => {
    assertSignedIn(ctx);
    const byOwner = args.userID !== ctx.userID;
    if (byOwner && !(await deckForOwner(tx, ctx, args.deckID))) return;
    await serializeWriters(tx, `deck-members:${args.deckID}`);
    const member = await tx.run(zql.deck_members.where('deck_id', args.deckID).where('user_id', args.userID).one());
    if (!member) return;
    await tx.mutate.deck_members.delete({deck_id: args.deckID, user_id: args.userID});
    if (byOwner) {
      for (const invite of await tx.run(zql.deck_invites.where('deck_id', args.deckID))) {
        if (!invite.barred_user_ids.includes(args.userID)) {
          await tx.mutate.deck_invites.update({
            token: invite.token,
            barred_user_ids: [...invite.barred_user_ids, args.userID],
          });
        }
      }
    }
    const presence = await tx.run(zql.deck_presence.where('deck_id', args.deckID).where('user_id', args.userID));
    for (const row of presence)
      await tx.mutate.deck_presence.delete({deck_id: row.deck_id, user_id: row.user_id, device_id: row.device_id});
  }),

  /** Copies a deck the caller may read (a public one, or one they edit) into a new deck of their own, every word in
   * one transaction (written by the server alone: schema/decks/insert-items.ts); a public deck's owner sees the
   * number of copies. */
  copy: defineMutator(copyDeckArgs, async ({tx, ctx, args}) => {
    const source = await tx.run(readableDecks(ctx).where('deck_id', args.sourceDeckID).related('share').one());
    if (!source) {
      if (tx.location === 'client') return;
      throw new Refusal('not-found', DECK_GONE);
    }
    if (!(await mayCreateDeck(tx, ctx, args.deckID))) return;
    const createdAt = clampToServerClock(tx, args.createdAt, 'deck copy');
    const items = await tx.run(
      readableItems(ctx).where('deck_id', args.sourceDeckID).orderBy('position', 'asc').orderBy('id', 'asc'),
    );
    await tx.mutate.user_decks.insert({
      deck_id: args.deckID,
      user_id: ctx!.userID!,
      folder_id: null,
      deck_name: args.name,
      deck_description: source.deck_description ?? null,
      source: copySource(args.sourceDeckID),
      item_count: items.length,
      created_at: createdAt,
      updated_at: createdAt,
      versions: {},
    });
    await insertItems(
      tx,
      items.map((item) =>
        itemRow(
          `${args.deckID}-${item.id}`,
          args.deckID,
          item.position,
          contentOf(item as typeof item & StoredLists),
          createdAt,
        ),
      ),
    );
    if (source.share !== undefined && source.user_id !== ctx.userID) {
      await tx.mutate.public_deck_shares.update({
        deck_id: args.sourceDeckID,
        import_count: source.share.import_count + 1,
      });
    }
  }),
};
