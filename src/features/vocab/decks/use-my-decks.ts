// The signed-in learner's side of /vocab: their folders and decks (with whether each is public), and the decks they
// were invited to edit. Empty for a visitor.
import {queries} from '../../../../schema/queries.ts';
import {useSession} from '../../../app/session/use-session.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

const TTL = '5m';

export function useMyDecks() {
  const {user} = useSession();
  const [decks, decksResult] = useSyncedQuery(user ? queries.decks.mine() : null, {ttl: TTL});
  const [folders, foldersResult] = useSyncedQuery(user ? queries.folders.mine() : null, {ttl: TTL});
  const [shared, sharedResult] = useSyncedQuery(user ? queries.decks.sharedWithMe() : null, {ttl: TTL});
  return {
    decks: decks ?? [],
    folders: folders ?? [],
    shared: shared ?? [],
    loaded:
      !user ||
      (decksResult.type === 'complete' && foldersResult.type === 'complete' && sharedResult.type === 'complete'),
    /** Something has arrived (from this device's cache or the server): enough to draw the panel. */
    anything: Boolean(decks?.length || folders?.length || shared?.length),
  };
}

export type MyDecks = ReturnType<typeof useMyDecks>;
export type MyDeck = MyDecks['decks'][number];
export type MyFolder = MyDecks['folders'][number];
export type SharedDeck = MyDecks['shared'][number];
