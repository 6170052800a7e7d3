// Work that must happen but need not hold up the frame that answers the learner (sending a write: Zero's optimistic
// run, the outbox's bookkeeping and what re-renders on them take longer than a frame): it runs once the next frame
// has been painted, or at once when the page is being hidden or closed before that, so that none of it is lost.
const waiting = new Set<() => void>();

/** The longest a task waits for a frame. A page in front paints its next frame within 17 ms at 60 Hz (33 ms at
 * 30 Hz), so there the frame comes first; a window behind another, occluded or throttled paints late or never while
 * still counting as visible, and its write must not wait for that: 50 ms is under a glance, and a few frames' time
 * for a page that is merely slow to paint. */
export const LONGEST_WAIT_MS = 50;

function runAll() {
  for (const run of [...waiting]) run();
}

if (typeof window !== 'undefined') {
  addEventListener('pagehide', runAll);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && runAll());
}

export function afterNextPaint(task: () => void) {
  // A hidden page paints no frames.
  if (document.visibilityState === 'hidden') return task();
  const run = () => {
    if (!waiting.delete(run)) return;
    clearTimeout(longest);
    task();
  };
  waiting.add(run);
  requestAnimationFrame(() => setTimeout(run));
  const longest = setTimeout(run, LONGEST_WAIT_MS);
}
