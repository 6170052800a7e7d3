// Respacing a deck's order keys (schema/decks/item-order.ts), by the server alone, inside the write that made one
// too long. The caller holds the deck's lock, which every write that places a word takes before it reads its
// neighbours' keys: no placement can read keys this is changing. Every word keeps its place among the others
// (deleted ones too, so that an undo puts a word back where it was); the clients receive the new keys by replication.
import type {Transaction} from '@rocicorp/zero';
import {needsTidying, respacedKeys} from './item-order.ts';
import {serverStore} from '../server-store.ts';

export async function tidyOrderIfLong(tx: Transaction, deckID: number, written: readonly string[]): Promise<void> {
  if (tx.location !== 'server' || !needsTidying(written)) return;
  const store = serverStore();
  await store.writeOrderKeys(tx, respacedKeys(await store.deckOrderKeys(tx, deckID)));
}
