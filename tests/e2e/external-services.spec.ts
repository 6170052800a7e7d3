// External flashcard services in a real browser (requirements §4.3, §7.3, §8): Anki through an AnkiConnect stand-in that
// keeps AnkiConnect's CORS rules (this site is not on its list until Anki's permission prompt is answered yes), and
// WaniKani and jpdb through the server, played by the stand-in the stack was started with. The live service's
// counts take the built-in ones' place in the navigation and on the review pages; Anki's cards are reviewed here,
// their answers kept until Anki takes them; going back to "Genki Study only" brings the built-in review back.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, signUpInContext} from './helpers.ts';
import {seedCards} from './review-helpers.ts';
import {seriousViolations} from './axe.ts';
import {SERVICES_STAND_IN_URL} from '../../playwright.config.ts';
import {
  addJpdbKey,
  setWaniKaniAccount,
  startAnkiConnectStandIn,
  type AnkiConnectStandIn,
  type AnkiStandInCard,
} from '../support/service-stand-ins.ts';

let anki: AnkiConnectStandIn | undefined;
test.afterEach(async () => {
  await anki?.stop();
  anki = undefined;
});

async function openServiceSettings(page: Page) {
  await page.goto('/settings#settings-external-services');
  await expectConnected(page);
}

async function chooseService(page: Page, service: 'anki' | 'wanikani' | 'jpdb' | 'none') {
  await page.getByTestId(`service-${service}`).check();
  await expect(page.getByTestId(`service-${service}`)).toBeChecked();
}

async function connectAnki(page: Page, bridge: string) {
  await openServiceSettings(page);
  await chooseService(page, 'anki');
  await page.getByTestId('anki-bridge').fill(bridge);
  await page.getByTestId('anki-connect').click();
  await expect(page.getByTestId('anki-connection-state')).toHaveText('Connected: your reviews now come from Anki.');
}

async function answerAnkiCard(page: Page, question: string, key: '1' | '2' | '3' | '4') {
  await expect(page.getByTestId('anki-review-question')).toHaveText(question);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('anki-review-answer')).toBeVisible();
  await page.keyboard.press(key);
}

test('Anki: permission refused, then given; its counts replace the built-in ones, and a closed Anki is said so', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'services-anki');
  anki = await startAnkiConnectStandIn({
    permissionAnswer: 'no',
    cards: [
      {cardId: 1, fields: {Front: '食べる', Back: 'to eat'}, due: true, seen: true},
      {cardId: 2, fields: {Front: '日本語', Back: 'Japanese'}, due: true, seen: true, introducedThisWeek: true},
      {cardId: 3, fields: {Kanji: '水', Meaning: 'water'}, due: true, seen: true},
      {cardId: 4, fields: {Front: '飲む', Back: 'to drink'}, seen: true},
    ],
  });
  await openServiceSettings(page);
  await chooseService(page, 'anki');
  await expect(page.getByTestId('service-key-needed')).toBeVisible();

  await page.getByTestId('anki-bridge').fill('http://192.168.1.20:8765');
  await page.getByTestId('anki-connect').click();
  await expect(page.getByTestId('anki-connection-state')).toHaveText(
    'The AnkiConnect address is on this computer, like http://127.0.0.1:8765',
  );

  await page.getByTestId('anki-bridge').fill(anki.url);
  await page.getByTestId('anki-connect').click();
  await expect(page.getByTestId('anki-connection-state')).toHaveText(
    /^Anki did not allow this site to connect\. Allow it when Anki asks, or add http:\/\/localhost:\d+ to webCorsOriginList/,
  );
  await expect(page.getByTestId('service-key-needed')).toBeVisible();

  anki.options.permissionAnswer = 'yes';
  await page.getByTestId('anki-connect').click();
  await expect(page.getByTestId('anki-connection-state')).toHaveText('Connected: your reviews now come from Anki.');
  await expect(page.getByTestId('service-key-needed')).toBeHidden();
  await expect(page.getByTestId('due-badge')).toHaveText('3');
  await expect(page.getByTestId('due-badge')).toHaveAttribute('aria-label', '3 due in Anki');
  expect(await seriousViolations(page), 'the settings page with the Anki connection').toEqual([]);

  await page.goto('/review');
  const panel = page.getByTestId('live-service-review');
  await expect(panel.getByTestId('live-service-due')).toHaveText('3');
  await expect(panel.getByTestId('live-service-due-vocab')).toHaveText('2');
  await expect(panel.getByTestId('live-service-due-kanji')).toHaveText('1');
  await expect(panel.getByTestId('live-service-seen')).toHaveText(
    'Seen in Anki: 3 words (1 this week) and 1 kanji (0 this week).',
  );
  expect(await seriousViolations(page), '/review with Anki live').toEqual([]);

  // The address stays on this device across a reload; Anki closed is said in the words of requirements §8.
  await anki.stop();
  anki = undefined;
  await page.getByRole('button', {name: 'Ask Anki again'}).click();
  await expect(panel.getByTestId('live-service-unavailable')).toHaveText(
    /^Anki cannot be reached\. Open Anki on this computer with the AnkiConnect add-on installed/,
  );
  await expect(page.getByTestId('due-badge')).toBeHidden();
});

