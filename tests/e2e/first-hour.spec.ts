// A learner's first hour, at a phone's, a tablet's and a laptop's width: signing up, the getting-started tour, a
// chapter path, a short practice set, a review and a deck of their own with a word in it. Every page on the way
// says nothing in its console and throws nothing, shows every header and footer link whole and uncovered, never
// scrolls sideways, and the tab goes only where the learner took it: every main-frame navigation is one the walk
// expected, in order.
import {expect, test, type Page} from '@playwright/test';
import {MAIN_TOUR, routeToVisit} from '../../src/features/tour/tours.ts';
import {listenToConsole} from './console-messages.ts';
import {addWord, createDeckHere} from './deck-helpers.ts';
import {e2eDatabase, expectConnected, fromOwnAddress, PASSWORD, uniqueEmail} from './helpers.ts';
import {expectNavigationShownWhole, expectShownWhole, openMainMenuIfFolded, sidewaysScroll} from './layout-checks.ts';
import {answerCard, currentUserID, seedCards} from './review-helpers.ts';

const CHAPTER_0 = '/learn/genki_1/chapter-0';
const CHAPTER_1 = '/learn/genki_1/chapter-1';
/** Chapter 1's shortest practice set: a handful of kana-only expressions, no kanji to learn first. */
const PRACTICE_SET = 'genki_1_ch1_expressions';

/** The walk's eyes: what the console said, where the tab went, and how each page it reaches is laid out. */
class Walk {
  private readonly page: Page;
  private readonly width: number;
  private readonly console;
  private readonly navigations: string[] = [];
  private readonly expected: string[] = [];

  constructor(page: Page, width: number) {
    this.page = page;
    this.width = width;
    this.console = listenToConsole(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      const address = `${url.pathname}${url.search}`;
      // The router writes the address a page loaded at into history (replaceState): the tab stays where it is.
      if (address !== this.navigations.at(-1)) this.navigations.push(address);
    });
  }

  /** The tab went to these addresses (path and query), in this order, and nowhere else since the last call. */
  async wentTo(...addresses: string[]) {
    this.expected.push(...addresses);
    await expect
      .poll(() => this.navigations, {message: 'the main frame went only where the walk took it'})
      .toEqual(this.expected);
  }

  /** The page as it is now: a quiet console, no sideways scroll and, unless a tour covers it, the links whole. */
  async check(where: string, {underTour = false} = {}) {
    const at = `on ${where} at ${this.width} px`;
    expect(this.console.take(), `the console ${at}`).toEqual([]);
    expect(await sidewaysScroll(this.page), `sideways scroll ${at}`).toBe(0);
    if (underTour) await expectShownWhole(this.page.locator('.driver-popover'), `the tour's popover ${at}`);
    else await expectNavigationShownWhole(this.page, at);
    expect(this.console.take(), `the console ${at}, its links checked`).toEqual([]);
  }

  stop() {
    this.console.stop();
  }
}

/** Follows a link of the main navigation, from behind its menu button when the links do not fit. */
async function followMainLink(page: Page, name: string) {
  await openMainMenuIfFolded(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name, exact: true}).click();
}

/** Answers every question of a meanings run by its buttons: the first choice when the item is new, and the right
 * one (shown after a miss) when a missed item comes back, until the summary. */
async function practiseToTheEnd(page: Page) {
  const rightAnswer = new Map<string, string>();
  for (;;) {
    await expect(page.getByTestId('practice-feedback')).toHaveCount(0);
    await expect(page.locator('[data-item-key], [data-testid="practice-summary"]').first()).toBeVisible();
    if (await page.getByTestId('practice-summary').isVisible()) return;
    const key = (await page.locator('[data-item-key]').getAttribute('data-item-key'))!;
    const choices = await page.locator('.practice-choice > span').allTextContents();
    await page.keyboard.press(String(Math.max(choices.indexOf(rightAnswer.get(key) ?? ''), 0) + 1));
    await expect(page.getByTestId('practice-feedback')).toBeVisible();
    rightAnswer.set(key, (await page.locator('.practice-choice-right > span').textContent())!);
    await page.keyboard.press('Enter');
  }
}

