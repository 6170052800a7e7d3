// The AnkiConnect client against the local AnkiConnect stand-in (tests/support/service-stand-ins.ts, its protocol):
// what each failure says (requirements §8), and the due counts and seen stats read from the learner's cards (requirements §7.3).
// The browser's side of it (CORS, Anki's permission prompt) is in tests/e2e/external-services.spec.ts.
import {afterEach, describe, expect, test} from 'vitest';
import {startAnkiConnectStandIn, type AnkiConnectStandIn, type AnkiStandInCard} from '../support/service-stand-ins.ts';
import {ANKI_UNREACHABLE_MESSAGE, connectToAnki, invokeAnkiConnect} from '../../src/features/services/anki-connect.ts';
import {ankiForecast, ankiReviewStats} from '../../src/features/services/anki-review-stats.ts';

const ORIGIN = 'https://genki.example';
let standIn: AnkiConnectStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

describe('what goes wrong, in the words of requirements §8', () => {
  test('nothing listening: Anki cannot be reached, with what to do about it', async () => {
    standIn = await startAnkiConnectStandIn();
    const {url} = standIn;
    await standIn.stop();
    standIn = undefined;
    await expect(connectToAnki(url, ORIGIN)).rejects.toThrow(ANKI_UNREACHABLE_MESSAGE);
  });

  test('an HTTP failure names its status', async () => {
    standIn = await startAnkiConnectStandIn({failWithStatus: 500});
    await expect(connectToAnki(standIn.url, ORIGIN)).rejects.toThrow(
      'AnkiConnect request failed: 500 Internal Server Error',
    );
  });

  test('an error AnkiConnect reports is passed on', async () => {
    standIn = await startAnkiConnectStandIn();
    await expect(invokeAnkiConnect(standIn.url, 'guiExitAnki')).rejects.toThrow(
      'AnkiConnect error: unsupported action',
    );
  });

  test('an older AnkiConnect is refused, with how to update it', async () => {
    standIn = await startAnkiConnectStandIn({version: 5});
    await expect(connectToAnki(standIn.url, ORIGIN)).rejects.toThrow(
      'AnkiConnect version mismatch. Expected 6, got 5. This AnkiConnect is older than this site needs: in Anki, choose Tools → Add-ons, ' +
        'select AnkiConnect and click Check for Updates (or install it again through Get Add-ons with the code 2055492159), then restart Anki.',
    );
  });

  test('a newer AnkiConnect is refused without advice to update', async () => {
    standIn = await startAnkiConnectStandIn({version: 7});
    await expect(connectToAnki(standIn.url, ORIGIN)).rejects.toThrow(
      /^AnkiConnect version mismatch\. Expected 6, got 7$/,
    );
  });

  test('version 6 connects, asking permission first', async () => {
    standIn = await startAnkiConnectStandIn();
    await connectToAnki(standIn.url, ORIGIN);
    expect(standIn.actions).toEqual(['requestPermission', 'version']);
  });
});

const card = (
  cardId: number,
  fields: Record<string, string>,
  flags: Partial<AnkiStandInCard> = {},
): AnkiStandInCard => ({cardId, fields, ...flags});

test('due counts and seen stats come from the item key of each card: a single kanji is kanji, other Japanese is vocabulary', async () => {
  standIn = await startAnkiConnectStandIn({
    cards: [
      // Due now: three words (one with furigana and HTML), two kanji, and a card with no Japanese at all.
      card(1, {Front: '<b>食べる</b>', Back: 'to eat'}, {due: true, seen: true}),
      card(2, {Expression: '日本[にほん]', Meaning: 'Japan'}, {due: true, seen: true, introducedThisWeek: true}),
      card(3, {Word: 'ねこ', English: 'cat'}, {due: true, seen: true}),
      card(4, {Kanji: '水', Meaning: 'water'}, {due: true, seen: true, introducedThisWeek: true}),
      card(5, {Front: 'water', Back: '水'}, {due: true, seen: true}),
      card(6, {Front: 'capital of France', Back: 'Paris'}, {due: true, seen: true}),
      // Seen, not due: the same word again (a reverse card) and a new kanji this week; and a new card never seen.
      card(7, {Front: '食べる', Back: 'to eat (reverse)'}, {seen: true}),
      card(8, {Kanji: '火'}, {seen: true, introducedThisWeek: true}),
      card(9, {Front: '飲む'}),
    ],
  });
  expect(await ankiReviewStats(standIn.url)).toMatchObject({
    dueCounts: {total: 6, meanings: {vocab: 3, kanji: 2}, spellings: 0, writing: 0},
    seenStats: {vocab: 3, kanji: 2, vocabWeek: 1, kanjiWeek: 2},
  });
});

test('thousands of due cards are read in batches of 500', async () => {
  const cards = Array.from({length: 1203}, (_, index) => card(index + 1, {Front: `単語${index}`}, {due: true}));
  standIn = await startAnkiConnectStandIn({cards});
  const {dueCounts} = await ankiReviewStats(standIn.url);
  expect(dueCounts.total).toBe(1203);
  expect(dueCounts.meanings.vocab).toBe(1203);
  expect(standIn.actions.filter((action) => action === 'cardsInfo').length).toBe(3);
});

test("Anki's forecast: the cards still to come due later today, then each day's, asked in one request", async () => {
  standIn = await startAnkiConnectStandIn({
    cards: [
      card(1, {Front: '食べる'}, {due: true, seen: true, dueInDays: -2}), // overdue: due now, not in the forecast
      card(2, {Front: '飲む'}, {due: true, seen: true}), // due today, due now
      card(3, {Front: '見る'}, {seen: true, dueInDays: 0}), // a learning card due later today
      card(4, {Front: '行く'}, {seen: true, dueInDays: 1}),
      card(5, {Front: '来る'}, {seen: true, dueInDays: 1}),
      card(6, {Front: '書く'}, {seen: true, dueInDays: 29}),
      card(7, {Front: '読む'}, {seen: true, dueInDays: 30}), // beyond 30 days
      card(8, {Front: '話す'}), // new
    ],
  });
  const forecast = await ankiForecast(standIn.url, 30);
  expect(forecast).toHaveLength(30);
  expect(forecast.slice(0, 3)).toEqual([1, 2, 0]);
  expect(forecast[29]).toBe(1);
  expect(forecast.reduce((sum, count) => sum + count, 0)).toBe(4);
  expect(standIn.actions).toEqual(['multi']);
});

test("Anki's forecast: a failing bridge is said in the words of requirements §8", async () => {
  standIn = await startAnkiConnectStandIn({failWithStatus: 500});
  await expect(ankiForecast(standIn.url, 30)).rejects.toThrow('AnkiConnect request failed: 500 Internal Server Error');
});
