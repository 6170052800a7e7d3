// Route loaders of the review pages start syncing the due cards as soon as the page is chosen (hovering its link
// is enough). The queries come with Zero, after the first render, so they are loaded here rather than imported.
import {zeroClient} from '../../app/zero-runtime.ts';

export async function preloadDueCards() {
  const [zero, {queries}] = await Promise.all([zeroClient(), import('../../../schema/queries.ts')]);
  zero.preload(queries.fsrsCards.due(), {ttl: '10m'});
}
