// This device's review database (IndexedDB): the outbox of answers not yet confirmed by the server, and the
// vocabulary details of cards, so that reviewing keeps working offline and after the tab is closed.
import {openDB, type DBSchema, type IDBPDatabase} from 'idb';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import type {OutboxEntry} from './review-outbox-queue.ts';

interface ReviewDB extends DBSchema {
  outbox: {key: string; value: OutboxEntry; indexes: {byUser: string}};
  vocabulary: {key: string; value: {item: VocabularyItem; storedAt: number}};
}

let opened: Promise<IDBPDatabase<ReviewDB>> | null = null;

export function reviewDB(): Promise<IDBPDatabase<ReviewDB>> {
  opened ??= openDB<ReviewDB>('genki-review', 1, {
    upgrade(db) {
      db.createObjectStore('outbox', {keyPath: 'reviewID'}).createIndex('byUser', 'userID');
      db.createObjectStore('vocabulary', {keyPath: 'item.key'});
    },
  });
  return opened;
}
