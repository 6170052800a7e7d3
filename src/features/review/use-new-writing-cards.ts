// The new writing cards review offers now, when the learner has turned them on (settings 'writing-cards'): rows
// shaped like the cards they become, which exist only once their first grade creates them (reviews.grade).
import {useEffect, useMemo, useState} from 'react';
import type {Row} from '@rocicorp/zero';
import {queries} from '../../../schema/queries.ts';
import type {schema} from '../../../schema/zero-schema.ts';
import {cardID} from '../../../schema/fsrs/card-id.ts';
import {useSession} from '../../app/session/use-session.ts';
import {useSetting} from '../../app/settings/use-settings.ts';
import {fetchCourseKanji} from '../../app/catalogue/catalogue-api.ts';
import {browserTimeZone} from '../../app/time-zone.ts';
import {newWritingCards} from './new-writing-cards.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

type FsrsCardRow = Row<typeof schema.tables.fsrs_cards>;

const NONE: FsrsCardRow[] = [];

function useCourseKanji(wanted: boolean): readonly string[] | null {
  const [kanji, setKanji] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchCourseKanji().then(
      (found) => current && setKanji(found),
      (error: unknown) => console.error('Loading the course kanji failed', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted ? kanji : null;
}

/** Offered once the learner's kanji cards have all synced, so that a writing card made on another device is never
 * offered again as new. */
export function useNewWritingCards(now: number): FsrsCardRow[] {
  const {user} = useSession();
  const {enabled, newPerDay} = useSetting('writing-cards');
  const wanted = Boolean(user) && enabled;
  const [kanjiCards, result] = useSyncedQuery(wanted ? queries.fsrsCards.kanjiWithFirstReview() : null, {ttl: '10m'});
  const courseKanji = useCourseKanji(wanted);
  const complete = result.type === 'complete';

  return useMemo(() => {
    if (!user || !wanted || !complete || !kanjiCards || !courseKanji) return NONE;
    const kanji = newWritingCards({
      kanjiCards: kanjiCards.map((card) => ({...card, firstReviewedAt: card.logs[0]?.reviewed_at ?? null})),
      courseKanji,
      newPerDay,
      now,
      timeZone: browserTimeZone(),
    });
    return kanji.map(
      (character): FsrsCardRow => ({
        id: cardID({userID: user.id, itemKey: character, type: 'kanji', mode: 'writing'}),
        user_id: user.id,
        practice_item_key: character,
        type: 'kanji',
        mode: 'writing',
        fsrs_card: null,
        base_card: null,
        due_at: now,
        last_review_id: null,
        created_at: now,
        updated_at: now,
      }),
    );
  }, [user, wanted, complete, courseKanji, kanjiCards, newPerDay, now]);
}
