// One card under review: the question, the answer once shown, and the four grades with when the card would
// come back after each. Space/Enter show the answer, 1–4 grade.
import {lazy, memo, Suspense, useCallback, useState} from 'react';
import type {SchedulerParameters} from '../../../schema/fsrs/review-step.ts';
import type {FsrsCardRow} from './use-due-cards.ts';
import type {ReviewPrompt} from './review-prompt.ts';
import type {Rating} from './review-keys.ts';
import {useReviewKeys} from './use-review-keys.ts';
import {ReviewControls} from './ReviewControls.tsx';
import {useGradeIntervals} from './use-grade-intervals.ts';
import {MixedText} from '../../components/MixedText.tsx';

// Loaded when a kanji or radical card is answered, so that a vocabulary card does not wait for the stroke order.
const KanjiCard = lazy(() => import('../kanji/KanjiCard.tsx').then((module) => ({default: module.KanjiCard})));

type Props = {
  card: FsrsCardRow;
  prompt: ReviewPrompt | null;
  onGrade: (rating: Rating) => void;
  scheduler?: SchedulerParameters;
};

/** Drawn again only when its own props change (the review queue keeps them the same while the card shows). */
export const ReviewCard = memo(function ReviewCard({card, prompt, onGrade, scheduler}: Props) {
  const [revealed, setRevealed] = useState(false);
  const intervalOf = useGradeIntervals(card.fsrs_card, scheduler);

  const reveal = useCallback(() => setRevealed(true), []);
  useReviewKeys({enabled: Boolean(prompt), revealed, onReveal: reveal, onGrade});

  return (
    <article className="card review-card" data-testid="review-card" data-card-id={card.id} aria-busy={!prompt}>
      <p className="review-label">{prompt?.label ?? '…'}</p>
      <p className="review-question" lang={prompt?.question.lang} data-testid="review-question">
        {prompt ? <MixedText text={prompt.question.text} /> : '…'}
      </p>
      {revealed && prompt && (
        <div className="review-answer" data-testid="review-answer">
          {card.type === 'vocabulary' ? (
            <>
              <p className="review-answer-main" lang={prompt.answer.lang}>
                <MixedText text={prompt.answer.text} />
              </p>
              {prompt.note && (
                <p className="review-answer-note" lang={prompt.note.lang}>
                  <MixedText text={prompt.note.text} />
                </p>
              )}
            </>
          ) : (
            // Kanji and radicals answer with their meanings, readings and animated stroke order.
            <Suspense
              fallback={
                <p className="hint" aria-busy="true">
                  Loading the kanji…
                </p>
              }
            >
              <KanjiCard kanji={card.practice_item_key} autoPlay />
            </Suspense>
          )}
        </div>
      )}
      <ReviewControls
        revealed={revealed}
        onReveal={reveal}
        onGrade={onGrade}
        disabled={!prompt}
        intervalOf={intervalOf}
      />
    </article>
  );
});