test("Anki's due cards are reviewed here with the keyboard; an answer given while Anki is closed waits and is sent when it is back", async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'services-anki-review');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const cards = (): AnkiStandInCard[] => [
    {cardId: 1, fields: {Front: '食べる', Back: 'to eat'}, due: true},
    {
      cardId: 2,
      fields: {Front: '<b>日本語</b>', Reading: 'にほんご', Back: 'Japanese<script>document.title = "owned"</script>'},
      due: true,
    },
    {cardId: 3, fields: {Kanji: '水', Meaning: 'water'}, due: true},
  ];
  anki = await startAnkiConnectStandIn({allowedOrigins: [origin], cards: cards()});
  await connectAnki(page, anki.url);
  await page.goto('/review');
  await page.getByTestId('live-service-open').click();
  await expect(page).toHaveURL(/\/practice\/review$/);
  await expect(page.getByTestId('anki-review-remaining')).toHaveText('3 left');

  await answerAnkiCard(page, '食べる', '3');
  await expect(page.getByTestId('anki-review-question')).toHaveText('日本語');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('anki-review-answer')).toHaveText('にほんごJapanese');
  await page.keyboard.press('1');
  await expect
    .poll(() => anki!.answers)
    .toEqual([
      {cardId: 1, ease: 3},
      {cardId: 2, ease: 1},
    ]);
  expect(await page.title()).not.toBe('owned');

  // Anki closes: the last answers wait in this browser, and go when Anki is back. The card graded Again comes back
  // after the others, as Anki has it due again within minutes.
  const port = Number(new URL(anki.url).port);
  await anki.stop();
  await answerAnkiCard(page, '水', '4');
  await expect(page.getByTestId('anki-answers-waiting')).toContainText(
    '1 answer waits for Anki and will be sent when it can be reached. Anki cannot be reached.',
  );
  await expect(page.getByTestId('anki-review-remaining')).toHaveText('1 left');
  await answerAnkiCard(page, '日本語', '3');
  await expect(page.getByTestId('anki-answers-waiting')).toContainText('2 answers wait for Anki');
  await expect(page.getByTestId('anki-review-done')).toContainText('Done: 3 cards answered');
  anki = await startAnkiConnectStandIn({allowedOrigins: [origin], cards: cards().slice(1)}, port);
  await page.getByRole('button', {name: 'Send now'}).click();
  await expect
    .poll(() => anki!.answers)
    .toEqual([
      {cardId: 3, ease: 4},
      {cardId: 2, ease: 3},
    ]);
  await expect(page.getByTestId('anki-answers-waiting')).toBeHidden();
});

test('a card deleted in Anki during the session: the learner is told the answer was not recorded, and the session goes on', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'services-anki-deleted');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  anki = await startAnkiConnectStandIn({
    allowedOrigins: [origin],
    cards: [
      {cardId: 1, fields: {Front: '食べる', Back: 'to eat'}, due: true},
      {cardId: 2, fields: {Front: '飲む', Back: 'to drink'}, due: true},
    ],
  });
  await connectAnki(page, anki.url);
  await page.goto('/practice/review');
  await expect(page.getByTestId('anki-review-remaining')).toHaveText('2 left');

  anki.options.cards = anki.options.cards!.filter((card) => card.cardId !== 1);
  await answerAnkiCard(page, '食べる', '3');
  await expect(page.getByTestId('anki-answers-unrecorded')).toContainText(
    'This card (食べる) is no longer in Anki; your answer was not recorded.',
  );
  await expect(page.getByTestId('anki-answers-unrecorded').locator('[lang="ja"]')).toHaveText('食べる');
  await answerAnkiCard(page, '飲む', '3');
  await expect.poll(() => anki!.answers).toEqual([{cardId: 2, ease: 3}]);
  await expect(page.getByTestId('anki-review-done')).toContainText('Done: 1 card answered');
  expect(await seriousViolations(page), 'the Anki session telling an answer was not recorded').toEqual([]);
});

