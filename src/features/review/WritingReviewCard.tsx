// A writing card under review (issue 24): the kanji asked for by its meanings and readings, written on the pad or
// on paper from the stroke-by-stroke view. Once written, the kanji shows and the grade its writing suggests is
// marked and focused (Enter accepts it, 1–4 grade as on any card); "Show answer" gives up and shows it unsuggested.
import {useCallback, useState} from 'react';
import type {SchedulerParameters} from '../../../schema/fsrs/review-step.ts';
import type {FsrsCardRow} from './use-due-cards.ts';
import type {Rating} from './review-keys.ts';
import {useReviewKeys} from './use-review-keys.ts';
import {ReviewControls} from './ReviewControls.tsx';
import {useGradeIntervals} from './use-grade-intervals.ts';
import {writingPrompt} from './review-prompt.ts';
import {ratingOfSelfGrade, suggestedRating} from './writing-grade.ts';
import {useKanjiInfo} from '../kanji/use-kanji-info.ts';
import {useKanjiMeanings} from '../kanji/use-kanji-meanings.ts';
import {KanjiCard} from '../kanji/KanjiCard.tsx';
import {KanjiWriting} from '../handwriting/KanjiWriting.tsx';
import {summary} from '../handwriting/writing-session.ts';

type Props = {
  card: FsrsCardRow;
  onGrade: (rating: Rating) => void;
  scheduler?: SchedulerParameters;
};

/** What the learner did before the answer showed: the grade it suggests, if any. */
type Answered = {suggested?: Rating};

export function WritingReviewCard({card, onGrade, scheduler}: Props) {
  const kanji = card.practice_item_key;
  const info = useKanjiInfo(kanji);
  const chooseMeanings = useKanjiMeanings();
  const intervalOf = useGradeIntervals(card.fsrs_card, scheduler);
  const [answered, setAnswered] = useState<Answered | null>(null);
  // The first writing decides the suggestion: writing it again after the answer shows is practice.
  const answer = useCallback((suggested?: Rating) => setAnswered((current) => current ?? {suggested}), []);
  const reveal = useCallback(() => answer(), [answer]);
  // Only the grade keys: until the answer shows, Space and Enter belong to the buttons of the pad and the frames.
  useReviewKeys({enabled: answered !== null, revealed: true, onReveal: reveal, onGrade});

  const prompt =
    info.status === 'loading'
      ? null
      : writingPrompt(
          kanji,
          info.status === 'ready' ? {...info.info, meanings: chooseMeanings(kanji, info.info.meanings).meanings} : null,
        );

  return (
    <article
      className="card review-card review-card-writing"
      data-testid="review-card"
      data-card-id={card.id}
      aria-busy={!prompt}
    >
      <p className="review-label">{prompt?.label ?? '…'}</p>
      <p className="review-question" lang={prompt?.question.lang} data-testid="review-question">
        {prompt?.question.text ?? '…'}
      </p>
      {prompt?.note && (
        <p className="review-answer-note" lang={prompt.note.lang} data-testid="review-question-reading">
          {prompt.note.text}
        </p>
      )}
      <KanjiWriting
        character={kanji}
        label="the kanji asked for"
        onFinished={(session) => answer(suggestedRating(summary(session.outcomes)))}
        onSelfGrade={(grade) => answer(ratingOfSelfGrade(grade))}
      />
      {answered && (
        <div className="review-answer" data-testid="review-answer">
          <KanjiCard kanji={kanji} />
        </div>
      )}
      <ReviewControls
        revealed={answered !== null}
        onReveal={reveal}
        onGrade={onGrade}
        disabled={!prompt}
        intervalOf={intervalOf}
        suggested={answered?.suggested}
      />
    </article>
  );
}
