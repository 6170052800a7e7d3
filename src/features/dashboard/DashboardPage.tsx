// /dashboard (requirements §2.3): progress on the active path, vocabulary statistics, the week's practice and reviews, the
// coming month's reviews, a year of review days with the streak, and true retention. The figures are counted on
// the server and counted again whenever the learner's data changes, in any tab or device.
import type {ReactNode} from 'react';
import {Link} from '@tanstack/react-router';
import type {CatalogueStructure} from '../../../schema/catalogue.ts';
import {
  FORECAST_DAYS,
  HEATMAP_DAYS,
  isEmptyDashboard,
  RETENTION_DAYS,
  type DashboardStats,
} from '../../../schema/dashboard-stats.ts';
import {useSession} from '../../app/session/use-session.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {useDashboardStats, type DashboardStatsState} from './use-dashboard-stats.ts';
import {dashboardGreeting} from './greeting.ts';
import {BarChart, ForecastChart, forecastRange, forecastTotal, ReviewHeatmap} from './charts.tsx';
import {shownForecast} from './shown-forecast.ts';
import {useLiveServiceCounts} from '../services/live-service-counts.ts';
import {useShownReviewCounts} from '../review/use-shown-review-counts.ts';
import {SERVICE_LABELS} from '../../../schema/external-services.ts';
import {formatDuration, formatPercent, weekdayLabel} from './chart-data.ts';
import {LearnCard} from './LearnCard.tsx';
import {FeaturedTools} from './FeaturedTools.tsx';
import './dashboard.css';
import {pluralWord} from '../../app/plural.ts';

export function DashboardPage({structure}: {structure: CatalogueStructure}) {
  const {user} = useSession();
  if (user) return <SignedInDashboard structure={structure} name={user.user_metadata.name} />;
  return (
    <DashboardLayout
      heading="Your dashboard"
      structure={structure}
      notice={
        <p className="callout" data-testid="dashboard-signed-out">
          <Link to="/auth" search={{mode: 'sign-in', redirect: '/dashboard'}}>
            Sign in
          </Link>{' '}
          or{' '}
          <Link to="/auth" search={{mode: 'sign-up', redirect: '/dashboard'}}>
            create a free account
          </Link>{' '}
          to keep your progress, reviews and statistics here.
        </p>
      }
    >
      <VocabularyCard stats={null} />
    </DashboardLayout>
  );
}

function DashboardLayout({
  heading,
  notice,
  structure,
  children,
}: {
  heading: string;
  notice?: ReactNode;
  structure: CatalogueStructure;
  children: ReactNode;
}) {
  return (
    <div className="page dashboard">
      <header className="dashboard-header" data-tour="dashboard-intro">
        <p className="hero-kicker">Dashboard</p>
        <h1>{heading}</h1>
        <p className="hint">Where you are on your path, what you have learned, and what is coming up for review.</p>
      </header>
      {notice}
      <div className="dashboard-grid">
        <LearnCard structure={structure} />
        <FeaturedTools />
        {children}
      </div>
    </div>
  );
}

function SignedInDashboard({structure, name}: {structure: CatalogueStructure; name: string | undefined}) {
  const state = useDashboardStats();
  return (
    <DashboardLayout
      heading={dashboardGreeting(name, state.status === 'ready' ? state.stats : null)}
      structure={structure}
    >
      <SignedInFigures state={state} />
    </DashboardLayout>
  );
}

function SignedInFigures({state}: {state: DashboardStatsState}) {
  if (state.status === 'loading') {
    return <VocabularyCard stats={null} busy />;
  }
  if (state.status === 'error') {
    return (
      <>
        <VocabularyCard stats={null} />
        <section className="card dashboard-wide" role="alert" data-testid="dashboard-error">
          <h2>Your statistics could not be loaded</h2>
          <p>{state.message}</p>
          <button type="button" className="button button-secondary" onClick={state.retry}>
            Try again
          </button>
        </section>
      </>
    );
  }
  const {stats, staleBecause} = state;
  return (
    <>
      <VocabularyCard stats={stats} />
      {staleBecause && (
        <p className="callout callout-warn dashboard-wide" role="status">
          These figures may be out of date: {staleBecause}
        </p>
      )}
      {isEmptyDashboard(stats) ? <EmptyState /> : <Charts stats={stats} />}
    </>
  );
}

