// What the browser benchmarks do around their measuring: start their own stack and a Chromium, and whatever
// happens, print the machine after the figures (or the stack's last output after a failure) and stop both.
import type {Browser} from '@playwright/test';
import {startStack, type Stack} from '../tests/support/stack.ts';
import {launchChromium} from '../tests/support/chromium.ts';
import {machine} from './figures.ts';

type BenchOptions = {port: number; dataDir: string; launch?: () => Promise<Browser>};

/** Runs `measure` and exits the process: 0 when it printed its figures, 1 when it failed. */
export async function runBrowserBench(
  {port, dataDir, launch = launchChromium}: BenchOptions,
  measure: (parts: {stack: Stack; browser: Browser}) => Promise<void>,
): Promise<never> {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let exitCode = 0;
  try {
    const startedAt = performance.now();
    console.log(`Starting the stack on port ${port} (data in ${dataDir})…`);
    stack = await startStack({port, dataDir});
    console.log(`Stack ready in ${Math.round(performance.now() - startedAt)} ms.`);
    browser = await launch();
    await measure({stack, browser});
    console.log('');
    for (const line of machine(browser.version())) console.log(line);
  } catch (error) {
    console.error('The benchmark failed:', error);
    if (stack) console.error(`--- stack output (last 4000 characters) ---\n${stack.output().slice(-4000)}`);
    exitCode = 1;
  } finally {
    await browser?.close().catch((error: unknown) => console.error('closing Chromium failed', error));
    await stack?.stop().catch((error: unknown) => console.error('stopping the stack failed', error));
  }
  process.exit(exitCode);
}
