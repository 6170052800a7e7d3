// The dashboard's figures, counted again whenever the learner's data changes anywhere: a review landing (the latest
// review log, the cards coming due) or a practice session being timed, in this tab, another tab or another device.
// One request at a time; changes during a request ask for one more once it is done. A dashboard nobody sees (a
// background tab while the learner reviews in another) counts nothing: each count reads the whole collection, and
// it counts once when shown again, if something changed meanwhile.
import {useEffect, useMemo, useRef, useState} from 'react';
import {queries} from '../../../schema/queries.ts';
import type {DashboardStats} from '../../../schema/dashboard-stats.ts';
import {useSession} from '../../app/session/use-session.ts';
import {usePageVisible} from '../../app/use-page-visible.ts';
import {fetchDashboardStats} from './dashboard-api.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

const WEEK_WINDOW_MS = 8 * 86_400_000;
/** Answers in a burst are counted once. */
const SETTLE_MS = 250;

export type DashboardStatsState =
  | {status: 'loading'}
  | {status: 'error'; message: string; retry: () => void}
  | {
      status: 'ready';
      stats: DashboardStats;
      refreshing: boolean /** The last count failed: these figures may be old. */;
      staleBecause: string | null;
    };

function useChangeSignal(): string {
  const [from] = useState(() => Date.now() - WEEK_WINDOW_MS);
  const [latest] = useSyncedQuery(queries.reviewLogs.latest());
  const [due] = useSyncedQuery(queries.fsrsCards.due(), {ttl: '10m'});
  const [sessions] = useSyncedQuery(queries.practiceSessions.since({from}));
  return useMemo(
    () =>
      [
        latest?.map((log) => log.id).join() ?? '',
        due?.map((card) => `${card.id}@${card.last_review_id ?? ''}`).join() ?? '',
        sessions?.map((session) => `${session.session_id}@${session.duration_seconds}`).join() ?? '',
      ].join('|'),
    [latest, due, sessions],
  );
}

export function useDashboardStats(): DashboardStatsState {
  const {user} = useSession();
  const signal = useChangeSignal();
  const visible = usePageVisible();
  /** The signal and attempt last counted. */
  const counted = useRef<string | null>(null);
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const run = useRef({running: false, again: false, mounted: true});

  useEffect(() => {
    run.current.mounted = true;
    return () => void (run.current.mounted = false);
  }, []);

  useEffect(() => {
    const asked = `${user?.id}|${attempt}|${signal}`;
    if (!user || !visible || counted.current === asked) return;
    const state = run.current;
    const timer = setTimeout(() => {
      counted.current = asked;
      state.again = true;
      if (state.running) return;
      state.running = true;
      setRefreshing(true);
      void (async () => {
        try {
          while (state.again && state.mounted) {
            state.again = false;
            const next = await fetchDashboardStats();
            if (!state.mounted) return;
            setStats(next);
            setError(null);
          }
        } catch (failure) {
          console.error('Loading the dashboard statistics failed', failure);
          if (state.mounted) setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          state.running = false;
          if (state.mounted) setRefreshing(false);
        }
      })();
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [user, signal, attempt, visible]);

  if (stats) return {status: 'ready', stats, refreshing, staleBecause: error};
  if (error) return {status: 'error', message: error, retry: () => setAttempt((count) => count + 1)};
  return {status: 'loading'};
}
