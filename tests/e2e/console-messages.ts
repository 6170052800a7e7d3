// What a page says in its console while a spec walks it: errors, warnings and uncaught exceptions, minus what blocking
// service workers in the specs causes. A message here is a defect a learner never sees (a policy the browser ignores,
// a failed request, a React warning) until it breaks something.
import type {ConsoleMessage, Page} from '@playwright/test';

// playwright.config.ts blocks service workers (they would answer requests the specs intercept): Playwright's
// stand-in for register() warns, and resolves to no registration at all, which vite-plugin-pwa's registerSW then
// reports through the app's onRegisterError. Neither happens in a browser; both are allowed, and only together.
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';
const OFFLINE_APP_NOT_INSTALLED = 'The offline app could not be installed';

/** The console errors and warnings of one page load, minus the two that blocking service workers causes. */
function unexpectedMessages(messages: readonly ConsoleMessage[]): string[] {
  const blocked = messages.some((message) => message.text() === PLAYWRIGHT_BLOCKED_WORKER);
  return messages
    .filter((message) => message.text() !== PLAYWRIGHT_BLOCKED_WORKER && !(blocked && message.text().startsWith(OFFLINE_APP_NOT_INSTALLED)))
    .map((message) => `${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : ''}`);
}

/** Runs `visit` while listening to the page's console; what it said that it should not have. */
export async function consoleDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const messages: ConsoleMessage[] = [];
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => ['error', 'warning'].includes(message.type()) && messages.push(message);
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return [...unexpectedMessages(messages), ...errors];
}
