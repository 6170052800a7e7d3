// Accessibility and layout on every route: no serious or critical axe violations signed out and signed in, in light
// and dark mode; at 375 px wide no page scrolls sideways; every route has a title and a meta description.
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {e2eDatabase, signUpInContext} from './helpers.ts';
import {seedCards} from './review-helpers.ts';

const ROUTES = [
  '/', '/auth', '/kanji-test', '/pricing', '/dashboard', '/settings', '/review', '/guides', '/guides/srs', '/guides/comparison',
  '/grammar-notes', '/additional-resources', '/additional-resources/kanji-practice-sheet', '/lessons', '/lessons/hiragana',
  '/learn/genki_1/chapter-0', '/practice/review', '/practice/genki_1_ch0_greetings', '/practice/hiragana-quiz', '/credits',
  '/external-resources/japanese-ammo-first-sounds', '/no/such/page',
];

type Pass = {signedIn: boolean; scheme: 'light' | 'dark'; width: number};
// Each route in both modes, both states and both widths, in four passes.
const PASSES: Pass[] = [
  {signedIn: false, scheme: 'light', width: 1280},
  {signedIn: false, scheme: 'dark', width: 375},
  {signedIn: true, scheme: 'light', width: 375},
  {signedIn: true, scheme: 'dark', width: 1280},
];

async function problemsOn(page: Page, route: string, width: number): Promise<string[]> {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Figures and lists that load after the page (dashboard statistics, catalogue data) are part of what is checked.
  await page.waitForLoadState('networkidle');
  const {violations} = await new AxeBuilder({page}).analyze();
  const problems = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${route}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  if (width <= 375) {
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (sideways > 0) problems.push(`${route}: scrolls sideways by ${sideways} px at ${width} px`);
  }
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  if (!description) problems.push(`${route}: no meta description`);
  if (!(await page.title())) problems.push(`${route}: no title`);
  return problems;
}

for (const pass of PASSES) {
  test(`${pass.signedIn ? 'signed in' : 'signed out'}, ${pass.scheme}, ${pass.width} px: no serious violations on any route`, async ({browser}, testInfo) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({baseURL: testInfo.project.use.baseURL, colorScheme: pass.scheme, viewport: {width: pass.width, height: 800}});
    try {
      if (pass.signedIn) {
        const learner = await signUpInContext(context, `a11y-${pass.scheme}`);
        // A learner with history, so the dashboard draws its charts and heatmap.
        const sql = e2eDatabase();
        try {
          const cards = await seedCards(sql, learner.id, [{key: '食べる', dueInDays: -1}, {key: '水', type: 'kanji', dueInDays: 3}]);
          for (const [index, card] of cards.entries()) {
            await sql`insert into fsrs_review_logs (id, card_id, user_id, rating, state, review_log, reviewed_at)
              values (${crypto.randomUUID()}, ${card.id}, ${learner.id}, ${index + 2}, 2, '{}', now() - ${`${index} days`}::interval)`;
          }
        } finally {
          await sql.end();
        }
      }
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of ROUTES) problems.push(...await problemsOn(page, route, pass.width));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
