// axe-core over the page as it is: its serious and critical violations, one line each. Not a spec itself.
// axe is put into each document once and run there as often as asked: @axe-core/playwright injected its 0.5 MB
// source again on every check (measured: 600 ms a check on an empty page, against 15 ms for axe.run itself).
import type {Page} from '@playwright/test';
import axe from 'axe-core';

type AxeWindow = Window & {axe?: typeof axe};

export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () =>
    (await (window as AxeWindow).axe!.run(document, {resultTypes: ['violations']})).violations.map(
      ({id, impact, nodes}) => ({id, impact, targets: nodes.map((node) => node.target.join(' '))}),
    ),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) at ${violation.targets.slice(0, 3).join(', ')}`);
}
