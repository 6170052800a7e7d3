import {useEffect, useState} from 'react';

/** The current time, refreshed every `intervalMs`, and at `wakeAt` when that comes sooner (a card coming due).
 * Due cards are picked by this clock on the client, so the Zero query never changes while the time passes. */
export function useClock(intervalMs: number, wakeAt?: number | null): number {
  const [now, setNow] = useState(Date.now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick (a new now) sets the next timer.
  useEffect(() => {
    const untilWake = wakeAt == null ? Infinity : Math.max(0, wakeAt - Date.now()) + 50;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(intervalMs, untilWake));
    return () => clearTimeout(timer);
  }, [now, intervalMs, wakeAt]);
  return now;
}
