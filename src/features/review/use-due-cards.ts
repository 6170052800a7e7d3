// The signed-in learner's cards that come due first (queries.fsrsCards.due), with the answers still waiting in the
// outbox applied by Zero (their optimistic runs of the grade mutator), and which of them are due now by a clock that
// ticks every 30 s (and when a card comes due); and the new writing cards on offer today.
import {useMemo} from 'react';
import {useConnectionState, useZero} from '@rocicorp/zero/react';
import type {Row} from '@rocicorp/zero';
import {DUE_WINDOW, queries} from '../../../schema/queries.ts';
import type {schema} from '../../../schema/zero-schema.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useClock} from './use-clock.ts';
import {isDue} from './due-counts.ts';
import {mutators} from '../../../schema/mutators.ts';
import type {GradeReviewArgs} from '../../../schema/mutators/reviews.ts';
import {usePendingWritesPart} from '../../app/outbox/use-outbox.ts';
import type {OutboxEntry} from '../../app/outbox/outbox-rules.ts';
import {useNewWritingCards} from './use-new-writing-cards.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

export type FsrsCardRow = Row<typeof schema.tables.fsrs_cards>;

const CLOCK_INTERVAL_MS = 30_000;
const NO_CARDS: FsrsCardRow[] = [];

export type DueCards =
  | {status: 'signed-out'}
  | {status: 'error'}
  | {
      status: 'loading' | 'ready';
      /** The synced cards with pending answers applied; `due` those due now; `syncedDue` those the server, which has not
       * had the pending answers yet, counts as due. */
      cards: FsrsCardRow[];
      due: FsrsCardRow[];
      syncedDue: FsrsCardRow[];
      /** New writing cards on offer: they come after the due cards, and no card exists until the first grade. */
      offered: FsrsCardRow[];
      nextDueAt: number | null;
      now: number;
      truncated: boolean;
      pending: number;
    };

function earliestAfter(cards: readonly FsrsCardRow[], now: number): number | null {
  let earliest: number | null = null;
  for (const card of cards)
    if (!isDue(card, now) && (earliest === null || card.due_at < earliest)) earliest = card.due_at;
  return earliest;
}

/** The cards with an answer in the outbox: the due cards follow only these writes, not a settings change. */
function answeredCardIDs(entries: readonly OutboxEntry[]): string[] {
  return entries
    .filter((entry) => entry.name === mutators.reviews.grade.mutatorName && !entry.refused)
    .map((entry) => (entry.args as GradeReviewArgs).cardID);
}

const sameIDs = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function useDueCards(): DueCards {
  const {user} = useSession();
  const zero = useZero();
  const connection = useConnectionState();
  const [synced, result] = useSyncedQuery(user ? queries.fsrsCards.due() : null, {ttl: '10m'});
  const answered = usePendingWritesPart(zero, answeredCardIDs, sameIDs);
  const answeredCards = useMemo(() => new Set(answered), [answered]);
  const cards = (synced as FsrsCardRow[] | undefined) ?? NO_CARDS;
  const wakeAt = useMemo(() => earliestAfter(cards, Date.now()), [cards]);
  const now = useClock(CLOCK_INTERVAL_MS, wakeAt);
  const newWriting = useNewWritingCards(now);
  // Offline, what this device holds is all there is to show.
  const settled =
    result.type === 'complete' ||
    cards.length > 0 ||
    (connection.name !== 'connected' && connection.name !== 'connecting');

  return useMemo<DueCards>(() => {
    if (!user) return {status: 'signed-out'};
    if (result.type === 'error') return {status: 'error'};
    // A card with an answer still in the outbox is not due again until that answer has landed, whether or not Zero
    // has applied it here yet (a tab opened offline has not: the outbox sends its answers once it can).
    const due = cards.filter((card) => isDue(card, now) && !answeredCards.has(card.id));
    return {
      status: settled ? 'ready' : 'loading',
      cards,
      due,
      syncedDue: answeredCards.size ? cards.filter((card) => isDue(card, now) || answeredCards.has(card.id)) : due,
      offered: answeredCards.size ? newWriting.filter((card) => !answeredCards.has(card.id)) : newWriting,
      nextDueAt: earliestAfter(cards, now),
      now,
      // The window is full of due cards: more may be due beyond it.
      truncated: cards.length >= DUE_WINDOW && cards.every((card) => isDue(card, now) || answeredCards.has(card.id)),
      pending: answeredCards.size,
    };
  }, [user, result.type, settled, cards, now, answeredCards, newWriting]);
}
