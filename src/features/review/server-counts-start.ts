// The server's counts (POST /api/review/due-counts: due counts beyond the synced cards, the seen stats) are not what a
// page shows first. On a page opened on the review page they wait until its first card has been painted (or the page
// has shown why there is none, or has gone), so that neither their requests nor the renders their answers bring
// compete with the card (issue 25); on any other page, until the first page has been shown.
import {afterNextPaint} from '../../app/after-next-paint.ts';
import {firstPageShown} from '../../app/first-page-shown.ts';

const REVIEW_PATH = '/practice/review';

let shown!: () => void;
const reviewContentShown = new Promise<void>((resolve) => (shown = resolve));

/** Resolves once the server's counts may be asked for. */
export const serverCountsMayStart: Promise<void> =
  globalThis.location?.pathname === REVIEW_PATH ? reviewContentShown : firstPageShown;

/** The review page has what it shows first on screen, or is leaving: the counts start after the next frame. */
export function reviewContentReady() {
  afterNextPaint(shown);
}
