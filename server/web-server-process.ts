// The orchestrator's side of server/web-server-main.ts: spawns the web server, lets it listen once `mayListen`
// resolves (the database is migrated), and stops it with SIGTERM as a deploy would.
import path from 'node:path';
import {spawn} from 'node:child_process';
import {ROOT} from './config.ts';
import type {Running} from './supervisor.ts';

type Message = {type: 'loaded' | 'listening'};

export function startWebServerProcess({
  dev,
  mayListen,
  env = {},
}: {
  dev: boolean;
  mayListen: Promise<void>;
  env?: Record<string, string>;
}): Promise<Running> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/web-server-main.ts'), ...(dev ? ['--dev'] : [])], {
    cwd: ROOT,
    detached: true, // own process group: stopped in order by the orchestrator, not by the terminal's Ctrl-C
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {...process.env, ...env},
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  return new Promise<Running>((resolve, reject) => {
    child.on('message', (message: Message) => {
      if (message.type === 'loaded') void mayListen.then(() => child.connected && child.send({type: 'listen'}));
      if (message.type === 'listening') resolve({process: child, stop});
    });
    void exited.then(() =>
      reject(new Error(`the web server exited during start-up (${child.signalCode ?? `code ${child.exitCode}`})`)),
    );
  });
}
