// Keeps one child process of `npm start` running: when it dies (a crash, an out-of-memory kill, a database that
// restarted under it), what it left behind is killed and it is started again, after a backoff that grows while it
// keeps dying and resets once it has stayed up for a while. The app stays up meanwhile: the client keeps working
// from its local store and its outbox, and reconnects by itself.
import fs from 'node:fs';
import type {ChildProcess} from 'node:child_process';

export type Running = {process: ChildProcess; stop: () => Promise<void>};
export type Supervised = {
  /** The running instance, or undefined while it is down. */
  current: () => Running | undefined;
  /** Stops it for good (the orchestrator is shutting down). */
  stop: () => Promise<void>;
  /** Stops it and starts it again at once (e.g. a new version of the web server). */
  restart: (why: string) => Promise<void>;
};

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 30_000;
/** Up this long, it counts as healthy again: the next death restarts it after the shortest delay. */
const HEALTHY_AFTER_MS = 60_000;

/** The wait before restart number `attempt` (1, 2, …): 250 ms doubling to 30 s. */
export function restartDelay(attempt: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/** The variable that marks every process of one run of a child, its own children included. */
export const SUPERVISED_MARK = 'GENKI_SUPERVISED_RUN';

function processesMarked(mark: string): number[] {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return []; // no /proc: only the process group is cleaned up
  }
  const needle = `${SUPERVISED_MARK}=${mark}\0`;
  return pids.flatMap((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(needle) ? [Number(pid)] : [];
    } catch {
      return []; // gone, or not ours to read
    }
  });
}

/** Kills what is left of one run of a child: its process group (a postmaster's backends) and every process that
 * carries its mark, wherever it went (zero-cache forks each worker into a process group of its own, and they outlive
 * a killed parent, holding its ports). */
export function killLeftovers(child: ChildProcess | undefined, mark: string) {
  const pids = new Set(processesMarked(mark));
  if (child?.pid !== undefined) pids.add(-child.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function describeExit(child: ChildProcess): string {
  return child.signalCode ?? `code ${child.exitCode}`;
}

/**
 * Starts `name` with `start` (which resolves once it serves) and keeps it running. Resolves once the first start
 * succeeded; a first start that fails rejects, as the app cannot come up without it.
 */
export async function supervise(
  name: string,
  start: (env: Record<string, string>) => Promise<Running>,
  log: (line: string) => void,
): Promise<Supervised> {
  let instance: Running | undefined;
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let healthy: ReturnType<typeof setTimeout> | undefined;
  let runs = 0;

  /** Starts one run, marked so that whatever it leaves behind can be found. */
  const startMarked = async (): Promise<Running & {mark: string}> => {
    const mark = `${process.pid}-${++runs}-${name.replaceAll(/\W+/g, '-')}`;
    try {
      return {...(await start({[SUPERVISED_MARK]: mark})), mark};
    } catch (error) {
      killLeftovers(undefined, mark);
      throw error;
    }
  };

  const watch = (running: Running & {mark: string}) => {
    instance = running;
    clearTimeout(healthy);
    healthy = setTimeout(() => (attempt = 0), HEALTHY_AFTER_MS);
    healthy.unref();
    running.process.once('exit', () => {
      killLeftovers(running.process, running.mark);
      if (instance !== running) return; // stopped or restarted on purpose
      instance = undefined;
      clearTimeout(healthy);
      if (stopped) return;
      scheduleRestart(`${name} exited (${describeExit(running.process)})`);
    });
  };

  const scheduleRestart = (why: string) => {
    const delay = restartDelay(++attempt);
    log(`${why}; restarting it in ${delay} ms (restart ${attempt})`);
    timer = setTimeout(() => void startAgain(), delay);
  };

  const startAgain = async () => {
    if (stopped) return;
    try {
      const running = await startMarked();
      if (stopped) {
        await running.stop();
        return;
      }
      watch(running);
      log(`${name} is back (pid ${running.process.pid})`);
    } catch (error) {
      if (stopped) return;
      scheduleRestart(
        `${name} did not start again (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      );
    }
  };

  watch(await startMarked());
  return {
    current: () => instance,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(healthy);
      const running = instance;
      instance = undefined;
      await running?.stop();
    },
    restart: (why) => {
      restarting ??= (async () => {
        const running = instance;
        instance = undefined;
        log(`restarting ${name} (${why})`);
        clearTimeout(timer);
        await running?.stop();
        attempt = 0;
        await startAgain();
      })().finally(() => (restarting = undefined));
      return restarting;
    },
  };
}
