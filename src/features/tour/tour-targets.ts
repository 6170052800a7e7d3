// The elements a tour points at, found on the page by their data-tour hooks: waited for a moment while the page's data
// loads, and followed as the page changes (the Tour button offers the page's tour once its elements are there).
import {useEffect, useState} from 'react';
import {tourCanStart} from './tours.ts';

/** How long a step waits for its element (data still loading) before it shows as a centred popover. */
const ELEMENT_WAIT_MS = 1000;
/** How long a page tour waits for all its elements before it does not start. */
const TARGETS_WAIT_MS = 3000;

function hookSelector(hook: string) {
  return `[data-tour="${hook}"]`;
}

/** The element of `hook` if it is drawn (the Learn link folded in the closed menu on a phone is not). */
export function drawnElement(hook: string): Element | null {
  const element = document.querySelector(hookSelector(hook));
  return element && element.getClientRects().length > 0 ? element : null;
}

const isPresent = (hook: string) => drawnElement(hook) !== null;

function waitFor<T>(find: () => T | null, waitMs: number, isCancelled: () => boolean): Promise<T | null> {
  return new Promise((resolve) => {
    const found = find();
    if (found !== null) return resolve(found);
    const deadline = Date.now() + waitMs;
    const poll = setInterval(() => {
      const value = find();
      if (value !== null || isCancelled() || Date.now() > deadline) {
        clearInterval(poll);
        resolve(value);
      }
    }, 50);
  });
}

export function waitForElement(hook: string | null, isCancelled: () => boolean): Promise<Element | null> {
  if (!hook) return Promise.resolve(null);
  return waitFor(() => drawnElement(hook), ELEMENT_WAIT_MS, isCancelled);
}

/** Whether `tourId` can start on the page the learner is on (`pathname()`, read as it changes), waiting a moment for
 * its elements. */
export async function waitUntilTourCanStart(tourId: string, pathname: () => string): Promise<boolean> {
  const ready = await waitFor(
    () => (tourCanStart(tourId, pathname(), isPresent) ? true : null),
    TARGETS_WAIT_MS,
    () => false,
  );
  return ready === true;
}

/** Calls `check` once the page's next frame has been painted, once for any number of changes before it: whether an
 * element is drawn is asked of the layout, and asked on each change while the page renders, it makes the browser lay
 * the page out there, again and again, besides the frame's own layout. Returns what a change calls, and a stop. */
function checkAfterNextFrame(check: () => void): {changed: () => void; stop: () => void} {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    changed: () => {
      if (frame !== undefined) return;
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          frame = undefined;
          check();
        });
      });
    },
    stop: () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}

/** Whether `tourId` can start on the page at `pathname` now, following the page as its elements come and go. */
export function useTourCanStart(tourId: string, pathname: string): boolean {
  const [canStart, setCanStart] = useState(() => tourCanStart(tourId, pathname, isPresent));
  useEffect(() => {
    const checks = checkAfterNextFrame(() => setCanStart(tourCanStart(tourId, pathname, isPresent)));
    checks.changed();
    const observer = new MutationObserver(checks.changed);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      checks.stop();
    };
  }, [tourId, pathname]);
  return canStart;
}
