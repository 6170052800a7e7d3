// One real stack (embedded Postgres, migrations, web server, zero-cache) for every integration test file.
import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStack, type Stack} from '../support/stack.ts';

// TEST_PORT_OFFSET lets two checkouts run their suites side by side.
export const INTEGRATION_PORT = 3200 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const DATA_DIR = '.data-integration';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseURL: string;
    serverLogFile: string;
  }
}

let stack: Stack | undefined;

export async function setup(project: TestProject) {
  // A short lock timeout, so that write-integrity.test.ts can make a write time out on a lock it holds.
  stack = await startStack({port: INTEGRATION_PORT, dataDir: DATA_DIR, env: {DB_LOCK_TIMEOUT_MS: '5000'}});
  const serverLogFile = path.resolve(DATA_DIR, 'server-output.log');
  // Tests read what the server printed (password-reset emails go to its log without SMTP).
  fs.writeFileSync(serverLogFile, stack.output());
  const append = (chunk: Buffer) => fs.appendFileSync(serverLogFile, chunk);
  stack.process.stdout!.on('data', append);
  stack.process.stderr!.on('data', append);
  project.provide('baseURL', stack.baseURL);
  project.provide('databaseURL', stack.databaseURL);
  project.provide('serverLogFile', serverLogFile);
}

export async function teardown() {
  await stack?.stop();
}
