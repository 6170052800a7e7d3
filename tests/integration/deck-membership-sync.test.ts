// A learner's open deck lists follow their memberships as they change: the deck they join by an invite arrives in
// "Shared with me" with its words, and a deck they are removed from leaves every view, without a reload
// (schema/permissions/never-flipped.ts). Real zero-cache, server and Postgres. Each round is a page opening the invite
// link: a new device whose lists are open, without the deck, when the acceptance lands. With the membership EXISTS
// flipped, the deck failed to arrive within a few rounds.
import {afterAll, expect, inject, test} from 'vitest';
import {mutators} from '../../schema/mutators.ts';
import {queries} from '../../schema/queries.ts';
import {refusalOf} from '../../schema/refusals.ts';
import {newWholeID} from '../../schema/decks/deck-args.ts';
import {signUp} from '../support/accounts.ts';
import {zeroClients} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const {client, closeAll} = zeroClients(baseURL);
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const ROUNDS = 12;

afterAll(() => closeAll());

test('a deck joined by invite arrives in the open lists, and leaves them when its owner removes the editor', async () => {
  const ownerAccount = await signUp(baseURL, 'membership-owner');
  const editorAccount = await signUp(baseURL, 'membership-editor');
  const owner = client({cookie: ownerAccount.cookie, userID: ownerAccount.id});
  for (let round = 0; round < ROUNDS; round++) {
    const deckID = newWholeID();
    await owner.mutate(mutators.decks.create({deckID, name: `Joined ${round}`, createdAt: T0})).server;
    const word = {
      itemID: `membership-${crypto.randomUUID()}`,
      position: 'a0',
      item: {word: '食べる', english: ['to eat']},
    };
    await owner.mutate(mutators.deckItems.add({...word, deckID, createdAt: T0})).server;
    const token = crypto.randomUUID().replaceAll('-', '');
    await owner.mutate(mutators.deckSharing.createInvite({deckID, token, expiresAt: null, createdAt: T0})).server;

    const editor = client({cookie: editorAccount.cookie, userID: editorAccount.id});
    const shared = editor.materialize(queries.decks.sharedWithMe());
    const words = editor.materialize(queries.decks.items({deckID}));
    const sharedIDs = () => (shared.data as {deck_id: number}[]).map((deck) => deck.deck_id);
    const accepted = await editor.mutate(mutators.deckSharing.acceptInvite({token, acceptedAt: T0})).server;
    expect(refusalOf(accepted)).toBeNull();
    await expect.poll(sharedIDs, {timeout: 5_000}).toContain(deckID);
    await expect.poll(() => (words.data as unknown[]).length, {timeout: 5_000}).toBe(1);

    const removed = await owner.mutate(mutators.deckSharing.removeMember({deckID, userID: editorAccount.id})).server;
    expect(refusalOf(removed)).toBeNull();
    await expect.poll(sharedIDs, {timeout: 5_000}).not.toContain(deckID);
    await expect.poll(() => (words.data as unknown[]).length, {timeout: 5_000}).toBe(0);
    shared.destroy();
    words.destroy();
  }
}, 180_000);
