// Reviewing Anki's due cards here (Anki live, requirements §4.3): the card's word, its other fields once shown, and the four
// grades, which go to Anki as its answers (ease 1–4). An answer is kept in this browser until Anki has taken it, so
// one given while Anki is closed is sent when it is back; one Anki refuses (the card was deleted there) is said so.
// A card graded Again comes back after the others. The same keys as the built-in review.
import {useCallback, useEffect, useRef, useState} from 'react';
import {useAtomValue} from 'jotai';
import {MixedText} from '../../components/MixedText.tsx';
import type {Rating} from './review-keys.ts';
import {ReviewControls} from './ReviewControls.tsx';
import {useReviewKeys} from './use-review-keys.ts';
import {ankiBridgeAddressAtom} from '../services/anki-bridge-address.ts';
import {AnkiConnectError} from '../services/anki-connect.ts';
import {dueAnkiCards, queueAfterAnswer, type AnkiReviewCard} from '../services/anki-review-queue.ts';
import {
  keepAnkiAnswer,
  sendAnkiAnswers,
  takeUnrecordedAnkiAnswers,
  waitingAnkiAnswers,
  type AnkiAnswer,
} from '../services/anki-answers.ts';
import {refreshLiveServiceCounts} from '../services/live-service-counts.ts';
import '../services/services.css';

type Queue =
  | {status: 'loading'}
  | {status: 'ready'; cards: readonly AnkiReviewCard[]}
  | {status: 'error'; message: string};

/** Counts are asked again once the answers stop for a moment, not after each one (a large collection is slow to count). */
const RECOUNT_AFTER_MS = 2_000;
/** While answers wait for Anki, how often they are tried again. */
const RESEND_EVERY_MS = 15_000;

const messageOf = (error: unknown) => (error instanceof AnkiConnectError ? error.message : 'Unknown error occurred');

export function AnkiReviewSession() {
  const bridge = useAtomValue(ankiBridgeAddressAtom);
  const [queue, setQueue] = useState<Queue>({status: 'loading'});
  const [revealed, setRevealed] = useState(false);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const [waiting, setWaiting] = useState(() => waitingAnkiAnswers(bridge).length);
  const [sendError, setSendError] = useState<string | null>(null);
  const [unrecorded, setUnrecorded] = useState<readonly AnkiAnswer[]>([]);
  const recount = useRef<ReturnType<typeof setTimeout>>(undefined);

  const send = useCallback(async () => {
    try {
      await sendAnkiAnswers(bridge);
      setSendError(null);
      clearTimeout(recount.current);
      recount.current = setTimeout(() => void refreshLiveServiceCounts('anki', bridge), RECOUNT_AFTER_MS);
    } catch (error) {
      setSendError(messageOf(error));
    } finally {
      setWaiting(waitingAnkiAnswers(bridge).length);
      // Whichever tab or refresh sent them, the answers Anki refused are told here, and their cards leave the session.
      const refused = takeUnrecordedAnkiAnswers(bridge);
      if (refused.length) {
        const gone = new Set(refused.map((answer) => answer.cardId));
        setUnrecorded((shown) => [...shown, ...refused]);
        setAnswered((cards) => new Set([...cards].filter((cardId) => !gone.has(cardId))));
        setQueue((current) =>
          current.status === 'ready'
            ? {status: 'ready', cards: current.cards.filter((each) => !gone.has(each.cardId))}
            : current,
        );
      }
    }
  }, [bridge]);

  const load = useCallback(async () => {
    setQueue({status: 'loading'});
    // Answers still waiting go first, so that what Anki says is due already counts them.
    await send();
    try {
      const cards = await dueAnkiCards(bridge, new Set(waitingAnkiAnswers(bridge).map((answer) => answer.cardId)));
      setQueue({status: 'ready', cards});
    } catch (error) {
      setQueue({status: 'error', message: messageOf(error)});
    }
  }, [bridge, send]);

  useEffect(() => {
    void load();
    return () => clearTimeout(recount.current);
  }, [load]);

  useEffect(() => {
    if (!waiting || !sendError) return;
    const timer = setInterval(() => void send(), RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, sendError, send]);

  const card = queue.status === 'ready' ? queue.cards[0] : undefined;
  const reveal = useCallback(() => setRevealed(true), []);
  const grade = useCallback(
    (rating: Rating) => {
      if (!card) return;
      keepAnkiAnswer(bridge, {cardId: card.cardId, ease: rating, question: card.question});
      setWaiting((count) => count + 1);
      setQueue((current) =>
        current.status === 'ready' ? {status: 'ready', cards: queueAfterAnswer(current.cards, rating)} : current,
      );
      setRevealed(false);
      setAnswered((cards) => new Set(cards).add(card.cardId));
      void send();
    },
    [card, bridge, send],
  );
  useReviewKeys({enabled: Boolean(card), revealed, onReveal: reveal, onGrade: grade});

  return (
    <section className="anki-review" aria-labelledby="anki-review-heading" data-testid="anki-review">
      <header className="review-header">
        <h2 id="anki-review-heading">Anki's due cards</h2>
        {queue.status === 'ready' && (
          <p className="review-remaining" data-testid="anki-review-remaining">
            {queue.cards.length} left
          </p>
        )}
      </header>
      {waiting > 0 && sendError && (
        <p className="callout callout-warn" role="alert" data-testid="anki-answers-waiting">
          {waiting} {waiting === 1 ? 'answer waits' : 'answers wait'} for Anki and will be sent when it can be reached.{' '}
          {sendError}{' '}
          <button type="button" className="link-button" onClick={() => void send()}>
            Send now
          </button>
        </p>
      )}
      {unrecorded.length > 0 && (
        <div className="callout callout-warn" role="alert" data-testid="anki-answers-unrecorded">
          <ul>
            {unrecorded.map((answer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list that is only ever added to.
              <li key={index}>
                This card
                {answer.question && (
                  <>
                    {' '}
                    (<MixedText text={answer.question} />)
                  </>
                )}{' '}
                is no longer in Anki; your answer was not recorded.
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={() => setUnrecorded([])}>
            Dismiss
          </button>
        </div>
      )}
      {queue.status === 'loading' && (
        <p className="hint" aria-busy="true">
          Asking Anki for your due cards…
        </p>
      )}
      {queue.status === 'error' && (
        <p className="callout callout-warn" role="alert" data-testid="anki-review-error">
          {queue.message}{' '}
          <button type="button" className="link-button" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      {card && (
        <article className="card review-card" data-testid="anki-review-card" data-card-id={card.cardId}>
          <p className="review-label">Anki</p>
          <p className="review-question" data-testid="anki-review-question">
            <MixedText text={card.question} />
          </p>
          {revealed && (
            <div className="review-answer" data-testid="anki-review-answer">
              {card.answer.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one card, in its order.
                <p key={index} className={index === 0 ? 'review-answer-main' : 'review-answer-note'}>
                  <MixedText text={line} />
                </p>
              ))}
            </div>
          )}
          <ReviewControls revealed={revealed} onReveal={reveal} onGrade={grade} />
        </article>
      )}
      {queue.status === 'ready' && !card && (
        <div className="card review-empty" data-testid="anki-review-done">
          <h3>
            {answered.size
              ? `Done: ${answered.size} ${answered.size === 1 ? 'card' : 'cards'} answered`
              : 'Nothing is due in Anki right now'}
          </h3>
          <button type="button" className="button button-secondary" onClick={() => void load()}>
            Ask Anki again
          </button>
        </div>
      )}
    </section>
  );
}
