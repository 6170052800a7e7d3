// The learner's writes to decks and folders, each through the durable outbox. Ids are chosen here (whole numbers for
// decks and folders), so a write sent twice changes nothing.
import type {AppZero} from '../../../app/zero.ts';
import {submitWrite} from '../../../app/outbox/write-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {newWholeID} from '../../../../schema/decks/deck-args.ts';

export function createDeck(zero: AppZero, name: string, folderID: number | null) {
  const deckID = newWholeID();
  return {deckID, result: submitWrite(zero, mutators.decks.create({deckID, name, folderID, createdAt: Date.now()}))};
}

export function updateDeck(zero: AppZero, deckID: number, change: {name?: string; description?: string; folderID?: number | null}) {
  return submitWrite(zero, mutators.decks.update({deckID, ...change, updatedAt: Date.now()}));
}

export function deleteDeck(zero: AppZero, deckID: number) {
  return submitWrite(zero, mutators.decks.delete({deckID}));
}

export function createFolder(zero: AppZero, name: string, parentFolderID: number | null) {
  const folderID = newWholeID();
  return {folderID, result: submitWrite(zero, mutators.folders.create({folderID, name, parentFolderID, createdAt: Date.now()}))};
}

export function renameFolder(zero: AppZero, folderID: number, name: string) {
  return submitWrite(zero, mutators.folders.rename({folderID, name, updatedAt: Date.now()}));
}

export function moveFolder(zero: AppZero, folderID: number, parentFolderID: number | null) {
  return submitWrite(zero, mutators.folders.move({folderID, parentFolderID, updatedAt: Date.now()}));
}

export function deleteFolder(zero: AppZero, folderID: number, deleteContents: boolean) {
  return submitWrite(zero, mutators.folders.delete({folderID, deleteContents}));
}
