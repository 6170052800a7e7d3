// For the benchmarks' breakdowns: every Zero protocol message a page sends (push) and receives (poke…), timestamped
// on the machine's clock (performance.timeOrigin + performance.now()), so that stages can be timed across pages.

import type {Page} from '@playwright/test';

export type ZeroFrame = {dir: 'out' | 'in'; type: string; at: number};

declare global {
  interface Window {
    __zeroFrames?: ZeroFrame[];
  }
}

/** An init script: wraps WebSocket before the app opens one. */
export function logZeroFrames() {
  const now = () => performance.timeOrigin + performance.now();
  const frames: ZeroFrame[] = (window.__zeroFrames = []);
  const typeOf = (data: unknown) => (typeof data === 'string' ? (/^\["([A-Za-z]+)"/.exec(data)?.[1] ?? '?') : 'binary');
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      // Registered before Zero's own listener, so it runs first.
      this.addEventListener('message', (event) => frames.push({dir: 'in', type: typeOf(event.data), at: now()}));
    }
    override send(data: Parameters<WebSocket['send']>[0]) {
      frames.push({dir: 'out', type: typeOf(data), at: now()});
      super.send(data);
    }
  };
}

/** The first push a page sent at or after `from`. */
export function pushAfter(frames: ZeroFrame[], from: number) {
  return frames.find((frame) => frame.dir === 'out' && frame.type === 'push' && frame.at >= from);
}

/** The last poke a page finished receiving at or before `until` (the one that brought what it then showed). */
export function pokeBefore(frames: ZeroFrame[], until: number) {
  return frames.filter((frame) => frame.dir === 'in' && frame.type === 'pokeEnd' && frame.at <= until).at(-1);
}

/** Where a change's trip from a click in page A to page B showing it went, from both pages' frames. */
export type TripStages = {
  clickToPush?: number;
  pushToPeerPoke?: number;
  peerPokeToShown?: number;
  ownRoundTrip?: number;
};

/** Reads both pages' frames, once A's own confirmation has come (or 2 s have passed), and times the trip's stages. */
export async function tripStages(a: Page, b: Page, clickedAt: number, shownAt: number): Promise<TripStages> {
  await a
    .waitForFunction(() => window.__zeroFrames!.some((f) => f.dir === 'in' && f.type === 'pokeEnd'), undefined, {
      timeout: 2_000,
    })
    .catch(() => {});
  const framesA = await a.evaluate(() => window.__zeroFrames!);
  const framesB = await b.evaluate(() => window.__zeroFrames!);
  const push = pushAfter(framesA, clickedAt);
  const ownPoke = push && framesA.find((f) => f.dir === 'in' && f.type === 'pokeEnd' && f.at >= push.at);
  const peerPoke = pokeBefore(framesB, shownAt);
  return {
    clickToPush: push && push.at - clickedAt,
    pushToPeerPoke: push && peerPoke && peerPoke.at - push.at,
    peerPokeToShown: peerPoke && shownAt - peerPoke.at,
    ownRoundTrip: push && ownPoke && ownPoke.at - push.at,
  };
}
