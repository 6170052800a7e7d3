// This device's own database (IndexedDB, beside Zero's): the outbox of writes the server has not confirmed yet, and
// the vocabulary details of review cards, so that studying keeps working offline and after the tab is closed.
// Named `genki-review` because it started as the review outbox; version 2 moved those answers into `writes`.
import {openDB, type DBSchema, type IDBPDatabase} from 'idb';
import type {VocabularyItem} from '../../schema/catalogue.ts';
import type {GradeReviewArgs} from '../../schema/mutators/reviews.ts';
import {mutators} from '../../schema/mutators.ts';
import type {OutboxEntry} from './outbox/outbox-rules.ts';

/** A review answer as version 1 stored it. */
type StoredAnswerV1 = {reviewID: string; userID: string; seq: number; review: GradeReviewArgs};

interface DeviceDB extends DBSchema {
  writes: {key: string; value: OutboxEntry; indexes: {byUser: string}};
  vocabulary: {key: string; value: {item: VocabularyItem; storedAt: number}};
  outbox: {key: string; value: StoredAnswerV1; indexes: {byUser: string}};
}

export type DeviceDatabase = IDBPDatabase<DeviceDB>;

/** Opens (and upgrades) a device database; `name` lets tests keep several devices in one process. */
export function openDeviceDB(name = 'genki-review'): Promise<DeviceDatabase> {
  return openDB<DeviceDB>(name, 2, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) db.createObjectStore('vocabulary', {keyPath: 'item.key'});
      db.createObjectStore('writes', {keyPath: 'id'}).createIndex('byUser', 'userID');
      if (oldVersion < 1) return;
      // Answers waiting in version 1's outbox carry over, in their order, as orphans any tab will send.
      const answers = await transaction.objectStore('outbox').getAll();
      for (const {reviewID, userID, seq, review} of answers) {
        await transaction.objectStore('writes').put({
          id: reviewID,
          userID,
          seq,
          name: mutators.reviews.grade.mutatorName,
          args: review,
          tabID: 'v1',
          attempts: 0,
          madeAt: Math.floor(seq / 1000),
        });
      }
      db.deleteObjectStore('outbox');
    },
  });
}

let opened: Promise<DeviceDatabase> | null = null;

export function deviceDB(): Promise<DeviceDatabase> {
  opened ??= openDeviceDB();
  opened.catch(() => (opened = null));
  return opened;
}