function EmptyState() {
  return (
    <section className="card dashboard-wide dashboard-empty" data-testid="dashboard-empty">
      <h2>Your first steps</h2>
      <p>
        Nothing to chart yet: your practice time, reviews and streak appear here as soon as you study. Chapter 0 starts
        with hiragana and greetings, and takes a few minutes a day.
      </p>
      <Link
        to="/learn/$textbookId/$chapterSlug"
        params={{textbookId: 'genki_1', chapterSlug: 'chapter-0'}}
        className="button"
        data-testid="start-chapter-0"
      >
        Start chapter 0
      </Link>
    </section>
  );
}

function VocabularyCard({stats, busy = false}: {stats: DashboardStats | null; busy?: boolean}) {
  const seen = stats?.seen;
  return (
    <section
      className="card dashboard-vocab"
      aria-labelledby="vocab-card-heading"
      data-tour="vocab-card"
      data-testid="vocab-card"
      aria-busy={busy}
    >
      <h2 id="vocab-card-heading">Vocabulary</h2>
      {seen ? (
        <dl className="stat-list">
          <div>
            <dt>Words seen</dt>
            <dd data-testid="seen-vocab">{seen.vocab}</dd>
            <dd className="stat-sub" data-testid="seen-vocab-week">
              +{seen.vocabWeek} in the last 7 days
            </dd>
          </div>
          <div>
            <dt>Kanji and radicals seen</dt>
            <dd data-testid="seen-kanji">{seen.kanji}</dd>
            <dd className="stat-sub" data-testid="seen-kanji-week">
              +{seen.kanjiWeek} in the last 7 days
            </dd>
          </div>
        </dl>
      ) : (
        <p className="hint">{busy ? 'Counting your words…' : 'The words and kanji you practise are counted here.'}</p>
      )}
      <AppLink href="/vocab" className="button button-secondary button-small">
        Your vocabulary decks
      </AppLink>
    </section>
  );
}

/** What is due now and what comes due later, from one source: Anki's own counts while Anki is live. */
function ForecastCard({stats}: {stats: DashboardStats}) {
  const live = useLiveServiceCounts();
  const {counts, service} = useShownReviewCounts();
  const forecast = shownForecast(stats.forecast, live);
  const fromAnki = forecast.status === 'ready' && forecast.from === 'anki';
  return (
    <section
      className="card dashboard-wide"
      aria-labelledby="forecast-heading"
      aria-busy={forecast.status === 'loading'}
      data-tour="forecast"
      data-testid="forecast-card"
    >
      <h2 id="forecast-heading">Reviews coming due{fromAnki && ' in Anki'}</h2>
      {forecast.status === 'loading' && <p className="hint">Asking Anki what comes due…</p>}
      {forecast.status === 'unavailable' && (
        <p className="callout callout-warn" role="alert" data-testid="forecast-unavailable">
          {forecast.message}
        </p>
      )}
      {forecast.status === 'ready' && (
        <>
          <p className="hint">
            {forecast.builtInWhileLive ? (
              <span data-testid="forecast-source">
                Your Genki Study cards only, which wait while {SERVICE_LABELS[forecast.builtInWhileLive]} is live: it
                does not tell other apps what comes due later.{' '}
              </span>
            ) : (
              counts && (
                <>
                  <span data-testid="forecast-due-now">
                    {counts.total}
                    {counts.atLeast ? '+' : ''}
                  </span>{' '}
                  due now{service ? ` in ${SERVICE_LABELS[service]}` : ''}; then{' '}
                </>
              )
            )}
            <span data-testid="forecast-total">{forecastTotal(forecast.days)}</span> coming due over the next{' '}
            {FORECAST_DAYS} days ({forecastRange(stats.today, FORECAST_DAYS)}),{' '}
            <span data-testid="forecast-today">{forecast.days[0]!.count}</span> of them later today.{' '}
            <Link to="/review">Go to review</Link>
          </p>
          <ForecastChart days={forecast.days} testId="forecast-chart" />
        </>
      )}
    </section>
  );
}

