// How long until a card comes back, as shown on the grade buttons and in the "next review" line.
import {plural} from '../../app/plural.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Short: "<1m", "10m", "3h", "4d", "2mo", "1.5y". */
export function formatInterval(ms: number): string {
  if (ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  if (ms < 30 * DAY) return `${Math.round(ms / DAY)}d`;
  if (ms < 365 * DAY) return `${Math.round(ms / (30 * DAY))}mo`;
  return `${Math.round((ms / (365 * DAY)) * 10) / 10}y`;
}

/** "in 5 minutes", "in 3 hours", "in 2 days", or "now". */
export function describeWait(ms: number): string {
  if (ms <= 0) return 'now';
  const [value, unit] =
    ms < HOUR
      ? [Math.max(1, Math.round(ms / MINUTE)), 'minute']
      : ms < DAY
        ? [Math.round(ms / HOUR), 'hour']
        : [Math.round(ms / DAY), 'day'];
  return `in ${plural(value, unit)}`;
}
