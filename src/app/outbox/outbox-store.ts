// The outbox as this device stores it (IndexedDB's `writes`), shared by every tab of this browser profile.
import {deviceDB, type DeviceDatabase} from '../device-db.ts';
import type {OutboxEntry} from './outbox-rules.ts';

export type OutboxStore = {
  /** This learner's stored writes, in no particular order. */
  load(userID: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes every stored write of the learner; how many there were. */
  deleteAllOf(userID: string): Promise<number>;
  /** Gives the writes of tabs that are gone to `tabID`, in one transaction; whether there were any. */
  adopt(userID: string, tabID: string, liveTabIDs: ReadonlySet<string>): Promise<boolean>;
};

export function indexedDBOutboxStore(open: () => Promise<DeviceDatabase> = deviceDB): OutboxStore {
  return {
    load: async (userID) => (await open()).getAllFromIndex('writes', 'byUser', userID),
    put: async (entry) => void (await (await open()).put('writes', entry)),
    delete: async (id) => (await open()).delete('writes', id),
    async deleteAllOf(userID) {
      const tx = (await open()).transaction('writes', 'readwrite');
      const keys = await tx.store.index('byUser').getAllKeys(userID);
      for (const key of keys) await tx.store.delete(key);
      await tx.done;
      return keys.length;
    },
    async adopt(userID, tabID, liveTabIDs) {
      const tx = (await open()).transaction('writes', 'readwrite');
      const orphans = (await tx.store.index('byUser').getAll(userID)).filter((entry) => !liveTabIDs.has(entry.tabID));
      for (const orphan of orphans) await tx.store.put({...orphan, tabID});
      await tx.done;
      return orphans.length > 0;
    },
  };
}
