// A user's due counts and seen stats, counted in Postgres (for collections too large to sync, and for the
// dashboard). The rules are those of src/features/review/due-counts.ts.
import type {Sql} from 'postgres';
import {WEEK_MS, ZERO_DUE_COUNTS, ZERO_SEEN_STATS, type ReviewStats} from '../../schema/review-stats.ts';

export const ZERO_STATS: ReviewStats = {dueCounts: ZERO_DUE_COUNTS, seenStats: ZERO_SEEN_STATS};

type DueRow = {total: number; meanings_vocab: number; meanings_kanji: number; spellings: number};
type SeenRow = {vocab: number; kanji: number; vocab_week: number; kanji_week: number};

export async function readReviewStats(sql: Sql, userID: string, now: number): Promise<ReviewStats> {
  const at = new Date(now);
  const weekAgo = new Date(now - WEEK_MS);
  const [[due], [seen]] = await Promise.all([
    sql<DueRow[]>`
      select count(*)::int as total,
        count(*) filter (where mode = 'meanings' and type = 'vocabulary')::int as meanings_vocab,
        count(*) filter (where mode = 'meanings' and type <> 'vocabulary')::int as meanings_kanji,
        count(*) filter (where mode = 'spellings' and type = 'vocabulary')::int as spellings
      from fsrs_cards where user_id = ${userID} and due_at <= ${at}`,
    // An item is first seen at its earliest review log, else when its card was created; counted once per item.
    sql<SeenRow[]>`
      with items as (
        select c.type = 'vocabulary' as is_vocab, min(coalesce(first_log.at, c.created_at)) as seen_at
        from fsrs_cards c
        left join lateral (select min(l.reviewed_at) as at from fsrs_review_logs l where l.card_id = c.id) first_log on true
        where c.user_id = ${userID}
        group by c.type, c.practice_item_key
      )
      select count(*) filter (where is_vocab)::int as vocab,
        count(*) filter (where not is_vocab)::int as kanji,
        count(*) filter (where is_vocab and seen_at between ${weekAgo} and ${at})::int as vocab_week,
        count(*) filter (where not is_vocab and seen_at between ${weekAgo} and ${at})::int as kanji_week
      from items`,
  ]);
  return {
    dueCounts: {total: due!.total, meanings: {vocab: due!.meanings_vocab, kanji: due!.meanings_kanji}, spellings: due!.spellings},
    seenStats: {vocab: seen!.vocab, kanji: seen!.kanji, vocabWeek: seen!.vocab_week, kanjiWeek: seen!.kanji_week},
  };
}

/** Never throws: a failure is logged and counted as nothing due, nothing seen. */
export async function reviewStatsOrZero(sql: Sql, userID: string, now: number): Promise<ReviewStats> {
  try {
    return await readReviewStats(sql, userID, now);
  } catch (error) {
    console.error('Counting due cards failed', error);
    return ZERO_STATS;
  }
}
