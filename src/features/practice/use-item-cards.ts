// The signed-in learner's cards for the items being practised, in one mode: kept synced while the screen is open
// (the grade mutator reads the current card on the client too), and graded after every answer. Items are run keys:
// a word's key, or a prerequisite kanji or radical (see prerequisites.ts). Anonymous visitors have no cards:
// they practise without saving.
import {useCallback, useMemo} from 'react';
import {queries} from '../../../schema/queries.ts';
import {cardID} from '../../../schema/fsrs/card-id.ts';
import type {PracticeMode} from '../../../schema/catalogue.ts';
import {useSession} from '../../app/session/use-session.ts';
import {newReview, submitReview} from '../review/submit-review.ts';
import {ratingForAnswer} from './answer-rating.ts';
import type {AnswerOutcome} from './practice-session.ts';
import {cardTargetOf} from './prerequisites.ts';
import {useSetting} from '../../app/settings/use-settings.ts';
import {reviewSchedulerOf} from '../../../schema/settings.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

const cardSlot = (type: string, itemKey: string) => `${type}|${itemKey}`;

export function useItemCards(runKeys: readonly string[], mode: PracticeMode) {
  const {user, zero} = useSession();
  const fsrs = useSetting('fsrs');
  const scheduler = useMemo(() => reviewSchedulerOf(fsrs), [fsrs]);
  const itemKeys = useMemo(() => [...new Set(runKeys.map((key) => cardTargetOf(key).itemKey))], [runKeys]);
  const [cards] = useSyncedQuery(user ? queries.fsrsCards.forItems({itemKeys, mode}) : null, {ttl: '5m'});
  const slotsWithCards = useMemo(
    () => new Set((cards ?? []).map((card) => cardSlot(card.type, card.practice_item_key))),
    [cards],
  );

  const grade = useCallback(
    (runKey: string, outcome: AnswerOutcome) => {
      if (!user) return;
      const {type, itemKey} = cardTargetOf(runKey);
      const review = newReview(
        cardID({userID: user.id, itemKey, type, mode}),
        ratingForAnswer(outcome),
        scheduler,
        'practice',
      );
      // A refusal is reported by the outbox's notices.
      void submitReview(zero, review);
    },
    [user, zero, mode, scheduler],
  );

  const hasCard = (runKey: string) => {
    const {type, itemKey} = cardTargetOf(runKey);
    return slotsWithCards.has(cardSlot(type, itemKey));
  };
  return {signedIn: Boolean(user), hasCard, grade};
}
