// Valid arguments for every mutator and every query, aimed at one learner's data (their ids in every id argument):
// run as that learner they build a fixture; run as anyone else they are forgeries that must change and show nothing.
// Not a test itself. A mutator or query added to the registry without an example here fails the permission matrix.
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {cardID} from '../../schema/fsrs/card-id.ts';

export type TargetIDs = {
  userID: string;
  deckID: number;
  folderID: number;
  itemID: string;
  itemWord: string;
  cardItemKey: string;
  sessionID: string;
  inviteToken: string;
  deviceID: string;
};

/** Ids nobody holds: a forgery may also aim at nothing. */
export function unheldIDs(): TargetIDs {
  const n = 1 + Math.floor(Math.random() * 2 ** 40);
  return {
    userID: `nobody-${n}`,
    deckID: n,
    folderID: n + 1,
    itemID: `item-nobody-${n}`,
    itemWord: `誰も-${n}`,
    cardItemKey: '誰',
    sessionID: `session-nobody-${n}`,
    inviteToken: `forged_invite_token_${n}`.padEnd(24, 'x'),
    deviceID: `device-nobody-${n}`,
  };
}

export function newTargetIDs(userID: string): TargetIDs {
  const n = 1 + Math.floor(Math.random() * 2 ** 40);
  return {
    userID,
    deckID: n,
    folderID: n + 7,
    itemID: `item-${crypto.randomUUID()}`,
    itemWord: `猫${n}`,
    cardItemKey: '猫',
    sessionID: `session-${crypto.randomUUID()}`,
    inviteToken: crypto.randomUUID().replaceAll('-', ''),
    deviceID: `device-${crypto.randomUUID()}`,
  };
}

const draft = (word: string) => ({word, furigana: 'ねこ', english: ['cat'], partOfSpeech: 'noun'});

/** One valid set of arguments per mutator name, in an order that builds the target's data when run as its owner. */
export function mutatorExamples(ids: TargetIDs, now = Date.now()): Record<string, ReadonlyJSONValue> {
  const card = cardID({userID: ids.userID, itemKey: ids.cardItemKey, type: 'vocabulary', mode: 'meanings'});
  return {
    'settings.update': {patch: {'color-mode': 'dark'}, changedAt: now},
    'reviews.grade': {reviewID: crypto.randomUUID(), cardID: card, rating: 3, reviewedAt: now},
    'progress.completeModule': {modulePath: 'genki_1_ch1_vocab-list', completedAt: now},
    'practiceSessions.start': {sessionID: ids.sessionID, modulePath: 'genki_1_ch1_vocab-list', startedAt: now},
    'practiceSessions.update': {sessionID: ids.sessionID, durationSeconds: 30, questionsAnswered: 3, updatedAt: now},
    'folders.create': {folderID: ids.folderID, name: 'Chapter words', parentFolderID: null, createdAt: now},
    'decks.create': {deckID: ids.deckID, name: 'My words', description: 'mine', folderID: ids.folderID, createdAt: now},
    'deckItems.add': {
      itemID: ids.itemID,
      deckID: ids.deckID,
      position: 'a0',
      item: draft(ids.itemWord),
      createdAt: now,
    },
    'deckSharing.createInvite': {deckID: ids.deckID, token: ids.inviteToken, expiresAt: null, createdAt: now},
    'presence.heartbeat': {deckID: ids.deckID, deviceID: ids.deviceID, itemID: ids.itemID, seenAt: now},
    // The rest change or remove what the ones above made.
    'deckItems.addMany': {
      deckID: ids.deckID,
      items: [{itemID: `${ids.itemID}-2`, position: 'a1', item: draft(`${ids.itemWord}2`)}],
      createdAt: now,
    },
    'deckItems.setFields': {itemID: ids.itemID, fields: {word: `${ids.itemWord}!`}, updatedAt: now},
    'deckItems.changeEntry': {
      itemID: ids.itemID,
      intent: {type: 'remove', list: 'english', entryID: 'e0'},
      updatedAt: now,
    },
    'deckItems.move': {itemID: ids.itemID, deckID: ids.deckID, position: 'a2', updatedAt: now},
    'deckItems.delete': {itemID: ids.itemID, deletedAt: now},
    'deckItems.restore': {itemID: ids.itemID, restoredAt: now},
    'decks.update': {deckID: ids.deckID, name: 'Renamed', updatedAt: now},
    'decks.importBuiltIn': {
      deckID: ids.deckID,
      builtInDeckID: 'genki_1_ch1_vocab-list',
      name: 'Chapter 1',
      createdAt: now,
    },
    'folders.rename': {folderID: ids.folderID, name: 'Renamed folder', updatedAt: now},
    'folders.move': {folderID: ids.folderID, parentFolderID: null, updatedAt: now},
    'deckSharing.setPublic': {deckID: ids.deckID, isPublic: false, changedAt: now},
    'deckSharing.revokeInvite': {token: ids.inviteToken, revokedAt: now},
    // An invite link is a capability: whoever holds it may join, by design. A forger can only guess one.
    'deckSharing.acceptInvite': {token: [...ids.inviteToken].toReversed().join(''), acceptedAt: now},
    'deckSharing.removeMember': {deckID: ids.deckID, userID: ids.userID},
    'deckSharing.copy': {deckID: ids.deckID + 1, sourceDeckID: ids.deckID, name: 'Copy', createdAt: now},
    'presence.leave': {deckID: ids.deckID, deviceID: ids.deviceID},
    'decks.delete': {deckID: ids.deckID},
    'folders.delete': {folderID: ids.folderID, deleteContents: true},
  };
}

/** The mutators that build a target's data, in order. */
export const BUILDING_MUTATORS = [
  'settings.update',
  'reviews.grade',
  'progress.completeModule',
  'practiceSessions.start',
  'folders.create',
  'decks.create',
  'deckItems.add',
  'deckSharing.createInvite',
  'presence.heartbeat',
];

/** One valid set of arguments per query name, aimed at the target's data. */
export function queryExamples(ids: TargetIDs): Record<string, ReadonlyJSONValue | undefined> {
  return {
    'profiles.mine': undefined,
    'fsrsCards.forItems': {itemKeys: [ids.cardItemKey]},
    'fsrsCards.due': undefined,
    'fsrsCards.kanjiWithFirstReview': undefined,
    'practiceSessions.recent': {limit: 50},
    'practiceSessions.since': {from: 0},
    'practiceSessions.latestOf': {modulePath: 'genki_1_ch1_vocab-list'},
    'decks.mine': undefined,
    'decks.sharedWithMe': undefined,
    'decks.byID': {deckID: ids.deckID},
    'decks.ofUser': {userID: ids.userID, deckID: ids.deckID},
    'decks.items': {deckID: ids.deckID},
    'decks.members': {deckID: ids.deckID},
    'decks.invites': {deckID: ids.deckID},
    'decks.presence': {deckID: ids.deckID},
    'decks.shares': undefined,
    'decks.itemsForWords': {words: [ids.itemWord]},
    'decks.deletedItem': {itemID: ids.itemID},
    'folders.mine': undefined,
    'moduleProgress.mine': undefined,
    'reviewLogs.latest': undefined,
  };
}
