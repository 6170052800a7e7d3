// Steps shared by the review specs. Not a spec itself.
import type {Page} from '@playwright/test';
import type postgres from 'postgres';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {reviewStep, type StoredCard} from '../../schema/fsrs/review-step.ts';
import type {CardType, PracticeMode} from '../../schema/zero-schema.ts';

export type SeededCard = {id: string; fsrsCard: StoredCard};
const DAY = 86_400_000;

/** The signed-in learner's id, as the page sees it. */
export function currentUserID(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/user')).json()) as {user: {id: string}}).user.id);
}

/** Cards reviewed once `daysAgo` days ago (rating Good) and due `dueInDays` from now (negative: overdue). */
export async function seedCards(sql: postgres.Sql, userID: string, cards: {key: string; type?: CardType; mode?: PracticeMode; dueInDays: number}[]): Promise<SeededCard[]> {
  const now = Date.now();
  const seeded: SeededCard[] = [];
  for (const [index, {key, type = 'vocabulary', mode = 'meanings', dueInDays}] of cards.entries()) {
    const id = cardID({userID, itemKey: key, type, mode});
    const reviewedAt = now - 10 * DAY - index * 1000;
    const fsrsCard = {...reviewStep(null, 3, reviewedAt).card, due: Math.round(now + dueInDays * DAY)};
    // Seeded with no review log: the seeded state is the base a replay of the log starts from.
    await sql`insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, base_card, due_at, created_at, updated_at)
      values (${id}, ${userID}, ${key}, ${type}, ${mode}, ${sql.json(fsrsCard)}, ${sql.json(fsrsCard)}, ${new Date(fsrsCard.due)}, ${new Date(reviewedAt)}, ${new Date(reviewedAt)})`;
    seeded.push({id, fsrsCard});
  }
  return seeded;
}
