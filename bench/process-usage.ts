// Memory and CPU time of process trees, read from /proc: what bench:load prints for each part of a stack (the
// product's and Zero's floor's).
import fs from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat's CPU times (USER_HZ). */
const TICKS_PER_SECOND = 100;

type ProcessInfo = {ppid: number; rssKB: number; cpuTicks: number; command: string};

/** Every process and its parent, from /proc. */
function processTable(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      // Proportional set size: memory shared between processes (Postgres's shared buffers) is counted once overall.
      const rollup = fs.readFileSync(`/proc/${name}/smaps_rollup`, 'utf8');
      const rssKB = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? /^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // utime, stime, cutime and cstime, fields 14 to 17 of /proc/<pid>/stat (counted after the command name in
      // parentheses). The last two hold the time of children that have exited (Postgres's backends), which would
      // otherwise drop out of the sum when they end.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      table.set(Number(name), {ppid, rssKB, cpuTicks, command});
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

export type Usage = {memoryMB: number; cpuSeconds: number};

/** The usage of each part of a stack: `partOf` names the part a child of `root` (with all its descendants) belongs
 * to, or null to leave it out; `rootPart` counts the root process itself (not its children) as that part. */
export function partsUsage<Part extends string>(
  root: number,
  partOf: (command: string) => Part | null,
  rootPart?: Part,
): Map<Part, Usage> {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, {ppid}] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const treeSum = (pid: number, of: 'rssKB' | 'cpuTicks'): number =>
    (table.get(pid)?.[of] ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + treeSum(child, of), 0);
  const usage = new Map<Part, Usage>();
  const add = (part: Part, memoryKB: number, ticks: number) => {
    const sum = usage.get(part) ?? {memoryMB: 0, cpuSeconds: 0};
    usage.set(part, {memoryMB: sum.memoryMB + memoryKB / 1024, cpuSeconds: sum.cpuSeconds + ticks / TICKS_PER_SECOND});
  };
  if (rootPart && table.has(root)) add(rootPart, table.get(root)!.rssKB, table.get(root)!.cpuTicks);
  for (const child of children.get(root) ?? []) {
    const part = partOf(table.get(child)!.command);
    if (part) add(part, treeSum(child, 'rssKB'), treeSum(child, 'cpuTicks'));
  }
  return usage;
}

/** The parts bench:load prints for every stack. */
export type StackPart = 'web server' | 'zero-cache' | 'postgres';
export const STACK_PARTS: readonly StackPart[] = ['web server', 'zero-cache', 'postgres'];

/** Each part's memory or CPU time, 0 for a part that has no process. */
export function byPart(usage: Map<StackPart, Usage>, of: keyof Usage): Record<StackPart, number> {
  return Object.fromEntries(STACK_PARTS.map((part) => [part, usage.get(part)?.[of] ?? 0])) as Record<StackPart, number>;
}

type StackUsage = {memoryMB: Record<StackPart, number>; cpuSeconds: Record<StackPart, number>};

function stackUsage(usage: Map<StackPart, Usage>): StackUsage {
  return {memoryMB: byPart(usage, 'memoryMB'), cpuSeconds: byPart(usage, 'cpuSeconds')};
}

/** Memory (PSS, MB) and CPU time so far (s) of the product's parts: each child of its orchestrator with all its
 * descendants. */
export function productStackUsage(orchestrator: number): StackUsage {
  return stackUsage(
    partsUsage<StackPart>(orchestrator, (command) =>
      command.includes('web-server-main')
        ? 'web server'
        : command.includes('@rocicorp/zero')
          ? 'zero-cache'
          : command.includes('postgres')
            ? 'postgres'
            : null,
    ),
  );
}

/** The same of Zero's floor (bench/zero-floor/floor-server.ts), whose own process is its web server. */
export function floorStackUsage(floorServer: number): StackUsage {
  return stackUsage(
    partsUsage<StackPart>(
      floorServer,
      (command) =>
        command.includes('@rocicorp/zero') ? 'zero-cache' : command.includes('postgres') ? 'postgres' : null,
      'web server',
    ),
  );
}

/** CPU time so far (s) of the Chromium this process drives: every page of a browser benchmark. */
export function browserCPUSeconds(): number {
  return (
    partsUsage(process.pid, (command) => (/chrom/i.test(command) ? 'browser' : null)).get('browser')?.cpuSeconds ?? 0
  );
}

/** This process's CPU time so far, in seconds: the benchmark's own clients. */
export function ownCPUSeconds() {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds spent by each part between two readings. */
export function cpuSpent<Key extends string>(
  before: Record<Key, number>,
  after: Record<Key, number>,
): Record<Key, number> {
  return Object.fromEntries(
    Object.entries<number>(after).map(([key, seconds]) => [key, seconds - before[key as Key]]),
  ) as Record<Key, number>;
}
