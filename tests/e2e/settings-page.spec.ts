// The settings page: every group changes in one tab and a second tab follows without a reload; locked sources
// cannot be removed; only one service is live; a save the database refuses is put back, reported and logged; a
// change made before the profile has loaded stays shown until it lands.
import {expect, test, type Page} from '@playwright/test';
import {e2eDatabase, expectConnected, refuseRowsOf, signUpInContext} from './helpers.ts';

async function storedPreferences(userID: string) {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<
      {prefs: Record<string, unknown>}[]
    >`select user_preferences as prefs from profiles where user_id = ${userID}`;
    return row!.prefs;
  } finally {
    await sql.end();
  }
}

/** A number field saves on Enter. */
async function typeNumber(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press('Enter');
}

test('each group of settings changes, and a second tab follows', async ({page, context}) => {
  const learner = await signUpInContext(context, 'settings-page');
  await page.goto('/settings');
  await expectConnected(page);
  const other = await context.newPage();
  await other.goto('/settings');
  await expectConnected(other);

  // Appearance
  await page.getByTestId('color-mode').locator('label', {hasText: 'Dark'}).click();
  await expect(other.getByTestId('color-mode-dark')).toBeChecked();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Course
  await page.getByLabel('Textbook you are studying').selectOption('genki_2');
  await expect(other.getByLabel('Textbook you are studying')).toHaveValue('genki_2');

  // Vocabulary practice
  await page.getByTestId('shuffle-answers').uncheck();
  await expect(other.getByTestId('shuffle-answers')).not.toBeChecked();
  await page.getByTestId('kanji-prereqs').uncheck();
  await expect(other.getByTestId('kanji-prereqs')).not.toBeChecked();

  // Conjugation practice
  await page.getByTestId('conjugation-teForm').check();
  await page.getByTestId('conjugation-plain').uncheck();
  await page.getByLabel('JLPT level').selectOption('n4');
  await page.locator('#conjugation-amount').fill('25');
  await page.locator('#conjugation-amount').press('Enter');
  await expect(other.getByTestId('conjugation-teForm')).toBeChecked();
  await expect(other.getByTestId('conjugation-plain')).not.toBeChecked();
  await expect(other.getByLabel('JLPT level')).toHaveValue('n4');
  await expect(other.locator('#conjugation-amount')).toHaveValue('25');
  // Out of range: refused with the schema's message, nothing saved.
  await page.locator('#conjugation-amount').fill('101');
  await page.locator('#conjugation-amount').press('Enter');
  await expect(page.getByTestId('notice-error')).toContainText('Amount must be at most 100');
  await expect(other.locator('#conjugation-amount')).toHaveValue('25');

  // Reviews
  await page.getByTestId('desired-retention').selectOption('0.85');
  await typeNumber(page, 'maximum-interval', '365');
  await expect(other.getByTestId('desired-retention')).toHaveValue('0.85');
  await expect(other.getByTestId('maximum-interval')).toHaveValue('365');

  // Writing kanji: off by default, 5 new a day; out of range is refused with the schema's message, nothing saved.
  await expect(page.getByTestId('writing-cards-enabled')).not.toBeChecked();
  await page.getByTestId('writing-cards-enabled').check();
  await typeNumber(page, 'new-writing-cards', '8');
  await expect(other.getByTestId('writing-cards-enabled')).toBeChecked();
  await expect(other.getByTestId('new-writing-cards')).toHaveValue('8');
  await typeNumber(page, 'new-writing-cards', '51');
  await expect(
    page.getByTestId('notice-error').filter({hasText: 'New writing cards per day must be at most 50'}),
  ).toBeVisible();
  await expect(other.getByTestId('new-writing-cards')).toHaveValue('8');

  // Word and kanji sources: locked ones have no remove button; My keywords can be switched on, reprioritised,
  // removed and added back.
  for (const locked of ['user-decks', 'built-in', 'wanikani'])
    await expect(page.getByTestId(`override-${locked}-remove`)).toHaveCount(0);
  await page.getByTestId('override-my-keywords-enabled').check();
  await typeNumber(page, 'override-my-keywords-priority', '100');
  await expect(other.getByTestId('override-my-keywords-enabled')).toBeChecked();
  await expect(other.getByTestId('override-my-keywords-priority')).toHaveValue('100');
  await page.getByTestId('override-my-keywords-remove').click();
  await expect(other.getByTestId('override-my-keywords')).toHaveCount(0);
  await expect(other.getByTestId('override-my-keywords-restore')).toBeVisible();
  await other.getByTestId('override-my-keywords-restore').click();
  await expect(page.getByTestId('override-my-keywords')).toBeVisible();

  // External services: one live at a time.
  await page.getByTestId('service-wanikani').check();
  await expect(other.getByTestId('service-wanikani')).toBeChecked();
  await page.getByTestId('service-jpdb').check();
  await expect(other.getByTestId('service-jpdb')).toBeChecked();
  await expect(other.getByTestId('service-wanikani')).not.toBeChecked();
  await expect(other.getByTestId('service-key-needed')).toBeVisible();

  await expect
    .poll(async () => {
      const prefs = await storedPreferences(learner.id);
      return {
        colorMode: prefs['color-mode'],
        textbook: prefs['active-textbook'],
        vocabPractice: (prefs.routes as {'vocab-practice': Record<string, boolean>})['vocab-practice'],
        conjugation:
          prefs['conjugation-practice'] &&
          (({teForm, plain, jlptLevel, amount}) => ({teForm, plain, jlptLevel, amount}))(
            prefs['conjugation-practice'] as Record<string, unknown>,
          ),
        fsrs: prefs.fsrs,
        writingCards: prefs['writing-cards'],
        myKeywords: (prefs['override-settings'] as {kanjiOverrides: {sourceId: string}[]}).kanjiOverrides.find(
          (entry) => entry.sourceId === 'my-keywords',
        ),
        live: Object.entries(prefs['service-preferences'] as Record<string, {mode: string}>)
          .filter(([, service]) => service.mode === 'live')
          .map(([name]) => name),
      };
    })
    .toEqual({
      colorMode: 'dark',
      textbook: 'genki_2',
      vocabPractice: {'shuffle-answers': false, 'enable-kanji-radical-prereqs': false},
      conjugation: {teForm: true, plain: false, jlptLevel: 'n4', amount: 25},
      fsrs: {desiredRetention: 0.85, maximumInterval: 365, weights: null, fittedAt: null},
      writingCards: {enabled: true, newPerDay: 8},
      // Added back as it was by default.
      myKeywords: {name: 'My keywords', sourceId: 'my-keywords', priority: 500, enabled: false, locked: false},
      live: ['jpdb'],
    });

  // Tours: the finished getting-started tour can be taken again, and it starts at once in this tab only (the other
  // tab never shows it). Closed early, it stays finished: both tabs still list it to take again.
  await page.getByTestId('reset-tour-onboarding').click();
  await expect(page.locator('.driver-popover')).toHaveAttribute('data-tour-step', '0');
  await expect
    .poll(async () => (await storedPreferences(learner.id)).tour)
    .toEqual({currentTourId: 'onboarding', currentTourStep: 0});
  await expect(other.locator('.driver-popover')).toHaveCount(0);
  await page.locator('.driver-popover').getByRole('button', {name: 'Close the tour'}).click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  await expect(page.getByTestId('reset-tour-onboarding')).toBeVisible();
  await expect(other.getByTestId('reset-tour-onboarding')).toBeVisible();
  await expect
    .poll(async () => {
      const prefs = await storedPreferences(learner.id);
      return {tour: prefs.tour, completed: prefs['completed-tours']};
    })
    .toEqual({tour: {currentTourId: null, currentTourStep: -1}, completed: ['onboarding']});
});

