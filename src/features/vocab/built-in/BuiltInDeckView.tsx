// A built-in deck in the middle of /vocab: its words, read-only, with a way to practise them and (signed in) to
// import them as a deck of one's own.
import {Link, useLocation} from '@tanstack/react-router';
import {useSession} from '../../../app/session/use-session.ts';
import {VocabularyItemsTable} from '../../../app/catalogue/VocabularyTable.tsx';
import {fetchDeckInfo, fetchVocabularyDetails} from '../../../app/catalogue/catalogue-api.ts';
import {Loading} from '../../../components/Loading.tsx';

import {useAsync} from '../use-async.ts';
import {plural} from '../../../app/plural.ts';

export function BuiltInDeckView({deckKey}: {deckKey: string}) {
  const {user} = useSession();
  const here = useLocation({select: (location) => location.href});
  const state = useAsync(async () => {
    const info = await fetchDeckInfo(deckKey);
    return info && {info, items: info.keys.length ? await fetchVocabularyDetails(info.keys) : []};
  }, [deckKey]);

  if (state.status === 'loading') return <Loading what="Loading the words…" />;
  if (state.status === 'error')
    return (
      <p className="field-error" role="alert">
        The words could not be loaded: {state.message}
      </p>
    );
  if (!state.value)
    return (
      <p className="callout callout-warn" role="alert">
        There is no built-in deck “{deckKey}”.
      </p>
    );
  const {info, items} = state.value;
  return (
    <article className="deck-view" data-testid="built-in-deck-view">
      <header className="deck-header">
        <div className="deck-title">
          <p className="deck-kicker">Built-in deck</p>
          <h2>{info.title}</h2>
          <p className="hint">
            {info.description} · {plural(info.item_count, 'word')}
          </p>
        </div>
        <div className="button-row">
          {user ? (
            <Link
              to="/vocab"
              search={{import: info.deck_id}}
              className="button button-small"
              data-testid="built-in-import"
            >
              Import into my decks
            </Link>
          ) : (
            <Link to="/auth" search={{mode: 'sign-in', redirect: here}} className="button button-small">
              Sign in to import
            </Link>
          )}
          <Link
            to="/practice/$practiceID"
            params={{practiceID: info.deck_id}}
            className="button button-secondary button-small"
          >
            Practise
          </Link>
        </div>
      </header>
      <VocabularyItemsTable items={items} />
    </article>
  );
}
