// A learner's review log as the FSRS optimiser reads it: per card, its reviews in order with the days between them
// (the learner's calendar days, so two reviews on one day are 0 days apart); one item per review after the first,
// holding the card's reviews up to it. fsrs-rs aborts the process on an item with no day between any two reviews,
// so those are left out here.

export type LoggedReview = {card_id: string; rating: number; reviewed_at: number};
/** [rating, days since the previous review] */
export type ItemReview = [rating: number, deltaT: number];

const DAY_MS = 86_400_000;

/** Days since the epoch of the local calendar day of `at`. */
function dayNumber(format: Intl.DateTimeFormat, at: number): number {
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((each) => each.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** Reviews per card, in order, with the days since the card's previous review (0 for its first). */
export function reviewHistories(logs: readonly LoggedReview[], timeZone: string): ItemReview[][] {
  const format = new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: 'numeric', day: 'numeric'});
  const byCard = new Map<string, LoggedReview[]>();
  for (const log of logs) {
    const list = byCard.get(log.card_id);
    if (list) list.push(log);
    else byCard.set(log.card_id, [log]);
  }
  return [...byCard.values()].map((list) => {
    list.sort((a, b) => a.reviewed_at - b.reviewed_at);
    let previousDay: number | null = null;
    return list.map((log): ItemReview => {
      const day = dayNumber(format, log.reviewed_at);
      const deltaT = previousDay === null ? 0 : day - previousDay;
      previousDay = day;
      return [log.rating, deltaT];
    });
  });
}

export function reviewItems(logs: readonly LoggedReview[], timeZone: string): ItemReview[][] {
  const items: ItemReview[][] = [];
  for (const history of reviewHistories(logs, timeZone)) {
    for (let end = 2; end <= history.length; end++) {
      const item = history.slice(0, end);
      if (item.some(([, deltaT]) => deltaT > 0)) items.push(item);
    }
  }
  return items;
}
