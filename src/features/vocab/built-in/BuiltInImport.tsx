// /vocab?import={deckId} (requirements §2.2): an import request for a built-in deck. A known deck is offered with its title
// and word count (asking first when the learner has imported it before); accepting copies it with every word, on
// the server, in one transaction. An unknown id says so and creates nothing.
import {Link} from '@tanstack/react-router';
import {ConfirmDialog} from '../../../components/ConfirmDialog.tsx';
import {useSession} from '../../../app/session/use-session.ts';
import {fetchDeckInfo} from '../../../app/catalogue/catalogue-api.ts';
import {useNotify} from '../../../app/notices/notices.ts';
import {submitWrite} from '../../../app/outbox/use-outbox.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {builtInSource} from '../../../../schema/mutators/decks.ts';
import {newWholeID} from '../../../../schema/decks/deck-args.ts';

import {useAsync} from '../use-async.ts';
import type {MyDeck} from '../decks/use-my-decks.ts';
import {plural} from '../../../app/plural.ts';

type Props = {
  builtInDeckID: string;
  decks: readonly MyDeck[];
  onClose: () => void;
  onImported: (deckID: number) => void;
};

export function BuiltInImport({builtInDeckID, decks, onClose, onImported}: Props) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const state = useAsync(() => fetchDeckInfo(builtInDeckID), [builtInDeckID]);

  if (state.status === 'loading')
    return (
      <p className="hint" role="status" data-testid="import-request-loading">
        Looking up the built-in deck…
      </p>
    );
  if (state.status === 'error' || !state.value) {
    return (
      <div className="callout callout-warn vocab-import-missing" role="alert" data-testid="import-request-unknown">
        <p>
          {state.status === 'error' ? (
            `The built-in deck could not be looked up (${state.message}). Nothing was imported.`
          ) : (
            <>There is no built-in deck “{builtInDeckID}”. Nothing was imported.</>
          )}
        </p>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  const info = state.value;
  const earlier = decks.find((deck) => deck.source === builtInSource(info.deck_id));
  const accept = () => {
    const deckID = newWholeID();
    const result = submitWrite(
      zero,
      mutators.decks.importBuiltIn({deckID, builtInDeckID: info.deck_id, name: info.title, createdAt: Date.now()}),
    );
    onImported(deckID);
    void result.server.then((answer) => {
      if (answer.type === 'success')
        notify('success', `Imported “${info.title}” with ${plural(info.item_count, 'word')}.`);
    });
  };

  return (
    <ConfirmDialog
      open
      testID="import-request"
      onCancel={onClose}
      title={earlier ? `Import “${info.title}” again?` : `Import “${info.title}”?`}
      actions={
        user
          ? [
              {
                label: earlier ? 'Import again' : `Import ${plural(info.item_count, 'word')}`,
                testID: 'import-request-accept',
                onSelect: accept,
              },
            ]
          : []
      }
    >
      <p data-testid="import-request-summary">
        {info.description} · <strong>{plural(info.item_count, 'word')}</strong>
      </p>
      {!user ? (
        <p>
          <Link to="/auth" search={{mode: 'sign-in', redirect: `/vocab?import=${encodeURIComponent(info.deck_id)}`}}>
            Sign in
          </Link>{' '}
          to copy it into your own decks.
        </p>
      ) : earlier ? (
        <p data-testid="import-request-again">
          You imported it before, as “{earlier.deck_name}”. Importing it again makes a second deck.
        </p>
      ) : (
        <p>Every word is copied into a new deck of yours, where you can change, reorder and share them.</p>
      )}
    </ConfirmDialog>
  );
}
