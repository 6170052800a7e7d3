// Every route of the app as a learner meets it, for the specs that walk them all (accessibility, a clean console):
// each with what shows once its data is there, and a learner whose pages have something to show (cards due and
// reviewed, so the dashboard draws its charts, and a public deck). Not a spec itself.
import type {Browser, BrowserContext, TestInfo} from '@playwright/test';
import type postgres from 'postgres';
import {e2eDatabase, signUpInContext} from './helpers.ts';
import {seedCards} from './review-helpers.ts';
import type {PageRouteID} from '../../src/app/page-head.ts';

export type Learner = {id: string; deckID: number; storageState: Awaited<ReturnType<BrowserContext['storageState']>>};

/** A route to check: its address, what shows once its data is there, and (for a page whose head is fixed text) the
 * route whose title and description it must show. */
export type RouteCheck = {path: string; ready?: string; head?: PageRouteID};

const SENTENCE_SET = 'genki_1_ch3_sentences-place-time-particles';

export function routesFor(learner: Learner, signedIn: boolean): RouteCheck[] {
  return [
    {path: '/', head: '/'},
    {path: '/auth', head: '/auth'},
    {path: '/reset-password', head: '/reset-password'},
    {path: '/kanji-test', head: '/kanji-test'},
    {path: '/kanji-test?mode=write', head: '/kanji-test', ready: '[data-testid="writing-pad"]'},
    {path: '/pricing', head: '/pricing'},
    {
      path: '/dashboard',
      head: '/dashboard',
      ready: signedIn ? '[data-testid="heatmap-card"]' : '[data-testid="dashboard-signed-out"]',
    },
    {path: '/settings', head: '/settings'},
    {
      path: '/review',
      head: '/review',
      ready: signedIn ? '[data-testid="review-forecast"]' : '[data-testid="review-entry-signed-out"]',
    },
    {path: '/guides', head: '/guides/'},
    {path: '/guides/srs', head: '/guides/srs'},
    {path: '/guides/comparison', head: '/guides/comparison'},
    {path: '/grammar-notes', head: '/grammar-notes'},
    {path: '/additional-resources', head: '/additional-resources/'},
    {path: '/additional-resources/kanji-practice-sheet', head: '/additional-resources/kanji-practice-sheet'},
    {path: '/lessons', head: '/lessons/'},
    {path: '/lessons/hiragana'},
    {path: '/learn/genki_1/chapter-0', ready: '[data-tour="lesson-cards"]'},
    {path: '/learn/genki_2/chapter-13', ready: '[data-tour="lesson-cards"]'},
    {
      path: '/vocab',
      head: '/vocab',
      ...(signedIn
        ? {path: `/vocab?deck=${learner.deckID}`, ready: '[data-testid="deck-item"]'}
        : {ready: '[data-testid="built-in-deck-row"]'}),
    },
    {path: '/practice/review', head: '/practice/review', ...(signedIn && {ready: '[data-testid="review-card"]'})},
    {path: '/practice/genki_1_ch0_greetings'},
    {
      path: `/practice/${learner.id}/${learner.deckID}`,
      head: '/practice/$userID/$deckID',
      ready: '[data-testid="deck-practice"]',
    },
    {path: '/practice/hiragana-quiz', head: '/practice/hiragana-quiz'},
    {path: '/practice/dakuten-handakuten-quiz', head: '/practice/dakuten-handakuten-quiz'},
    {path: '/practice/contracted-sounds-quiz', head: '/practice/contracted-sounds-quiz'},
    {path: '/practice/all-hiragana-quiz', head: '/practice/all-hiragana-quiz'},
    {path: '/practice/conjugation', head: '/practice/conjugation'},
    {path: '/practice/counters', head: '/practice/counters'},
    {path: `/practice/sentence-practice/${SENTENCE_SET}`},
    {path: '/practice/listening/genki_1_ch3_listening', ready: '[data-testid="listening-question"]'},
    {path: '/worksheets/genki_1_ch3_worksheet', ready: '[data-kind="reading"]'},
    {path: '/worksheets/genki_1_ch0_worksheet', ready: '[data-kind="kana-writing"]'},
    {path: '/credits', head: '/credits'},
    {path: '/external-resources/japanese-ammo-first-sounds'},
    {path: '/no/such/page'},
  ];
}

/** Cards due and reviewed over the last days (the dashboard draws its charts and heatmap), and a public deck. */
async function seedLearner(sql: postgres.Sql, userID: string): Promise<number> {
  const cards = await seedCards(sql, userID, [
    {key: '食べる', dueInDays: -1},
    {key: '水', type: 'kanji', dueInDays: 3},
  ]);
  for (const [index, card] of cards.entries()) {
    await sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at)
      values (${crypto.randomUUID()}, ${card.id}, ${userID}, ${index + 2}, 2, '{}', now() - ${`${index} days`}::interval)`;
  }
  const deckID = 1 + Math.floor(Math.random() * 1e12);
  const words = [
    ['食べる', 'たべる', 'to eat'],
    ['飲む', 'のむ', 'to drink'],
    ['水', 'みず', 'water'],
  ] as const;
  await sql`insert into user_decks (deck_id, user_id, deck_name, deck_description, item_count, created_at, updated_at)
    values (${deckID}, ${userID}, 'Kitchen words', 'Words for the table', ${words.length}, now(), now())`;
  for (const [index, [word, furigana, meaning]] of words.entries()) {
    await sql`insert into vocabulary_items (id, deck_id, position, word, furigana, english, created_at, updated_at)
      values (${`${deckID}-${index}`}, ${deckID}, ${`a${index}`}, ${word}, ${furigana}, ${sql.json([{id: '0', text: meaning}])}, now(), now())`;
  }
  await sql`insert into public_deck_shares (deck_id, shared_by, shared_at) values (${deckID}, ${userID}, now())`;
  return deckID;
}

/** A new learner (the getting-started tour done) with cards, reviews and a public deck; sign in with its storageState. */
export async function seededLearner(browser: Browser, testInfo: TestInfo, label: string): Promise<Learner> {
  const context = await browser.newContext({baseURL: testInfo.project.use.baseURL});
  try {
    const user = await signUpInContext(context, label);
    const sql = e2eDatabase();
    try {
      return {id: user.id, deckID: await seedLearner(sql, user.id), storageState: await context.storageState()};
    } finally {
      await sql.end();
    }
  } finally {
    await context.close();
  }
}
