// Starts the whole product (`node server/start.ts`: Postgres, migrations, web server, zero-cache) on its own ports
// and data folder, for integration tests and benchmarks. Stops it with SIGTERM, as Ctrl-C would.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

export type Stack = {
  baseURL: string;
  port: number;
  databaseURL: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

export function stackPorts(port: number) {
  return {port, zeroPort: port + 1848, pgPort: port + 21340};
}

// Vitest puts Vite's variables (NODE_ENV=test, BASE_URL, MODE …) into the environment; the product runs as a
// learner would start it, without them.
const TEST_RUNNER_VARIABLES = /^(NODE_ENV|BASE_URL|MODE|DEV|PROD|SSR|VITEST.*|TEST)$/;

export function productEnvironment() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUNNER_VARIABLES.test(name)));
}

type StackOptions = {port: number; dataDir: string; fresh?: boolean; args?: string[]; env?: Record<string, string>};

export async function startStack({port, dataDir, fresh = true, args = [], env = {}}: StackOptions): Promise<Stack> {
  const ports = stackPorts(port);
  let output = '';
  const child = spawn(process.execPath, ['server/start.ts', ...args], {
    cwd: ROOT,
    env: {
      ...productEnvironment(),
      PORT: String(port),
      DATA_DIR: dataDir,
      FRESH: fresh ? '1' : '0',
      ZERO_LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // If this process ends without stopping the stack (a crash, an uncaught error), do not leave it running.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  void exited.then(() => process.off('exit', stopOnExit));
  const deadline = Date.now() + 240_000;
  while (!/is ready in/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the stack exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await exited;
      throw new Error(`the stack did not start within 240 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseURL: `http://localhost:${port}`,
    port,
    databaseURL: `postgres://postgres:postgres@127.0.0.1:${ports.pgPort}/genki`,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
