// The learner's time zone, as this browser knows it: their days (today's reviews, the streak, today's new writing
// cards) are counted in it.
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
