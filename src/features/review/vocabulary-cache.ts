// Vocabulary details of the cards under review, from the catalogue API, kept in this device's review database
// so that a card shows its word and meanings offline too.
import {useEffect, useSyncExternalStore} from 'react';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {fetchVocabularyDetails} from '../../app/catalogue/catalogue-api.ts';
import {deviceDB} from '../../app/device-db.ts';

export type ItemDetails =
  | {status: 'ready'; item: VocabularyItem}
  | {status: 'missing'}
  | {status: 'unavailable'; at: number};

const FETCH_CHUNK = 100;
const RETRY_UNAVAILABLE_MS = 30_000;
const REFRESH_STORED_MS = 7 * 86_400_000;

type DeviceDatabase = Awaited<ReturnType<typeof deviceDB>>;

/** The stored details of `keys`, in one transaction (a transaction each would queue 20 behind one another). A failed
 * read counts as nothing stored: the words are fetched, and the first card does not wait on it. */
export async function readStored(db: DeviceDatabase, keys: readonly string[]) {
  try {
    const reads = db.transaction('vocabulary').store;
    return await Promise.all(keys.map((key) => reads.get(key)));
  } catch (error) {
    console.warn('the review database could not be read', error);
    return [];
  }
}

class VocabularyCache {
  #entries = new Map<string, ItemDetails>();
  #loading = new Set<string>();
  /** Keys looked for on this device, found or not. */
  #lookedUp = new Set<string>();
  #listeners = new Set<() => void>();
  #version = 0;

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  version = () => this.#version;

  get(key: string): ItemDetails | undefined {
    return this.#entries.get(key);
  }

  /** Whether `key` has been looked for on this device: if its details are not here now, they come from the network. */
  lookedUp(key: string): boolean {
    return this.#entries.has(key) || this.#lookedUp.has(key);
  }

  async ensure(keys: readonly string[]): Promise<void> {
    const now = Date.now();
    const wanted = [...new Set(keys)].filter((key) => {
      const entry = this.#entries.get(key);
      const retry = entry?.status === 'unavailable' && now - entry.at > RETRY_UNAVAILABLE_MS;
      return (!entry || retry) && !this.#loading.has(key);
    });
    if (!wanted.length) return;
    for (const key of wanted) this.#loading.add(key);
    try {
      const db = await deviceDB().catch((error: unknown) => {
        console.warn('the review database is unavailable', error);
        return null;
      });
      const stored = db ? await readStored(db, wanted) : [];
      const toFetch: string[] = [];
      wanted.forEach((key, index) => {
        const found = stored[index];
        this.#lookedUp.add(key);
        if (found) this.#entries.set(key, {status: 'ready', item: found.item});
        if (!found || now - found.storedAt > REFRESH_STORED_MS) toFetch.push(key);
      });
      this.#changed();
      for (let start = 0; start < toFetch.length; start += FETCH_CHUNK) {
        await this.#fetch(toFetch.slice(start, start + FETCH_CHUNK), db);
      }
    } finally {
      for (const key of wanted) this.#loading.delete(key);
    }
  }

  async #fetch(keys: string[], db: DeviceDatabase | null) {
    try {
      const items = await fetchVocabularyDetails(keys);
      const found = new Map(items.map((item) => [item.key, item]));
      for (const key of keys) {
        const item = found.get(key);
        this.#entries.set(key, item ? {status: 'ready', item} : {status: 'missing'});
      }
      if (db) {
        const tx = db.transaction('vocabulary', 'readwrite');
        const storedAt = Date.now();
        await Promise.all([...items.map((item) => tx.store.put({item, storedAt})), tx.done]);
      }
    } catch (error) {
      console.warn('vocabulary details could not be loaded', error);
      const at = Date.now();
      // What was already stored stays shown; the rest is retried later.
      for (const key of keys)
        if (this.#entries.get(key)?.status !== 'ready') this.#entries.set(key, {status: 'unavailable', at});
    }
    this.#changed();
  }

  #changed() {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }
}

const vocabularyCache = new VocabularyCache();

/** Loads the details of `keys` (stored, else fetched) and re-renders as they arrive: `details` of a key, and whether
 * it has been `lookedUp` on this device yet. */
export function useVocabularyDetails(keys: readonly string[]): {
  details: (key: string) => ItemDetails | undefined;
  lookedUp: (key: string) => boolean;
} {
  useSyncExternalStore(vocabularyCache.subscribe, vocabularyCache.version);
  const joined = keys.join('\n');
  useEffect(() => {
    if (joined) void vocabularyCache.ensure(joined.split('\n'));
  }, [joined]);
  return {details: (key) => vocabularyCache.get(key), lookedUp: (key) => vocabularyCache.lookedUp(key)};
}
