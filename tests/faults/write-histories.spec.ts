// `npm run test:faults`: 1,000 generated write histories (tests/support/write-histories.ts says what each is and what
// is checked) against a stack of their own, in lanes side by side. A history that breaks a rule is shrunk by fast-check
// to the smallest one that still does, and printed with what it broke; the run prints a table of histories, writes,
// faults of each kind and violations.
import {expect, test} from '@playwright/test';
import fc from 'fast-check';
import {startStack, type Stack} from '../support/stack.ts';
import {historyArb, statsTable, writeHistories, type History, type Lane} from '../support/write-histories.ts';
import {FAULT_PORT} from '../../playwright.faults.config.ts';

const HISTORIES = Number(process.env.WRITE_HISTORIES ?? 1000);
/** Side by side, but few: the histories cost the same CPU however many lanes play them, and CI runs them beside `npm
 * test` on two cores, where a heavier load makes timing-sensitive tests there slower. */
const LANES = Number(process.env.WRITE_HISTORY_LANES ?? 3);
const SEED = Number(process.env.WRITE_HISTORY_SEED ?? Math.floor(Math.random() * 2 ** 31));

test(`${HISTORIES} generated write histories: each write once, in its device's order, never silently over a newer value`, async () => {
  test.setTimeout(30 * 60_000);
  let stack: Stack | undefined;
  let histories: ReturnType<typeof writeHistories> | undefined;
  try {
    stack = await startStack({port: FAULT_PORT + 10, dataDir: '.data-histories'});
    histories = writeHistories({baseURL: stack.baseURL, databaseURL: stack.databaseURL});
    const lanes = await histories.setUp(LANES);
    const planned = fc.sample(historyArb, {seed: SEED, numRuns: HISTORIES});
    const failures: {history: History; violations: string[]}[] = [];
    let next = 0;
    // Each lane plays the next history as soon as its last one is checked.
    const play = async (lane: Lane) => {
      while (next < planned.length && !failures.length) {
        const history = planned[next++]!;
        const violations = await histories!.run(lane, history);
        if (violations.length) failures.push({history, violations});
      }
    };
    await Promise.all(lanes.map(play));
    console.log(`write histories (seed ${SEED}):\n${statsTable(histories.stats)}`);
    if (failures.length) {
      const [first] = failures as [{history: History; violations: string[]}];
      // The smallest history that still breaks a rule, played in one lane at a time.
      let last: string[] = [];
      const shrunk = await fc.check(
        fc.asyncProperty(historyArb, async (history) => {
          last = await histories!.run(lanes[0]!, history);
          return last.length === 0;
        }),
        {examples: [[first.history]], numRuns: 1},
      );
      const counterexample = shrunk.counterexample?.[0];
      const shown = counterexample
        ? {history: counterexample, violations: await histories.run(lanes[0]!, counterexample)}
        : first;
      throw new Error(
        `a history broke the rules (seed ${SEED})${counterexample ? ', shrunk' : ', and did not again when played alone'}:\n` +
          `${JSON.stringify(shown.history)}\n${(shown.violations.length ? shown.violations : first.violations).join('\n')}`,
      );
    }
    expect(histories.stats.histories).toBeGreaterThanOrEqual(HISTORIES);
    expect(histories.stats.violations).toBe(0);
  } finally {
    await histories?.close();
    await stack?.stop();
  }
});