for (const width of [375, 768, 1280]) {
  test(`at ${width} px a new learner's first hour has no console message, covered link, sideways scroll or stray navigation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width, height: 800});
    const walk = new Walk(page, width);
    const popover = page.locator('.driver-popover');

    // Signing up, with the getting-started tour still to take.
    await fromOwnAddress(page);
    await page.goto('/auth?mode=sign-up');
    await walk.wentTo('/auth?mode=sign-up');
    await expect(page.getByRole('button', {name: 'Create account'})).toBeVisible();
    await walk.check('the sign-up page');
    await page.getByLabel('Email').fill(uniqueEmail(`first-hour-${width}`));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', {name: 'Create account'}).click();
    await walk.wentTo('/dashboard');
    await expectConnected(page);

    // The tour, step by step across the pages it shows, and back to the dashboard at its end.
    for (const [index, step] of MAIN_TOUR.steps.entries()) {
      await expect(popover).toHaveAttribute('data-tour-step', String(index));
      await expect(popover.locator('.driver-popover-title')).toHaveText(step.title);
      await walk.check(`tour step ${index + 1}`, {underTour: true});
      const last = index === MAIN_TOUR.steps.length - 1;
      // The next step's page, or at the end the page the tour started on.
      const next = last
        ? new URL(page.url()).pathname === '/dashboard'
          ? null
          : '/dashboard'
        : routeToVisit(MAIN_TOUR, index + 1, new URL(page.url()).pathname);
      await popover.getByRole('button', {name: last ? 'Done' : 'Next'}).click();
      await walk.wentTo(...(next === null ? [] : next === '/learn' ? ['/learn', CHAPTER_0] : [next]));
    }
    await expect(popover).toHaveCount(0);
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await walk.check('the dashboard');

    // Chapter 1's path, from the chapter the learner is on.
    await followMainLink(page, 'Learn');
    await walk.wentTo('/learn', CHAPTER_0);
    await expect(page.getByTestId('learning-path')).toBeVisible();
    await walk.check('chapter 0');
    await page.getByRole('link', {name: /^Chapter 1:/}).click();
    await walk.wentTo(CHAPTER_1);
    await expect(page.getByTestId(`module-${PRACTICE_SET}`)).toBeVisible();
    await walk.check('chapter 1');

    // A short practice set, from its card.
    await page.getByTestId(`module-${PRACTICE_SET}`).getByRole('link').click();
    await walk.wentTo(`/practice/${PRACTICE_SET}`);
    await expect(page.locator('[data-item-key]')).toBeVisible();
    await walk.check('the practice set');
    await practiseToTheEnd(page);
    await walk.wentTo();
    await walk.check('the practice summary');

    // A review: two cards fall due (as they would after some days), and the learner answers one.
    const sql = e2eDatabase();
    try {
      await seedCards(sql, await currentUserID(page), [
        {key: '食べる', dueInDays: -1},
        {key: '飲む', dueInDays: -1},
      ]);
    } finally {
      await sql.end();
    }
    await expect(page.getByTestId('due-badge')).toHaveText('2');
    await page.getByTestId('review-nav-link').click();
    await walk.wentTo('/practice/review');
    await expect(page.getByTestId('review-card')).toBeVisible();
    await walk.check('the review');
    await answerCard(page, 3);
    await expect(page.getByTestId('due-badge')).toHaveText('1');
    await walk.wentTo();
    await walk.check('the review, a card answered');

    // A deck of their own, with a word in it.
    await followMainLink(page, 'Vocab');
    await walk.wentTo('/vocab');
    await expect(page.getByTestId('vocab-area')).toBeVisible();
    await walk.check('the vocabulary page');
    // With no deck yet, a narrow screen opens on the built-in decks (a wide one shows every area): the learner turns
    // to their own.
    const yourDecks = page.getByRole('tab', {name: 'Your decks'});
    if (await yourDecks.isVisible()) await yourDecks.click();
    const deckID = await createDeckHere(page, 'My first deck');
    await walk.wentTo(`/vocab?deck=${deckID}`);
    await walk.check('the new deck');
    await addWord(page, '猫', 'cat');
    await walk.wentTo();
    await walk.check('the deck with a word');
    walk.stop();
  });
}
