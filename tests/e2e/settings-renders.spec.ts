// What a settings change costs the page that makes it and the one that follows it (issue 25): it shows in the click's
// own turn, before the next frame and the push, and it re-renders only the section that shows it.
import {expect, test, type Browser, type Page, type TestInfo} from '@playwright/test';
import {chooseColorMode, expectConnected, expectTheme, newDevice, signIn, signUp, uniqueEmail} from './helpers.ts';

type Step = {what: 'click' | 'push' | 'theme' | 'frame' | 'cookie'; theme?: string};

declare global {
  interface Window {
    __steps?: Step[];
    __renders?: Record<string, number>;
    __whereRendered?: string[];
  }
}

/** An init script: records, in order, every click, Zero push sent, change of <html data-theme> (when its record is
 * delivered: after the task that made it), cookie written and animation frame. */
function recordSteps() {
  const steps: Step[] = (window.__steps = []);
  addEventListener('click', () => steps.push({what: 'click'}), true);
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document),
    set: (value: string) => {
      steps.push({what: 'cookie'});
      cookie.set!.call(document, value);
    },
  });
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.startsWith('["push"')) steps.push({what: 'push'});
    return send.call(this, data);
  };
  const frame = () => {
    steps.push({what: 'frame'});
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver(() => steps.push({what: 'theme', theme: document.documentElement.dataset.theme})).observe(
      document.documentElement,
      {attributes: true, attributeFilter: ['data-theme']},
    ),
  );
}

/** An init script: React's DevTools hook, which React calls after every commit, recording which components rendered.
 * A fiber rendered in a commit when it was not in the tree the commit before (React renders into the other copy of a
 * fiber) and has React's PerformedWork flag (1). Two records: `__renders` counts the commits in which the component
 * around each watched control rendered (by its test id); `__whereRendered` names, for every component that rendered,
 * where its output is: `color-mode` inside the colour-mode control, `nothing` when it renders no element, else the
 * test id around its output (or its tag), to name a component that should not have rendered. */
function recordRenders() {
  const renders: Record<string, number> = (window.__renders = {});
  const where: string[] = (window.__whereRendered = []);
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST_TAGS = new Set([5, 6]);
  let previous = new WeakSet<object>();
  type Fiber = {tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; stateNode: unknown};
  const outputOf = (fiber: Fiber): Node[] => {
    const nodes: Node[] = [];
    for (let child = fiber.child; child; child = child.sibling)
      if (HOST_TAGS.has(child.tag)) nodes.push(child.stateNode as Node);
      else nodes.push(...outputOf(child));
    return nodes;
  };
  const placeOf = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return 'detached';
    if (element.closest('[data-testid="color-mode"]')) return 'color-mode';
    const around = element.closest<HTMLElement>('[data-testid]');
    return around ? `in ${around.dataset.testid}` : `<${element.tagName.toLowerCase()} class="${element.className}">`;
  };
  (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_renderer: number, root: {current: Fiber}) => {
      const seen = new WeakSet<object>();
      const rendered = (fiber: Fiber) => Boolean(fiber.flags & 1) && !previous.has(fiber);
      const walk = (fiber: Fiber, component: Fiber | null) => {
        seen.add(fiber);
        const isComponent = COMPONENT_TAGS.has(fiber.tag);
        if (isComponent && rendered(fiber)) {
          const output = outputOf(fiber);
          where.push(output.length ? placeOf(output[0]!) : 'nothing');
        }
        const owner = isComponent ? fiber : component;
        const testId = fiber.stateNode instanceof HTMLElement ? fiber.stateNode.dataset.testid : undefined;
        if (testId && owner && rendered(owner)) renders[testId] = (renders[testId] ?? 0) + 1;
        for (let child = fiber.child; child; child = child.sibling) walk(child, owner);
      };
      walk(root.current, null);
      previous = seen;
    },
  };
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expectConnected(page);
  await expect(page.getByTestId('writing-cards-enabled')).toBeVisible();
  // The profile has loaded: before, a change goes to the settings cookie and shows at once (a fresh stack answers
  // the profile's query a moment after the page connects).
  await expect(page.locator('.page.settings')).toHaveAttribute('aria-busy', 'false');
}

/** The learner on /settings on this device and on another (whose page runs `record` first), after one change made
 * here has reached the other. */
async function onSettingsOnTwoDevices(page: Page, browser: Browser, testInfo: TestInfo, record: () => void) {
  const email = uniqueEmail('two-devices');
  await signUp(page, {email});
  await openSettings(page);
  const otherDevice = await newDevice(browser, testInfo);
  const other = await otherDevice.newPage();
  await other.addInitScript(record);
  await signIn(other, {email});
  await openSettings(other);
  await chooseColorMode(page, 'light');
  await expectTheme(other, 'light');
  return {otherDevice, other};
}

