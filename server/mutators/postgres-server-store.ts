// The SQL behind schema/server-store.ts: what the server's run of a mutator asks of Postgres, in the mutator's own
// transaction.
import type {ServerStore} from '../../schema/server-store.ts';
import type {Keyed} from '../../schema/decks/item-order.ts';
import {SettledWrite, takePendingClaim} from '../writes/claim-under-lock.ts';

export const postgresServerStore: ServerStore = {
  /** An advisory lock, so it also covers a row not yet inserted; held until the transaction ends. Sent at once (a
   * postgres.js query is sent when first awaited), so that what the caller sends next follows it; the write's claim,
   * when it is to be made under this lock, is sent right behind it (server/writes/claim-under-lock.ts). */
  async lockWriters(tx, key) {
    const locked = tx.dbTransaction
      .query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key])
      .then(() => {});
    const claim = takePendingClaim(tx);
    if (!claim) return locked;
    const claimed = claim();
    // When the lock fails, the claim fails behind it; the lock's error is the one that says why.
    claimed.catch(() => {});
    await locked;
    const prior = await claimed;
    if (prior) throw new SettledWrite(prior);
  },

  async accountName(tx, userID) {
    const [row] = [...(await tx.dbTransaction.query('select name from auth."user" where id = $1', [userID]))] as {
      name?: string;
    }[];
    return row?.name ?? '';
  },

  /** One statement for thousands of words: single inserts would each be a round trip inside the transaction. */
  async insertItems(tx, rows) {
    await tx.dbTransaction.query(
      `
    insert into vocabulary_items (id, deck_id, position, word, furigana, part_of_speech, is_verb, english, info, mnemonics,
      example_sentences, particles, videos, created_at, updated_at)
    select id, deck_id, position, word, furigana, part_of_speech, is_verb, english, info, mnemonics,
      example_sentences, particles, videos, to_timestamp(created_at / 1000), to_timestamp(updated_at / 1000)
    from jsonb_to_recordset($1::text::jsonb) as item(id text, deck_id bigint, position text, word text, furigana text,
      part_of_speech text, is_verb boolean, english jsonb, info jsonb, mnemonics jsonb, example_sentences jsonb,
      particles jsonb, videos jsonb, created_at double precision, updated_at double precision)`,
      [JSON.stringify(rows)],
    );
  },

  /** Every word's key, deleted ones too (an undo puts a word back where it was). */
  async deckOrderKeys(tx, deckID) {
    return [
      ...(await tx.dbTransaction.query('select id, position from vocabulary_items where deck_id = $1', [deckID])),
    ] as Keyed[];
  },

  async writeOrderKeys(tx, keys) {
    await tx.dbTransaction.query(
      `
    update vocabulary_items set position = respaced.position
    from jsonb_to_recordset($1::text::jsonb) as respaced(id text, position text)
    where vocabulary_items.id = respaced.id`,
      [JSON.stringify(keys)],
    );
  },
};
