// Where the review pages send a learner whose reviews live in an external service (requirements §4.3): what that service
// says is due, where to review it, and how to come back to the built-in scheduler.
import {Link} from '@tanstack/react-router';
import {useAtomValue} from 'jotai';
import {SERVICE_LABELS, SERVICE_REVIEW_URLS} from '../../../schema/external-services.ts';
import {refreshLiveServiceCounts, type LiveServiceCounts} from './live-service-counts.ts';
import {ankiBridgeAddressAtom} from './anki-bridge-address.ts';
import './services.css';

export function LiveServiceReview({live}: {live: LiveServiceCounts}) {
  const bridge = useAtomValue(ankiBridgeAddressAtom);
  const label = SERVICE_LABELS[live.service];
  return (
    <section
      className="card live-service-review"
      aria-labelledby="live-service-heading"
      aria-busy={live.status === 'loading'}
      data-testid="live-service-review"
    >
      <h2 id="live-service-heading">Reviewing with {label}</h2>
      {live.status === 'loading' && <p className="hint">Asking {label} what is due…</p>}
      {live.status === 'ready' && (
        <>
          <p className="live-service-total">
            Due now in {label}: <strong data-testid="live-service-due">{live.dueCounts.total}</strong>
          </p>
          <dl className="stat-list stat-list-row">
            <div>
              <dt>Vocabulary</dt>
              <dd data-testid="live-service-due-vocab">{live.dueCounts.meanings.vocab}</dd>
            </div>
            <div>
              <dt>Kanji and radicals</dt>
              <dd data-testid="live-service-due-kanji">{live.dueCounts.meanings.kanji}</dd>
            </div>
          </dl>
          {live.seenStats && (
            <p className="hint" data-testid="live-service-seen">
              Seen in {label}: {live.seenStats.vocab} {live.seenStats.vocab === 1 ? 'word' : 'words'} (
              {live.seenStats.vocabWeek} this week) and {live.seenStats.kanji} kanji ({live.seenStats.kanjiWeek} this
              week).
            </p>
          )}
          {live.seenStatsUnavailable && (
            <p className="hint" data-testid="live-service-seen-unavailable">
              {live.seenStatsUnavailable.message}.
            </p>
          )}
        </>
      )}
      {live.status === 'unavailable' && (
        <p
          className={live.reason === 'NOT_SUPPORTED' ? 'hint' : 'callout callout-warn'}
          role={live.reason === 'NOT_SUPPORTED' ? undefined : 'alert'}
          data-testid="live-service-unavailable"
        >
          {live.message}
        </p>
      )}
      <div className="button-row">
        {live.service === 'anki' ? (
          live.status === 'ready' &&
          live.dueCounts.total > 0 && (
            <Link to="/practice/review" className="button" data-testid="live-service-open">
              Review them here
            </Link>
          )
        ) : (
          <a
            className="button"
            href={SERVICE_REVIEW_URLS[live.service]}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="live-service-open"
          >
            Review on {label}
          </a>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void refreshLiveServiceCounts(live.service, bridge)}
          disabled={live.status === 'loading'}
        >
          Ask {label} again
        </button>
      </div>
      <p className="hint">
        Your Genki Study cards wait here while {label} is live. To review them again, choose “Genki Study only” in{' '}
        <Link to="/settings" hash="settings-external-services">
          Settings
        </Link>
        .
      </p>
    </section>
  );
}
