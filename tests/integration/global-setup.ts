// One real stack (embedded Postgres, migrations, web server, zero-cache) for every integration test file.
import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStack, type Stack} from '../support/stack.ts';
import {startKeyedServicesStandIn, type KeyedServicesStandIn} from '../support/service-stand-ins.ts';

// TEST_PORT_OFFSET lets two checkouts run their suites side by side.
export const INTEGRATION_PORT = 3200 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const DATA_DIR = '.data-integration';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseURL: string;
    serverLogFile: string;
    /** The WaniKani and jpdb stand-in the stack's server calls (tests/support/service-stand-ins.ts). */
    servicesStandInURL: string;
  }
}

let stack: Stack | undefined;
let services: KeyedServicesStandIn | undefined;

export async function setup(project: TestProject) {
  services = await startKeyedServicesStandIn(INTEGRATION_PORT + 70);
  // A short lock timeout, so that write-integrity.test.ts can make a write time out on a lock it holds.
  stack = await startStack({
    port: INTEGRATION_PORT,
    dataDir: DATA_DIR,
    env: {
      DB_LOCK_TIMEOUT_MS: '5000',
      WANIKANI_API_URL: services.wanikaniURL,
      JPDB_API_URL: services.jpdbURL,
    },
  });
  const serverLogFile = path.resolve(DATA_DIR, 'server-output.log');
  // Tests read what the server printed (password-reset emails go to its log without SMTP).
  fs.writeFileSync(serverLogFile, stack.output());
  const append = (chunk: Buffer) => fs.appendFileSync(serverLogFile, chunk);
  stack.process.stdout!.on('data', append);
  stack.process.stderr!.on('data', append);
  project.provide('baseURL', stack.baseURL);
  project.provide('databaseURL', stack.databaseURL);
  project.provide('serverLogFile', serverLogFile);
  project.provide('servicesStandInURL', services.url);
}

export async function teardown() {
  await stack?.stop();
  await services?.stop();
}
