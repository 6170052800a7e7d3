// The forecast the dashboard shows beside the due counts: Anki's own when Anki is live (the cards it will ask), else
// the built-in cards'. With WaniKani or jpdb live, which tell other apps nothing of later days, it is the built-in
// cards' and says so.
import type {DayCount} from '../../../schema/dashboard-stats.ts';
import type {ServiceName} from '../../../schema/external-services.ts';
import type {LiveServiceCounts} from '../services/live-service-counts.ts';

export type ShownForecast =
  | {status: 'ready'; days: DayCount[]; from: 'built-in' | 'anki'; builtInWhileLive?: ServiceName}
  | {status: 'loading'}
  | {status: 'unavailable'; message: string};

/** `builtIn` gives the days (the learner's, counted on the server); Anki's counts go on them, today first. */
export function shownForecast(builtIn: readonly DayCount[], live: LiveServiceCounts | null): ShownForecast {
  if (!live) return {status: 'ready', days: [...builtIn], from: 'built-in'};
  if (live.service !== 'anki')
    return {status: 'ready', days: [...builtIn], from: 'built-in', builtInWhileLive: live.service};
  if (live.status === 'unavailable') return {status: 'unavailable', message: live.message};
  if (live.status === 'loading' || !live.forecast) return {status: 'loading'};
  const counts = live.forecast;
  return {status: 'ready', days: builtIn.map(({day}, index) => ({day, count: counts[index] ?? 0})), from: 'anki'};
}
