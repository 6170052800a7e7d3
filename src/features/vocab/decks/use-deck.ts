// One deck as /vocab shows it: the deck with its share, its live words in order, and whether the learner may edit
// it now (their own, or one they were invited to; public decks of others are read-only).
import {queries} from '../../../../schema/queries.ts';
import {useSession} from '../../../app/session/use-session.ts';
import type {MyDecks} from './use-my-decks.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

export function useDeck(deckID: number, mine: MyDecks) {
  const {user} = useSession();
  const [deck, deckResult] = useSyncedQuery(queries.decks.byID({deckID}), {ttl: '5m'});
  const [items, itemsResult] = useSyncedQuery(queries.decks.items({deckID}), {ttl: '5m'});
  const isOwner = Boolean(user && deck && deck.user_id === user.id);
  const isEditor = mine.shared.some((shared) => shared.deck_id === deckID);
  return {
    deck,
    items,
    /** The deck is known not to exist or not to be readable. */
    missing: deckResult.type === 'complete' && !deck,
    itemsLoaded: itemsResult.type === 'complete' || items.length > 0,
    isOwner,
    isEditor,
    editable: isOwner || isEditor,
  };
}
