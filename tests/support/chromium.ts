// Which Chromium the end-to-end tests and the benchmarks drive, chosen once for all of them:
//  1. CHROMIUM_PATH, when it names an existing file;
//  2. a system Chromium (Debian's /usr/bin/chromium), unless CHROMIUM_SKIP_SYSTEM=1;
//  3. otherwise @sparticuz/chromium, a Chromium build that comes with `npm ci` (unpacked to the temp folder once).
// `npx playwright install` downloads browsers, which a machine that only reaches the npm registry cannot do.
import fs from 'node:fs';
import {chromium, type Browser} from '@playwright/test';

export type ChromiumChoice = {executablePath: string; args: string[]; source: string};

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

// What every launch needs as root with no network: no sandbox, no GPU, nothing that calls home.
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Of @sparticuz/chromium's own flags (made for AWS Lambda) we keep what its build needs to start here; its
// --single-process and --disable-web-security would change what the tests observe, and its --no-zygote starts
// every renderer from scratch (the same 11 tests: 44 s of Chromium CPU with it, 35 s without).
const NPM_CHROMIUM_ARGS = ['--disable-setuid-sandbox', '--font-render-hinting=none'];

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

export async function chooseChromium(env = process.env): Promise<ChromiumChoice> {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (isFile(configured)) return {executablePath: configured, args: COMMON_ARGS, source: 'CHROMIUM_PATH'};
    console.warn(`CHROMIUM_PATH=${configured} does not exist; looking for another Chromium`);
  }
  if (env.CHROMIUM_SKIP_SYSTEM !== '1') {
    const system = SYSTEM_CHROMIUMS.find(isFile);
    if (system) return {executablePath: system, args: COMMON_ARGS, source: 'system'};
  }
  const {default: npmChromium} = await import('@sparticuz/chromium');
  return {
    executablePath: await npmChromium.executablePath(),
    args: [...COMMON_ARGS, ...NPM_CHROMIUM_ARGS],
    source: '@sparticuz/chromium',
  };
}

/** Launches the chosen Chromium headless, for scripts that drive it without Playwright's test runner. */
export async function launchChromium(): Promise<Browser> {
  const {executablePath, args} = await chooseChromium();
  return chromium.launch({executablePath, args, headless: true});
}
