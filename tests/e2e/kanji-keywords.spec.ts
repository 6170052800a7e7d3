// Kanji keyword sources in a real browser (issue 23, item 4): the order of the sources in Settings decides which
// meanings the kanji page shows. WaniKani's come from the learner's own account (through our server, WaniKani played
// by the stand-in the stack was started with); "My keywords" are the learner's own, written on the kanji's page.
import {expect, test, type Page} from '@playwright/test';
import {expectConnected, signUpInContext} from './helpers.ts';
import {SERVICES_STAND_IN_URL} from '../../playwright.config.ts';
import {setWaniKaniAccount} from '../support/service-stand-ins.ts';

async function openKanjiPage(page: Page) {
  await page.goto(`/kanji-test?kanji=${encodeURIComponent('日')}`);
  await expectConnected(page);
}

async function setSource(page: Page, sourceId: string, change: {enabled?: boolean; priority?: string}) {
  await page.goto('/settings');
  await expectConnected(page);
  if (change.enabled !== undefined) await page.getByTestId(`override-${sourceId}-enabled`).setChecked(change.enabled);
  if (change.priority !== undefined) {
    const field = page.getByTestId(`override-${sourceId}-priority`);
    await field.fill(change.priority);
    await field.press('Enter');
    await expect(field).toHaveValue(change.priority);
  }
}

test('enabling and reordering the kanji sources changes the meanings the kanji page shows', async ({page, context}) => {
  await signUpInContext(context, 'kanji-keywords');
  const meanings = page.getByTestId('kanji-meanings');

  // KANJIDIC's meanings, before any source has the kanji.
  await openKanjiPage(page);
  await expect(meanings).toHaveAttribute('data-source', 'kanjidic');

  // WaniKani is on by default: with a token, the meanings come from the learner's account.
  const token = crypto.randomUUID();
  await setWaniKaniAccount(SERVICES_STAND_IN_URL, token, {
    username: 'learner',
    assignments: [],
    kanji: [{characters: '日', meanings: ['Sun', 'Day']}],
  });
  const saved = await page.request.put('/api/services/wanikani/key', {data: {key: token}});
  expect(saved.status()).toBe(200);
  await openKanjiPage(page);
  await expect(meanings).toHaveText('Sun, Day · WaniKani');
  await expect(meanings).toHaveAttribute('data-source', 'wanikani');

  // My own keyword, written on the kanji page, shows only once "My keywords" is switched on.
  await page.getByTestId('my-keyword-input').fill('x'.repeat(41));
  await page.getByTestId('my-keyword-save').click();
  await expect(page.getByTestId('my-keyword')).toContainText('A keyword is at most 40 characters');
  await page.getByTestId('my-keyword-input').fill(' daylight ');
  await page.getByTestId('my-keyword-save').click();
  await expect(page.getByTestId('my-keyword-remove')).toBeVisible();
  await expect(page.getByTestId('my-keyword-off')).toBeVisible();
  await expect(meanings).toHaveText('Sun, Day · WaniKani');

  // Switched on at priority 500, ahead of WaniKani's 999.
  await setSource(page, 'my-keywords', {enabled: true});
  await openKanjiPage(page);
  await expect(page.getByTestId('my-keyword-input')).toHaveValue('daylight');
  await expect(meanings).toHaveText('daylight · My keyword');

  // Moved behind WaniKani.
  await setSource(page, 'my-keywords', {priority: '1000'});
  await openKanjiPage(page);
  await expect(meanings).toHaveText('Sun, Day · WaniKani');

  // WaniKani switched off: my keyword again; removing it leaves KANJIDIC.
  await setSource(page, 'wanikani', {enabled: false});
  await openKanjiPage(page);
  await expect(meanings).toHaveText('daylight · My keyword');
  await page.getByTestId('my-keyword-remove').click();
  await expect(meanings).toHaveAttribute('data-source', 'kanjidic');
});
