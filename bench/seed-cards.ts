// Seeds a learner's review cards in SQL, as a real collection would hold them: used by bench:review and by
// bench:load-curve's collections of 1,000 to 50,000 cards.
import type postgres from 'postgres';
import {reviewStep} from '../schema/fsrs/review-step.ts';

const DAY = 86_400_000;

/** Seeds `count` vocabulary cards, reviewed once 20 days ago; due `dueFrom` + i minutes. The first cards are the
 * catalogue's words, in meanings mode and then in spellings mode (2,370 of them), as a real learner's are, so that
 * a page shows them from the details this device keeps; the rest have made-up keys, shown as missing words. */
export async function seedCards(
  sql: postgres.Sql | postgres.TransactionSql,
  userID: string,
  from: number,
  count: number,
  dueFrom: number,
) {
  const reviewed = Date.now() - 20 * DAY;
  const card = reviewStep(reviewStep(null, 3, reviewed - DAY).card, 3, reviewed).card;
  await sql`
    with words as (select key, row_number() over (order by position, key) as n from catalogue.vocabulary),
    total as (select count(*) as words from catalogue.vocabulary),
    seeded as (
      select i,
        coalesce((select key from words where n = case when i <= words then i else i - words end and i <= 2 * words), 'bench-' || i) as item_key,
        case when i > words and i <= 2 * words then 'spellings' else 'meanings' end as mode
      from generate_series(${from}::int, ${from + count - 1}::int) as i, total)
    insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, due_at, created_at, updated_at)
    select ${userID} || ':' || item_key || ':vocabulary:' || mode, ${userID}, item_key, 'vocabulary', mode,
      ${sql.json(card)}, ${new Date(dueFrom)}::timestamptz + make_interval(mins => i), ${new Date(reviewed)}, ${new Date(reviewed)}
    from seeded`;
}
