// /review (requirements §2.3): the way into spaced-repetition review: what is due now in each group (requirements §9), the cards not
// due yet coming due over the next 30 days (from later today on, so no card counts twice), and the button that starts
// the session (/practice/review).
import {Link} from '@tanstack/react-router';
import {FORECAST_DAYS} from '../../../schema/dashboard-stats.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useDueCounts} from '../review/use-due-counts.ts';
import {useDashboardStats} from '../dashboard/use-dashboard-stats.ts';
import {ForecastChart, forecastTotal} from '../dashboard/charts.tsx';
import {AppLink} from '../../components/AppLink.tsx';
import {useLiveServiceCounts} from '../services/live-service-counts.ts';
import {LiveServiceReview} from '../services/LiveServiceReview.tsx';
import '../dashboard/dashboard.css';

export function ReviewOverviewPage() {
  const {user} = useSession();
  return (
    <div className="page review-entry">
      <header>
        <h1>Review</h1>
        <p className="hint">
          Every word, kanji and radical you practise comes back here on the day you are about to forget it.{' '}
          <AppLink href="/guides/srs">How the schedule works</AppLink>
        </p>
      </header>
      {user ? (
        <SignedInReview />
      ) : (
        <p className="callout" data-testid="review-entry-signed-out">
          Your cards are saved to your account:{' '}
          <Link to="/auth" search={{mode: 'sign-in', redirect: '/review'}}>
            sign in
          </Link>{' '}
          or{' '}
          <Link to="/auth" search={{mode: 'sign-up', redirect: '/review'}}>
            create an account
          </Link>{' '}
          to review them.
        </p>
      )}
    </div>
  );
}

function SignedInReview() {
  const live = useLiveServiceCounts();
  return live ? <LiveServiceReview live={live} /> : <BuiltInReview />;
}

function BuiltInReview() {
  const counts = useDueCounts();
  const stats = useDashboardStats();
  const total = counts ? `${counts.total}${counts.atLeast ? '+' : ''}` : '…';
  return (
    <>
      <section className="card review-due" aria-labelledby="due-heading" aria-busy={!counts} data-testid="review-due">
        <h2 id="due-heading">
          Due now: <span data-testid="review-due-total">{total}</span>
        </h2>
        <dl className="stat-list stat-list-row">
          <div>
            <dt>Meanings · vocabulary</dt>
            <dd data-testid="due-meanings-vocab">{counts?.meanings.vocab ?? '…'}</dd>
          </div>
          <div>
            <dt>Meanings · kanji and radicals</dt>
            <dd data-testid="due-meanings-kanji">{counts?.meanings.kanji ?? '…'}</dd>
          </div>
          <div>
            <dt>Spellings</dt>
            <dd data-testid="due-spellings">{counts?.spellings ?? '…'}</dd>
          </div>
          <div>
            <dt>Writing kanji</dt>
            <dd data-testid="due-writing">{counts?.writing ?? '…'}</dd>
          </div>
        </dl>
        <div className="button-row">
          <Link to="/practice/review" className="button" data-testid="start-review">
            {counts && counts.total === 0 ? 'Open the review' : 'Start reviewing'}
          </Link>
          {counts?.total === 0 && <span className="hint-inline">Nothing is due right now.</span>}
        </div>
      </section>
      <section className="card" aria-labelledby="review-forecast-heading">
        <h2 id="review-forecast-heading">Coming up</h2>
        {stats.status === 'ready' ? (
          <>
            <p className="hint" data-testid="review-coming-up">
              Not due yet: <span data-testid="review-forecast-total">{forecastTotal(stats.stats.forecast)}</span> coming
              due over the next {FORECAST_DAYS} days,{' '}
              <span data-testid="review-later-today">{stats.stats.forecast[0]!.count}</span> of them later today.
            </p>
            <ForecastChart days={stats.stats.forecast} testId="review-forecast" />
          </>
        ) : stats.status === 'error' ? (
          <p role="alert">
            The forecast could not be loaded: {stats.message}{' '}
            <button type="button" className="link-button" onClick={stats.retry}>
              Try again
            </button>
          </p>
        ) : (
          <p className="hint" aria-busy="true">
            Counting your reviews…
          </p>
        )}
      </section>
    </>
  );
}
