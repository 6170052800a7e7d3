// Zero sends a write from its push loop, which waits a timer (setTimeout 0) after it has applied the write here;
// whatever renders before that timer fires holds the push up. So a settings change is shown once Zero has applied it
// and that timer has had its turn: a timer set from a timer set after it runs after it. A frame that comes first
// shows the change before its paint, so that the learner sees it in the next frame at the latest.

/** Runs `task` once Zero has applied a write (`applied`) and its push loop has had its turn, or before the next
 * frame, whichever comes first; at once on a hidden page (it paints no frames, and its timers are slowed). */
export function afterPushTurn(applied: Promise<unknown>, task: () => void) {
  if (document.visibilityState === 'hidden') return task();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    task();
  };
  const frame = requestAnimationFrame(run);
  void applied.finally(() => setTimeout(() => setTimeout(run)));
}
