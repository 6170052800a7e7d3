// Steps shared by the review specs. Not a spec itself.
import {expect, type Page} from '@playwright/test';
import type postgres from 'postgres';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {reviewStep, type StoredCard} from '../../schema/fsrs/review-step.ts';
import type {CardType, PracticeMode} from '../../schema/zero-schema.ts';
import type {OutboxEntry} from '../../src/app/outbox/outbox-rules.ts';

export type SeededCard = {id: string; fsrsCard: StoredCard};
const DAY = 86_400_000;

/** The signed-in learner's id, as the page sees it. */
export function currentUserID(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/user')).json()) as {user: {id: string}}).user.id);
}

/** Cards reviewed once `daysAgo` days ago (rating Good) and due `dueInDays` from now (negative: overdue). */
export async function seedCards(
  sql: postgres.Sql,
  userID: string,
  cards: {key: string; type?: CardType; mode?: PracticeMode; dueInDays: number}[],
): Promise<SeededCard[]> {
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

/** Answers the card on screen with the keyboard (Space, then the rating) and resolves with its id once it is gone.
 * The answer is looked for on that very card, so a queue that changes meanwhile cannot mislead the caller. */
export async function answerCard(page: Page, rating: 1 | 2 | 3 | 4): Promise<string> {
  const shown = page.getByTestId('review-card');
  await expect(shown).toHaveAttribute('aria-busy', 'false', {timeout: 30_000});
  const id = (await shown.getAttribute('data-card-id'))!;
  const card = page.locator(`[data-testid="review-card"][data-card-id="${id}"]`);
  await page.keyboard.press('Space');
  await expect(card.getByTestId('review-answer')).toBeVisible();
  await page.keyboard.press(String(rating));
  await expect(card).toHaveCount(0);
  return id;
}

/** The writes this browser keeps in its outbox (IndexedDB `genki-review`), of every learner. */
export function storedOutbox(page: Page): Promise<OutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxEntry[]>((resolve, reject) => {
        const open = indexedDB.open('genki-review');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('writes').objectStore('writes').getAll();
          all.onsuccess = () => resolve(all.result as OutboxEntry[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
