// The learner's writes to decks and folders, each through the durable outbox. Ids are chosen here (whole numbers for
// decks and folders), so a write sent twice changes nothing.
import type {AppZero} from '../../../app/zero.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {newWholeID} from '../../../../schema/decks/deck-args.ts';
import {baseOf, type FieldVersions} from '../../../../schema/writes/field-versions.ts';

/** A deck or a folder as the learner saw it: a change names the version of each field it changes. */
type Seen = {versions: FieldVersions};
const COLUMN_OF_CHANGE = {name: 'deck_name', description: 'deck_description', folderID: 'folder_id'} as const;

export function createDeck(zero: AppZero, name: string, folderID: number | null) {
  const deckID = newWholeID();
  return {deckID, result: submitWrite(zero, mutators.decks.create({deckID, name, folderID, createdAt: Date.now()}))};
}

export function updateDeck(
  zero: AppZero,
  deck: Seen & {deck_id: number},
  change: {name?: string; description?: string; folderID?: number | null},
) {
  const columns = (Object.keys(change) as (keyof typeof COLUMN_OF_CHANGE)[]).map((key) => COLUMN_OF_CHANGE[key]);
  return submitWrite(zero, mutators.decks.update({deckID: deck.deck_id, ...change, updatedAt: Date.now()}), {
    base: baseOf(deck.versions, columns),
  });
}

export function deleteDeck(zero: AppZero, deckID: number) {
  return submitWrite(zero, mutators.decks.delete({deckID}));
}

export function createFolder(zero: AppZero, name: string, parentFolderID: number | null) {
  const folderID = newWholeID();
  return {
    folderID,
    result: submitWrite(zero, mutators.folders.create({folderID, name, parentFolderID, createdAt: Date.now()})),
  };
}

export function renameFolder(zero: AppZero, folder: Seen & {folder_id: number}, name: string) {
  return submitWrite(zero, mutators.folders.rename({folderID: folder.folder_id, name, updatedAt: Date.now()}), {
    base: baseOf(folder.versions, ['folder_name']),
  });
}

export function moveFolder(zero: AppZero, folder: Seen & {folder_id: number}, parentFolderID: number | null) {
  return submitWrite(zero, mutators.folders.move({folderID: folder.folder_id, parentFolderID, updatedAt: Date.now()}), {
    base: baseOf(folder.versions, ['parent_folder_id']),
  });
}

export function setDeckPublic(zero: AppZero, deck: Seen & {deck_id: number}, isPublic: boolean) {
  return submitWrite(zero, mutators.deckSharing.setPublic({deckID: deck.deck_id, isPublic, changedAt: Date.now()}), {
    base: baseOf(deck.versions, ['public']),
  });
}

export function deleteFolder(zero: AppZero, folderID: number, deleteContents: boolean) {
  return submitWrite(zero, mutators.folders.delete({folderID, deleteContents}));
}
