// What the server's run of a mutator asks of Postgres beyond Zero's own reads and writes: a writers' lock, an
// account's name, many words in one statement, a deck's order keys respaced. The shared mutators say when; the
// server says how (server/mutators/postgres-server-store.ts, registered with the server's mutators). The client's
// optimistic run never asks: each caller checks tx.location first.
import type {Transaction} from '@rocicorp/zero';
import type {ItemRow} from './decks/item-row.ts';
import type {Keyed} from './decks/item-order.ts';

export type ServerTransaction = Extract<Transaction, {location: 'server'}>;

export type ServerStore = {
  lockWriters(tx: ServerTransaction, key: string): Promise<void>;
  accountName(tx: ServerTransaction, userID: string): Promise<string>;
  insertItems(tx: ServerTransaction, rows: readonly ItemRow[]): Promise<void>;
  deckOrderKeys(tx: ServerTransaction, deckID: number): Promise<Keyed[]>;
  writeOrderKeys(tx: ServerTransaction, keys: readonly Keyed[]): Promise<void>;
};

let registered: ServerStore | null = null;

export function registerServerStore(store: ServerStore): void {
  registered = store;
}

export function serverStore(): ServerStore {
  if (!registered) throw new Error('A mutator ran on the server before the server registered its store');
  return registered;
}
