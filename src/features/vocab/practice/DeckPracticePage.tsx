// /practice/{userID}/{deckID} (requirements §2.1): a learner's deck practised like a built-in set, in meanings or spellings
// mode, with the same checking; a signed-in learner's answers create and grade FSRS cards exactly as built-in sets
// do (keyed by the word; words spelled alike are told apart, schema/decks/practice-keys.ts). Open to anyone when
// the deck is public; a deck that is not public (and not one's own or edited), empty or missing is not found.
// Signed in, it can be copied into one's own decks.
import {useMemo} from 'react';
import {useNavigate} from '@tanstack/react-router';
import type {PracticeMode} from '../../../../schema/catalogue.ts';
import {queries} from '../../../../schema/queries.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {newWholeID} from '../../../../schema/decks/deck-args.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {NotFound} from '../../../components/NotFound.tsx';
import {PracticeLoading} from '../../practice/PracticeLoading.tsx';
import {PracticeScreen} from '../../practice/PracticeScreen.tsx';
import {useSession} from '../../../app/session/use-session.ts';
import {useNotify} from '../../../app/notices/notices.ts';
import {deckPracticeModule, practiceItemsOf} from './deck-practice.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

type Props = {userID: string; deckID: number; mode: PracticeMode; onModeChange: (mode: PracticeMode) => void};

export function DeckPracticePage({userID, deckID, mode, onModeChange}: Props) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const navigate = useNavigate();
  const [deck, deckResult] = useSyncedQuery(queries.decks.ofUser({userID, deckID}), {ttl: '5m'});
  const [rows, rowsResult] = useSyncedQuery(queries.decks.items({deckID}), {ttl: '5m'});
  const items = useMemo(() => practiceItemsOf(rows), [rows]);
  const module = useMemo(() => deck && deckPracticeModule(deck), [deck]);

  if (deckResult.type === 'complete' && !deck) return <NotFound />;
  if (!deck || !module || (items.length === 0 && rowsResult.type !== 'complete')) return <PracticeLoading />;
  if (items.length === 0) return <NotFound />;

  const copy = () => {
    const newID = newWholeID();
    void submitWrite(
      zero,
      mutators.deckSharing.copy({deckID: newID, sourceDeckID: deckID, name: deck.deck_name, createdAt: Date.now()}),
    ).server.then((answer) => {
      if (answer.type === 'success') notify('success', `“${deck.deck_name}” is now in your decks.`);
    });
    void navigate({to: '/vocab', search: {deck: newID}});
  };
  const ownDeck = user?.id === deck.user_id;
  return (
    <div className="deck-practice" data-testid="deck-practice">
      {user && !ownDeck && (
        <div className="deck-practice-copy">
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="deck-practice-copy"
            onClick={copy}
          >
            Copy to my decks
          </button>
        </div>
      )}
      <PracticeScreen
        key={`${deckID}:${items.length}`}
        practice={{module, items, chapter: null}}
        mode={mode}
        onModeChange={onModeChange}
        exit={{to: '/vocab', search: ownDeck ? {deck: deckID} : {}, label: ownDeck ? 'Back to the deck' : 'Vocabulary'}}
      />
    </div>
  );
}
