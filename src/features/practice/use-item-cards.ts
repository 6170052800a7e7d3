// The signed-in learner's cards for the words being practised, in one mode: kept synced while the screen is open
// (the grade mutator reads the current card on the client too), and graded after every answer. Anonymous
// visitors have no cards: they practise without saving.
import {useCallback, useMemo} from 'react';
import {useQuery} from '@rocicorp/zero/react';
import {queries} from '../../../schema/queries.ts';
import {cardID} from '../../../schema/fsrs/card-id.ts';
import type {PracticeMode} from '../../../schema/catalogue.ts';
import {useSession} from '../auth/use-session.ts';
import {useNotify} from '../notices/notices.ts';
import {newReview, submitReview} from '../review/submit-review.ts';
import {ratingForAnswer} from './answer-rating.ts';
import type {AnswerOutcome} from './practice-session.ts';

export function useItemCards(itemKeys: readonly string[], mode: PracticeMode) {
  const {user, zero} = useSession();
  const {notify} = useNotify();
  const [cards] = useQuery(user ? queries.fsrsCards.forItems({itemKeys: [...itemKeys], mode}) : null, {ttl: '5m'});
  const keysWithCards = useMemo(() => new Set((cards ?? []).map((card) => card.practice_item_key)), [cards]);

  const grade = useCallback((itemKey: string, outcome: AnswerOutcome) => {
    if (!user) return;
    const review = newReview(cardID({userID: user.id, itemKey, type: 'vocabulary', mode}), ratingForAnswer(outcome));
    void submitReview(zero, review).server.then((result) => {
      if (result.type === 'error') notify('error', `This answer could not be saved: ${result.error.message}`);
    });
  }, [user, zero, mode, notify]);

  return {signedIn: Boolean(user), hasCard: (itemKey: string) => keysWithCards.has(itemKey), grade};
}
