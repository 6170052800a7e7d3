// The whole product as `npm start` runs it, with handles to hurt it: the pids its orchestrator logs, and waits for
// the orchestrator to say a part is back. Not a spec itself.
import {startStack, type Stack} from '../support/stack.ts';

export type Part = 'postgres' | 'web server' | 'zero-cache';

export type FaultStack = Stack & {
  /** The part's current pid, from the orchestrator's log ("… ready on port N (pid P" or "… is back (pid P)"). */
  pid: (part: Part) => number;
  /** Resolves once the orchestrator logged the part back after the `nth` time it went down. */
  back: (part: Part, after: number) => Promise<void>;
  /** How often the orchestrator has logged the part back so far. */
  restarts: (part: Part) => number;
};

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function startFaultStack(port: number, dataDir: string): Promise<FaultStack> {
  const stack = await startStack({port, dataDir});
  const pid = (part: Part) => {
    const pattern = new RegExp(
      `${escapeRegExp(part)} (?:ready on port \\d+ |listening on port \\d+ |is back )\\(pid (\\d+)`,
      'g',
    );
    const last = [...stack.output().matchAll(pattern)].at(-1);
    if (!last) throw new Error(`no pid of ${part} in the orchestrator's log`);
    return Number(last[1]);
  };
  const restarts = (part: Part) =>
    [...stack.output().matchAll(new RegExp(`${escapeRegExp(part)} is back \\(pid`, 'g'))].length;
  const back = async (part: Part, after: number) => {
    const deadline = Date.now() + 180_000;
    while (restarts(part) < after) {
      if (Date.now() > deadline) throw new Error(`${part} did not come back:\n${stack.output().slice(-3000)}`);
      if (stack.process.exitCode !== null) throw new Error(`the stack exited:\n${stack.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {...stack, pid, back, restarts};
}