function Charts({stats}: {stats: DashboardStats}) {
  const {week, retention} = stats;
  const weekTotal = week.reduce((sum, day) => sum + day.reviews, 0);
  const weekAnswers = week.reduce((sum, day) => sum + day.practiceAnswers, 0);
  const weekSeconds = week.reduce((sum, day) => sum + day.practiceSeconds, 0);
  const today = week.at(-1)!;
  return (
    <>
      <section
        className="card dashboard-wide"
        aria-labelledby="week-heading"
        data-tour="week-chart"
        data-testid="week-card"
      >
        <h2 id="week-heading">The last 7 days</h2>
        <p className="hint">
          Today: <strong data-testid="today-practice">{formatDuration(stats.todaySeconds)}</strong> of practice (
          <span data-testid="today-practice-answers">{today.practiceAnswers}</span>{' '}
          {pluralWord(today.practiceAnswers, 'answer')}) and{' '}
          <strong data-testid="today-reviews">{today.reviews}</strong> {pluralWord(today.reviews, 'review')}. This week:{' '}
          {formatDuration(weekSeconds)} of practice (<span data-testid="week-practice-answers">{weekAnswers}</span>{' '}
          {pluralWord(weekAnswers, 'answer')}) and <span data-testid="week-reviews">{weekTotal}</span>{' '}
          {pluralWord(weekTotal, 'review')}.
        </p>
        <div className="chart-pair">
          <BarChart
            title="Practice time per day"
            columnHeading="Day"
            valueHeading="Practice time"
            testId="week-practice-chart"
            bars={week.map((day) => ({
              key: day.day,
              label: weekdayLabel(day.day),
              value: day.practiceSeconds,
              valueText: formatDuration(day.practiceSeconds),
            }))}
          />
          <BarChart
            title="Reviews per day"
            columnHeading="Day"
            valueHeading="Reviews"
            testId="week-reviews-chart"
            bars={week.map((day) => ({
              key: day.day,
              label: weekdayLabel(day.day),
              value: day.reviews,
              valueText: String(day.reviews),
            }))}
          />
        </div>
      </section>

      <ForecastCard stats={stats} />

      <section
        className="card dashboard-wide"
        aria-labelledby="consistency-heading"
        data-tour="heatmap"
        data-testid="heatmap-card"
      >
        <h2 id="consistency-heading">Consistency</h2>
        <dl className="stat-list stat-list-row">
          <div>
            <dt>Current streak</dt>
            <dd data-testid="streak">
              {stats.streak} {stats.streak === 1 ? 'day' : 'days'}
            </dd>
          </div>
          <div>
            <dt>Days with reviews this year</dt>
            <dd data-testid="review-day-count">{stats.reviewDays.length}</dd>
          </div>
          <div>
            <dt>True retention, last {RETENTION_DAYS} days</dt>
            <dd data-testid="retention">{formatPercent(retention.rate)}</dd>
            <dd className="stat-sub" data-testid="retention-detail">
              {retention.reviews === 0
                ? 'No reviews of due cards yet'
                : `${retention.passed} of ${retention.reviews} due cards remembered (not graded Again)`}
            </dd>
          </div>
        </dl>
        <ReviewHeatmap reviewDays={stats.reviewDays} today={stats.today} days={HEATMAP_DAYS} />
      </section>
    </>
  );
}
