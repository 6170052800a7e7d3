// Work that must happen but need not hold up the frame that answers the learner (sending a write: Zero's optimistic
// run, the outbox's bookkeeping and what re-renders on them take longer than a frame): it runs once the next frame
// has been painted, or at once when the page is being hidden or closed before that, so that none of it is lost.
const waiting = new Set<() => void>();

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
    task();
  };
  waiting.add(run);
  requestAnimationFrame(() => setTimeout(run));
}
