// axe-core over the page as it is: its serious and critical violations, one line each. Not a spec itself.
// Legacy mode runs axe.run in the page itself: the app has no frames, and the default's finishing run in a new blank
// page cost a page and a second injection per check.
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export async function seriousViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']}).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}
