// A user's due counts and seen stats, counted in Postgres (for collections too large to sync, and for the
// dashboard). The rules are those of src/features/review/due-counts.ts.
import type {Sql} from 'postgres';
import {
  WEEK_MS,
  ZERO_DUE_COUNTS,
  ZERO_SEEN_STATS,
  type DueCounts,
  type ReviewStats,
  type SeenStats,
} from '../../schema/review-stats.ts';

type DueRow = {total: number; meanings_vocab: number; meanings_kanji: number; spellings: number; writing: number};
type SeenRow = {vocab: number; kanji: number; vocab_week: number; kanji_week: number};

export async function readDueCounts(sql: Sql, userID: string, now: number): Promise<DueCounts> {
  const [due] = await sql<DueRow[]>`
    select count(*)::int as total,
      count(*) filter (where mode = 'meanings' and type = 'vocabulary')::int as meanings_vocab,
      count(*) filter (where mode = 'meanings' and type <> 'vocabulary')::int as meanings_kanji,
      count(*) filter (where mode = 'spellings' and type = 'vocabulary')::int as spellings,
      count(*) filter (where mode = 'writing')::int as writing
    from fsrs_cards where user_id = ${userID} and due_at <= ${new Date(now)}`;
  return {
    total: due!.total,
    meanings: {vocab: due!.meanings_vocab, kanji: due!.meanings_kanji},
    spellings: due!.spellings,
    writing: due!.writing,
  };
}

/** An item is first seen at its earliest review log, else when its card was created; counted once per item. */
export async function readSeenStats(sql: Sql, userID: string, now: number): Promise<SeenStats> {
  const at = new Date(now);
  const weekAgo = new Date(now - WEEK_MS);
  const [seen] = await sql<SeenRow[]>`
    with first_logs as (
      select card_id, min(reviewed_at) as at from fsrs_review_logs where user_id = ${userID} group by card_id
    ), items as (
      select c.type = 'vocabulary' as is_vocab, min(coalesce(first_logs.at, c.created_at)) as seen_at
      from fsrs_cards c left join first_logs on first_logs.card_id = c.id
      where c.user_id = ${userID}
      group by c.type, c.practice_item_key
    )
    select count(*) filter (where is_vocab)::int as vocab,
      count(*) filter (where not is_vocab)::int as kanji,
      count(*) filter (where is_vocab and seen_at between ${weekAgo} and ${at})::int as vocab_week,
      count(*) filter (where not is_vocab and seen_at between ${weekAgo} and ${at})::int as kanji_week
    from items`;
  return {vocab: seen!.vocab, kanji: seen!.kanji, vocabWeek: seen!.vocab_week, kanjiWeek: seen!.kanji_week};
}

/** Never throws: a failure is logged and counted as nothing due, nothing seen (requirements §8). Seen stats are left out
 * when not asked for (the navigation needs only the due counts, and they are much cheaper). */
export async function reviewStatsOrZero(
  sql: Sql,
  userID: string,
  now: number,
  {seenStats = true} = {},
): Promise<ReviewStats> {
  try {
    const [dueCounts, seen] = await Promise.all([
      readDueCounts(sql, userID, now),
      seenStats ? readSeenStats(sql, userID, now) : undefined,
    ]);
    return seen ? {dueCounts, seenStats: seen} : {dueCounts};
  } catch (error) {
    console.error('Counting due cards failed', error);
    return seenStats ? {dueCounts: ZERO_DUE_COUNTS, seenStats: ZERO_SEEN_STATS} : {dueCounts: ZERO_DUE_COUNTS};
  }
}
