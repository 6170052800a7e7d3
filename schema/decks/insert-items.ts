// Many words written at once (an import, a copy of a deck), by the server alone. On the server they go in as one
// statement: thousands of single inserts would each be a round trip to Postgres inside the transaction. The browser
// writes none of them: inserting 5,000 rows in its store held the page for seconds (measured: 4–12 s on a busy
// 2-core machine), and Zero runs a pending write again at every rebase until the server answers; the words show
// once the server's transaction has replicated.
import type {Transaction} from '@rocicorp/zero';
import type {ItemRow} from './item-row.ts';

export async function insertItems(tx: Transaction, rows: readonly ItemRow[]): Promise<void> {
  if (tx.location !== 'server' || rows.length === 0) return;
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
}