test('a colour-mode change shows before the next frame begins, and its push follows', async ({page}) => {
  await page.addInitScript(recordSteps);
  await signUp(page, {email: uniqueEmail('shown-first')});
  await openSettings(page);
  await chooseColorMode(page, 'light');
  await expectTheme(page, 'light');
  await expect.poll(() => page.evaluate(() => window.__steps!.some((step) => step.what === 'push'))).toBe(true);

  await page.evaluate(() => (window.__steps!.length = 0));
  await chooseColorMode(page, 'dark');
  await expectTheme(page, 'dark');
  await expect.poll(() => page.evaluate(() => window.__steps!.some((step) => step.what === 'push'))).toBe(true);
  const steps = await page.evaluate(() => window.__steps!);
  const clicked = steps.findIndex((step) => step.what === 'click');
  const pushed = steps.findIndex((step) => step.what === 'push');
  const shown = steps.findIndex((step) => step.what === 'theme' && step.theme === 'dark');
  expect(clicked).toBeGreaterThanOrEqual(0);
  expect(shown).toBeGreaterThan(clicked);
  expect(steps.slice(clicked, shown).filter((step) => step.what === 'frame').length, 'frames before it shows').toBe(0);
  expect(pushed).toBeGreaterThan(shown);
});

test('a colour-mode change re-renders the colour mode, not the sections that did not change', async ({
  page,
  context,
}) => {
  await page.addInitScript(recordRenders);
  await signUp(page, {email: uniqueEmail('renders')});
  await openSettings(page);
  const otherTab = await context.newPage();
  await otherTab.addInitScript(recordRenders);
  await openSettings(otherTab);
  await chooseColorMode(page, 'light');
  await expectTheme(otherTab, 'light');

  for (const tab of [page, otherTab])
    await tab.evaluate(() => {
      for (const testId of Object.keys(window.__renders!)) delete window.__renders![testId];
    });
  await chooseColorMode(page, 'dark');
  await expectTheme(otherTab, 'dark');
  // The tab that made it has its confirmation by then too.
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  for (const tab of [page, otherTab]) {
    const renders = await tab.evaluate(() => window.__renders!);
    expect(renders['color-mode-dark'], 'the colour mode rendered').toBeGreaterThan(0);
    for (const unchanged of ['writing-cards-enabled', 'conjugation-past', 'shuffle-answers', 'maximum-interval'])
      expect(renders[unchanged] ?? 0, `${unchanged} rendered`).toBe(0);
  }
});

test("a colour-mode change renders, on the learner's other device, only what shows the colour mode", async ({
  page,
  browser,
}, testInfo) => {
  const {otherDevice, other} = await onSettingsOnTwoDevices(page, browser, testInfo, recordRenders);
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  await other.evaluate(() => (window.__whereRendered!.length = 0));
  await chooseColorMode(page, 'dark');
  await expectTheme(other, 'dark');
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  const where = await other.evaluate(() => window.__whereRendered!);
  await otherDevice.close();
  expect(where, 'components rendered').toContain('color-mode');
  // Not the settings page, its sections or the shell around it: nothing that does not show the colour mode.
  expect(where.filter((each) => each !== 'color-mode' && each !== 'nothing')).toEqual([]);
  // Of what renders no element, only what follows the profile (ProfileSettingsSync) and applies it to the page
  // (SettingsOnDevice).
  expect(where.filter((each) => each === 'nothing').length, 'components that render no element').toBeLessThanOrEqual(2);
});

test("a colour-mode change from another device is shown before this device's cookies follow it", async ({
  page,
  browser,
}, testInfo) => {
  const {otherDevice, other} = await onSettingsOnTwoDevices(page, browser, testInfo, recordSteps);

  await other.evaluate(() => (window.__steps!.length = 0));
  await chooseColorMode(page, 'dark');
  await expectTheme(other, 'dark');
  // The cookies follow (the next visit paints with them).
  await expect.poll(() => other.evaluate(() => document.cookie)).toMatch(/color-mode=dark/);
  const steps = (await other.evaluate(() => window.__steps!)).filter((step) => step.what !== 'frame');
  await otherDevice.close();
  const shown = steps.findIndex((step) => step.what === 'theme' && step.theme === 'dark');
  const firstCookie = steps.findIndex((step) => step.what === 'cookie');
  expect(shown, 'the change shown').toBeGreaterThanOrEqual(0);
  expect(firstCookie, 'a cookie written in the task that showed the change').toBeGreaterThan(shown);
});

test("a settings change does not render the review links' due counts on the page that makes it", async ({page}) => {
  await page.addInitScript(recordRenders);
  await signUp(page, {email: uniqueEmail('renders-own')});
  await openSettings(page);
  await expect(page.getByTestId('review-nav-link').first()).toBeVisible();
  await chooseColorMode(page, 'light');
  await expectTheme(page, 'light');
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  await page.evaluate(() => (window.__whereRendered!.length = 0));
  await chooseColorMode(page, 'dark');
  await expectTheme(page, 'dark');
  // Until the server has confirmed it, and the write has left the outbox.
  await expect(page.getByTestId('pending-reviews')).toHaveCount(0);

  const where = await page.evaluate(() => window.__whereRendered!);
  expect(where, 'components rendered').toContain('color-mode');
  // The due counts follow review answers in the outbox, not every write.
  expect(where.filter((each) => each === 'in review-nav-link')).toEqual([]);
});