test("Anki live: the dashboard's forecast is Anki's own, beside its due count, not the built-in cards'", async ({
  page,
  context,
}) => {
  const learner = await signUpInContext(context, 'services-anki-forecast');
  const sql = e2eDatabase();
  try {
    await seedCards(sql, learner.id, [
      {key: '見る', dueInDays: -1},
      {key: '書く', dueInDays: 2},
    ]);
  } finally {
    await sql.end();
  }
  const origin = new URL(test.info().project.use.baseURL!).origin;
  anki = await startAnkiConnectStandIn({
    allowedOrigins: [origin],
    cards: [
      {cardId: 1, fields: {Front: '食べる', Back: 'to eat'}, due: true, seen: true, dueInDays: -3},
      {cardId: 2, fields: {Front: '飲む', Back: 'to drink'}, due: true, seen: true},
      {cardId: 3, fields: {Front: '行く', Back: 'to go'}, seen: true, dueInDays: 0},
      {cardId: 4, fields: {Front: '帰る', Back: 'to go home'}, seen: true, dueInDays: 1},
      {cardId: 5, fields: {Front: '話す', Back: 'to speak'}, seen: true, dueInDays: 1},
      {cardId: 6, fields: {Front: '聞く', Back: 'to listen'}, seen: true, dueInDays: 12},
    ],
  });
  await connectAnki(page, anki.url);
  await page.goto('/dashboard');
  const card = page.getByTestId('forecast-card');
  await expect(card.getByRole('heading')).toHaveText('Reviews coming due in Anki');
  await expect(card.getByTestId('forecast-due-now')).toHaveText('2');
  await expect(card).toContainText('2 due now in Anki; then 4 coming due over the next 30 days');
  await expect(card.getByTestId('forecast-today')).toHaveText('1');
  await expect(card.getByTestId('forecast-chart').locator('tbody tr').nth(1)).toContainText('2');
  await expect(page.getByTestId('featured-tools')).toContainText('2 due now in Anki');
});

test('WaniKani: a wrong token is refused, the right one makes it live; back to Genki Study only brings the built-in review back', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'services-wanikani');
  const token = crypto.randomUUID();
  await setWaniKaniAccount(SERVICES_STAND_IN_URL, token, {
    username: 'learner',
    assignments: [
      {subject_type: 'kanji', availableNow: true},
      {subject_type: 'vocabulary', availableNow: true},
      {subject_type: 'vocabulary', availableNow: true},
      {subject_type: 'radical', availableNow: false},
    ],
  });
  await openServiceSettings(page);
  await chooseService(page, 'wanikani');
  const form = page.getByTestId('wanikani-connection');
  await form.getByTestId('service-key').fill('not-my-token');
  await form.getByTestId('service-key-save').click();
  await expect(form.getByTestId('service-key-outcome')).toHaveText(
    'WaniKani did not accept this key: check that you copied all of it',
  );
  await expect(page.getByTestId('service-key-needed')).toBeVisible();

  await form.getByTestId('service-key').fill(token);
  await form.getByTestId('service-key-save').click();
  await expect(form.getByTestId('service-key-outcome')).toHaveText(
    'WaniKani accepted the key: your reviews now come from WaniKani.',
  );
  await expect(form.getByTestId('service-key')).toHaveValue('');
  await expect(form.getByTestId('service-key-saved')).toContainText('A key is saved');
  await expect(page.getByTestId('service-key-needed')).toBeHidden();
  await expect(page.getByTestId('due-badge')).toHaveAttribute('aria-label', '3 due in WaniKani');

  await page.goto('/practice/review');
  const panel = page.getByTestId('live-service-review');
  await expect(panel.getByTestId('live-service-due')).toHaveText('3');
  await expect(panel.getByTestId('live-service-seen-unavailable')).toHaveText(
    'WaniKani does not report the words and kanji you have seen.',
  );
  await expect(panel.getByTestId('live-service-open')).toHaveAttribute(
    'href',
    'https://www.wanikani.com/subjects/review',
  );
  await page.emulateMedia({colorScheme: 'dark'});
  expect(await seriousViolations(page), '/practice/review with WaniKani live, dark').toEqual([]);
  // The token itself is never sent back to the browser.
  expect(JSON.stringify(await (await page.request.get('/api/services')).json())).not.toContain(token);

  await openServiceSettings(page);
  await chooseService(page, 'none');
  await page.goto('/practice/review');
  await expect(page.getByTestId('review-empty')).toBeVisible();
  await expect(page.getByTestId('live-service-review')).toBeHidden();
});

test('jpdb: its key is accepted, and the review page says it reports no due counts (requirements §8)', async ({
  page,
  context,
}) => {
  await signUpInContext(context, 'services-jpdb');
  const key = crypto.randomUUID().replaceAll('-', '');
  await addJpdbKey(SERVICES_STAND_IN_URL, key);
  await openServiceSettings(page);
  await chooseService(page, 'jpdb');
  await page.getByTestId('service-key').fill(key);
  await page.getByTestId('service-key-save').click();
  await expect(page.getByTestId('service-key-outcome')).toHaveText(
    'jpdb accepted the key: your reviews now come from jpdb.',
  );

  await page.goto('/review');
  await expect(page.getByTestId('live-service-unavailable')).toHaveText(
    'jpdb does not report due counts to other apps',
  );
  await expect(page.getByTestId('live-service-open')).toHaveText('Review on jpdb');
  await expect(page.getByTestId('due-badge')).toBeHidden();
});
