// What the first page's content must not wait for (the offline app's install, the fonts' stylesheets, asking whether
// analytics is on) starts once the router has rendered the first page asked for and that frame is painted. Started
// earlier, it shares the network with the page's scripts and data on a slow link, and its work the main thread.
import {afterNextPaint} from './after-next-paint.ts';

type RenderEvents = {subscribe: (event: 'onRendered', listener: () => void) => () => void};

let shown!: () => void;

/** Resolves once the first page's content has been painted. */
export const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

export function watchForFirstPage(router: RenderEvents) {
  const stop = router.subscribe('onRendered', () => {
    stop();
    afterNextPaint(shown);
  });
}
