// Who has a deck open, shown as small markers on the deck: ordinary synced rows, one per deck, user and device,
// refreshed every few seconds while the deck is open. Readers hide rows older than a short timeout, so a closed tab
// or a lost device needs no server-side cleanup. Not learner work: written straight to Zero, not through the outbox.
import {defineMutator} from '@rocicorp/zero';
import {z} from 'zod';
import {zql} from '../zero-schema.ts';
import {epochMs} from '../validators.ts';
import {deckID, deviceID, itemID} from '../decks/deck-args.ts';
import {deckForEditing} from '../permissions/decks.ts';
import {accountName, serverTime} from '../server-transaction.ts';

export const heartbeatArgs = z.strictObject({deckID, deviceID, itemID: itemID.nullable(), seenAt: epochMs});
export const leaveDeckViewArgs = z.strictObject({deckID, deviceID});

/** How long a presence row counts after its last heartbeat. */
export const PRESENCE_TIMEOUT_MS = 20_000;
export const HEARTBEAT_EVERY_MS = 5_000;

export const presenceMutators = {
  /** "I have this deck open (and this word in hand)." Seen at the server's time. */
  heartbeat: defineMutator(heartbeatArgs, async ({tx, ctx, args}) => {
    const deck = await deckForEditing(tx, ctx, args.deckID);
    if (!deck) return;
    const userID = ctx!.userID!;
    const known = await tx.run(
      zql.deck_presence.where('deck_id', args.deckID).where('user_id', userID).where('device_id', args.deviceID).one(),
    );
    await tx.mutate.deck_presence.upsert({
      deck_id: args.deckID,
      user_id: userID,
      device_id: args.deviceID,
      item_id: args.itemID,
      display_name: tx.location === 'server' ? await accountName(tx, userID) : (known?.display_name ?? ''),
      seen_at: serverTime(tx, args.seenAt),
    });
  }),

  /** Removes the caller's own row of this device (a removed editor has none left: their removal took them). */
  leave: defineMutator(leaveDeckViewArgs, async ({tx, ctx, args}) => {
    if (!(await deckForEditing(tx, ctx, args.deckID))) return;
    await tx.mutate.deck_presence.delete({deck_id: args.deckID, user_id: ctx!.userID!, device_id: args.deviceID});
  }),
};
