// What a page says in its console while a spec walks it: errors, warnings and uncaught exceptions, minus what blocking
// service workers in the specs causes. A message here is a defect a learner never sees (a policy the browser ignores,
// a failed request, a React warning) until it breaks something.
import type {ConsoleMessage, Page} from '@playwright/test';

// playwright.config.ts blocks service workers (they would answer requests the specs intercept): Playwright's
// stand-in for register() warns, and resolves to no registration at all, which vite-plugin-pwa's registerSW then
// reports through the app's onRegisterError. Neither happens in a browser; both are allowed, and only together.
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';
const OFFLINE_APP_NOT_INSTALLED = 'The offline app could not be installed';

/** Listens to the page's console from now on: `take` gives what it said that it should not have since the last
 * `take`, `stop` stops listening. (A blocked worker's warning allows the offline-app error from then on: each page
 * load says both, and a walk across loads may take them apart.) */
export function listenToConsole(page: Page): {take: () => string[]; stop: () => void} {
  let blocked = false;
  let said: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text() === PLAYWRIGHT_BLOCKED_WORKER) blocked = true;
    else if (!(blocked && message.text().startsWith(OFFLINE_APP_NOT_INSTALLED))) said.push(messageLine(message));
  };
  const onPageError = (error: Error) => said.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    take: () => {
      const taken = said;
      said = [];
      return taken;
    },
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

const messageLine = (message: ConsoleMessage) =>
  `${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : ''}`;

/** Runs `visit` while listening to the page's console; what it said that it should not have. */
export async function consoleDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const listening = listenToConsole(page);
  try {
    await visit();
  } finally {
    listening.stop();
  }
  return listening.take();
}