test('a save the database refuses is put back, reported and logged', async ({page, context}) => {
  const learner = await signUpInContext(context, 'settings-refused');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const sql = e2eDatabase();
  let accept: (() => Promise<void>) | undefined;
  try {
    await page.goto('/settings');
    await expectConnected(page);
    await expect(page.getByTestId('desired-retention')).toHaveValue('0.90');
    accept = await refuseRowsOf(sql, {
      table: 'profiles',
      userID: learner.id,
      check: `(user_preferences->'fsrs'->>'desiredRetention')::float8 is distinct from 0.75`,
    });
    await page.getByTestId('desired-retention').selectOption('0.75');
    await expect(page.getByTestId('notice-error')).toContainText(
      'Your settings could not be saved, so they were put back',
    );
    await expect(page.getByTestId('desired-retention')).toHaveValue('0.90');
    expect((await storedPreferences(learner.id)).fsrs).toMatchObject({desiredRetention: 0.9});
    // Requirements §8: a settings sync the database refuses is logged as "DB Sync Failed".
    await expect.poll(() => errors.filter((text) => text.startsWith('DB Sync Failed'))).toHaveLength(1);
  } finally {
    await accept?.();
    await sql.end();
  }
});

test('a change made before the profile has loaded stays shown while it is saved', async ({page, context}) => {
  const learner = await signUpInContext(context, 'settings-early');
  // zero-cache's messages are held back, so the page has Zero but not yet the profile when the learner clicks.
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/zero\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => void released.then(() => socket.send(message)));
  });
  await page.goto('/settings');
  const prerequisites = page.getByLabel('Learn kanji and radicals before the words that use them');
  await expect(prerequisites).toBeChecked();
  await expect(page.getByTestId('connection-state')).not.toHaveAttribute('data-state', 'connected');

  // Every frame from the click on says what the box showed, and when.
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('[data-testid="kanji-prereqs"]')!;
    const shown: {checked: boolean; at: number}[] = ((window as unknown as {shownChecked: typeof shown}).shownChecked =
      []);
    box.addEventListener('click', () => {
      const sample = () => {
        shown.push({
          checked: document.querySelector<HTMLInputElement>('[data-testid="kanji-prereqs"]')!.checked,
          at: performance.now(),
        });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  });
  await prerequisites.uncheck();
  release!();
  await expectConnected(page);
  await expect
    .poll(
      async () =>
        ((await storedPreferences(learner.id)).routes as Record<string, Record<string, unknown>>)?.['vocab-practice']?.[
          'enable-kanji-radical-prereqs'
        ],
    )
    .toBe(false);
  await expect(prerequisites).not.toBeChecked();
  // The frames sampled reach past the moment the save had landed and the page had its profile.
  const landedAt = await page.evaluate(() => performance.now());
  type Sample = {checked: boolean; at: number};
  const samples = () => page.evaluate(() => (window as unknown as {shownChecked: Sample[]}).shownChecked);
  await expect.poll(async () => (await samples()).at(-1)?.at ?? 0).toBeGreaterThan(landedAt);
  const shown = await samples();
  expect(
    shown.filter((sample) => sample.checked),
    'frames that showed the box checked again',
  ).toEqual([]);
});
