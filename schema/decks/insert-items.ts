// Many words written at once (an import, a copy of a deck), by the server alone. On the server they go in as one
// statement: thousands of single inserts would each be a round trip to Postgres inside the transaction. The browser
// writes none of them: inserting 5,000 rows in its store held the page for seconds (measured: 4–12 s on a busy
// 2-core machine), and Zero runs a pending write again at every rebase until the server answers; the words show
// once the server's transaction has replicated.
import type {Transaction} from '@rocicorp/zero';
import type {ItemRow} from './item-row.ts';
import {serverStore} from '../server-store.ts';

export async function insertItems(tx: Transaction, rows: readonly ItemRow[]): Promise<void> {
  if (tx.location !== 'server' || rows.length === 0) return;
  await serverStore().insertItems(tx, rows);
}
