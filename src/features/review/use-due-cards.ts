// The signed-in learner's cards that come due first (queries.fsrsCards.due), and which of them are due now.
import {useMemo} from 'react';
import {useQuery} from '@rocicorp/zero/react';
import type {Row} from '@rocicorp/zero';
import {DUE_WINDOW, queries} from '../../../schema/queries.ts';
import type {schema} from '../../../schema/zero-schema.ts';
import {useSession} from '../auth/use-session.ts';
import {useClock} from './use-clock.ts';
import {isDue} from './due-counts.ts';

export type FsrsCardRow = Row<typeof schema.tables.fsrs_cards>;

const CLOCK_INTERVAL_MS = 30_000;
const NO_CARDS: FsrsCardRow[] = [];

export type DueCards =
  | {status: 'signed-out'}
  | {status: 'error'}
  | {status: 'loading' | 'ready'; cards: FsrsCardRow[]; due: FsrsCardRow[]; nextDueAt: number | null; now: number; truncated: boolean};

export function useDueCards(): DueCards {
  const {user} = useSession();
  const [synced, result] = useQuery(user ? queries.fsrsCards.due() : null, {ttl: '10m'});
  const cards = (synced as FsrsCardRow[] | undefined) ?? NO_CARDS;
  const nextDueAtSynced = useMemo(() => {
    const now = Date.now();
    return cards.find((card) => !isDue(card, now))?.due_at ?? null;
  }, [cards]);
  const now = useClock(CLOCK_INTERVAL_MS, nextDueAtSynced);

  return useMemo<DueCards>(() => {
    if (!user) return {status: 'signed-out'};
    if (result.type === 'error') return {status: 'error'};
    const due = cards.filter((card) => isDue(card, now));
    const upcoming = cards.filter((card) => !isDue(card, now)).map((card) => card.due_at);
    return {
      status: result.type === 'complete' || cards.length > 0 ? 'ready' : 'loading',
      cards,
      due,
      nextDueAt: upcoming.length ? Math.min(...upcoming) : null,
      now,
      // The window is full of due cards: more may be due beyond it.
      truncated: cards.length >= DUE_WINDOW && due.length === cards.length,
    };
  }, [user, result.type, cards, now]);
}
