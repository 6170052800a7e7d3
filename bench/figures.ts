// What the benchmarks print: percentiles of their samples and the machine they ran on.
import os from 'node:os';

/** Milliseconds as the benchmarks print them: one decimal. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function machine(chromiumVersion: string): string[] {
  const cpus = os.cpus();
  return [
    `CPU:       ${cpus[0]?.model ?? 'unknown'} (${cpus.length} logical CPUs)`,
    `Memory:    ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `OS:        ${os.type()} ${os.release()} (${os.arch()})`,
    `Node:      ${process.version}`,
    `Chromium:  ${chromiumVersion}`,
  ];
}

/** For input → painted: in which frame after the input the change was painted (1: the very next one), counted with
 * requestAnimationFrame. The time also holds the wait for that frame to begin, up to one refresh interval. */
export function framesLine(label: string, frames: number[]): string {
  const sorted = frames.toSorted((a, b) => a - b);
  const next = frames.filter((count) => count === 1).length;
  const share = ((100 * next) / frames.length).toFixed(1);
  const p95 = percentile(sorted, 95);
  return `  ${label.padEnd(58)} in the next frame: ${next} of ${frames.length} (${share}%), p95 frame ${p95}, max ${sorted.at(-1)}  (target p95 within one frame: ${p95 === 1 ? 'met' : 'missed'})`;
}

/** For scrolling: the intervals between animation frames. Their timestamps wobble around the refresh interval
 * (16.6–16.8 ms at 60 Hz), so a frame counts as dropped only when its interval is over one and a half refresh
 * intervals (the median interval). */
export function droppedFramesLine(label: string, intervals: number[]): string {
  const refresh = percentile(
    intervals.toSorted((a, b) => a - b),
    50,
  );
  const dropped = intervals.filter((interval) => interval > 1.5 * refresh).length;
  const share = ((100 * dropped) / intervals.length).toFixed(1);
  return `  ${label.padEnd(58)} frames dropped: ${dropped} of ${intervals.length} (${share}%, refresh ${refresh.toFixed(1)} ms)  (target p95 within one frame: ${dropped <= intervals.length * 0.05 ? 'met' : 'missed'})`;
}
