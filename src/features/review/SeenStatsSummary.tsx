// How much the learner has met so far (requirements §3.11 seen stats): words and kanji with a card, and how many of them
// were new this week. Counted on the server; refreshed when `refreshKey` changes. Offline the last figures stay.
import {memo, useEffect, useState} from 'react';
import type {SeenStats} from '../../../schema/review-stats.ts';
import {fetchReviewStats} from './review-stats-api.ts';

export const SeenStatsSummary = memo(function SeenStatsSummary({refreshKey}: {refreshKey: string}) {
  const [stats, setStats] = useState<SeenStats | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refreshKey (an answer) asks again.
  useEffect(() => {
    let current = true;
    fetchReviewStats().then(
      ({seenStats}) => current && seenStats && setStats(seenStats),
      (error: unknown) => console.warn('Could not load the seen stats', error),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);
  if (!stats) return null;
  return (
    <p className="hint review-seen" data-testid="seen-stats">
      Seen so far: {stats.vocab} {stats.vocab === 1 ? 'word' : 'words'} ({stats.vocabWeek} this week) and {stats.kanji}{' '}
      kanji and radicals ({stats.kanjiWeek} this week).
    </p>
  );
});
