// /vocab with the learner's own side, synced through Zero: their folders and decks, the open deck's words (a public
// deck's too, for a visitor with its link), and the import and invite requests. Loaded only where Zero runs.
import {useNavigate} from '@tanstack/react-router';
import {useSession} from '../../app/session/use-session.ts';
import {useNotify} from '../../app/notices/notices.ts';
import type {VocabSearch} from './vocab-search.ts';
import {VocabPage} from './VocabPage.tsx';
import {BuiltInImport} from './built-in/BuiltInImport.tsx';
import {UserDecksPanel} from './decks/UserDecksPanel.tsx';
import {DeckView} from './decks/DeckView.tsx';
import {useMyDecks} from './decks/use-my-decks.ts';
import {moveDraggedItemToDeck} from './items/item-writes.ts';
import {InviteAccept} from './sharing/InviteAccept.tsx';

export function SyncedVocabPage({search}: {search: VocabSearch}) {
  const {zero} = useSession();
  const {notify} = useNotify();
  const navigate = useNavigate({from: '/vocab'});
  const mine = useMyDecks();
  const clearImport = () => void navigate({search: (previous) => ({...previous, import: undefined}), replace: true});

  return (
    <VocabPage
      search={search}
      own={(openDeck) => ({
        decksLoaded: mine.loaded,
        hasDecks: mine.anything,
        noDecks: mine.loaded && mine.decks.length === 0,
        // An invite's deck opens once the server has let the learner in.
        deck: search.deck && !search.invite && (
          <DeckView
            key={search.deck}
            deckID={search.deck}
            mine={mine}
            onSelect={openDeck}
            onClosed={() => void navigate({search: {}})}
          />
        ),
        panel: (
          <UserDecksPanel
            mine={mine}
            selectedDeckID={search.deck}
            onSelect={openDeck}
            onDropItem={(itemID, deckID) =>
              void moveDraggedItemToDeck(zero, itemID, deckID).catch(() =>
                notify('error', 'The word could not be moved: that deck could not be loaded.'),
              )
            }
          />
        ),
        dialogs: (
          <>
            {search.import && (
              <BuiltInImport
                builtInDeckID={search.import}
                decks={mine.decks}
                onClose={clearImport}
                onImported={(deckID) => openDeck(deckID, {replace: true})}
              />
            )}
            {search.invite && (
              <InviteAccept
                token={search.invite}
                deckID={search.deck}
                mine={mine}
                onClose={() => void navigate({search: {}, replace: true})}
                onAccepted={(deckID) => openDeck(deckID, {replace: true})}
              />
            )}
          </>
        ),
      })}
    />
  );
}
