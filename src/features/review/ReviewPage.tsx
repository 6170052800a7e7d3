// /practice/review (requirements §2.1): the signed-in learner's due cards, one at a time. A visitor is told to sign in;
// a failed load is logged and shows the not-found view.
import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {Link} from '@tanstack/react-router';
import {useZero} from '@rocicorp/zero/react';
import {NotFound} from '../../components/NotFound.tsx';
import {useSession} from '../../app/session/use-session.ts';
import {useSetting, useSettingsPart} from '../../app/settings/use-settings.ts';
import {useDueCards, type DueCards} from './use-due-cards.ts';
import {useDueCounts} from './use-due-counts.ts';
import {currentCard, orderReviewQueue} from './review-queue.ts';
import {reviewPrompt} from './review-prompt.ts';
import {useVocabularyDetails} from './vocabulary-cache.ts';
import {keyedOwnEntries, reviewItemDetails} from './review-item-details.ts';
import {queries} from '../../../schema/queries.ts';
import type {StoredLists} from '../../../schema/decks/item-lists.ts';
import {wordsOfKey} from '../../../schema/decks/practice-keys.ts';
import {DECK_ITEM_LIMITS} from '../../../schema/decks/deck-item.ts';
import {newReview, submitReview} from './submit-review.ts';
import {afterNextPaint} from '../../app/after-next-paint.ts';
import {ReviewCard} from './ReviewCard.tsx';
import {describeWait} from './review-intervals.ts';
import type {Rating} from './review-keys.ts';
import {pendingLabel} from '../outbox/write-words.ts';
import {SeenStatsSummary} from './SeenStatsSummary.tsx';
import {reviewSchedulerOf} from '../../../schema/settings.ts';
import {useLiveServiceCounts} from '../services/live-service-counts.ts';
import {prefetchStrokeData} from '../kanji/stroke-api.ts';
import {strokesToPrefetch} from './stroke-prefetch.ts';
import {keysToLookAhead} from './look-ahead.ts';
import {reviewContentReady} from './server-counts-start.ts';
import {useSyncedQuery} from '../../app/use-synced-query.ts';

// Loaded only for a learner who reviews Anki's cards: it reads Anki's fields as the deck import does.
const AnkiReviewSession = lazy(() =>
  import('./AnkiReviewSession.tsx').then((module) => ({default: module.AnkiReviewSession})),
);
// Loaded only when shown, so that the first vocabulary card does not wait for the writing pad or a service's client.
const WritingReviewCard = lazy(() =>
  import('./WritingReviewCard.tsx').then((module) => ({default: module.WritingReviewCard})),
);
const LiveServiceReview = lazy(() =>
  import('../services/LiveServiceReview.tsx').then((module) => ({default: module.LiveServiceReview})),
);

const NONE: readonly string[] = [];

export function ReviewPage() {
  const {user} = useSession();
  const live = useLiveServiceCounts();
  // Leaving before the first card was shown lets the server's counts start all the same.
  useEffect(() => reviewContentReady, []);
  useEffect(() => {
    if (!user || live) reviewContentReady();
  }, [user, live]);
  if (!user) {
    return (
      <div className="page narrow review-page">
        <h1>Review</h1>
        <p className="callout">
          Spaced-repetition review schedules every word and kanji you practise for the day you are about to forget it.
          Your cards are saved to your account, so{' '}
          <Link to="/auth" search={{mode: 'sign-in', redirect: '/practice/review'}}>
            sign in
          </Link>{' '}
          or{' '}
          <Link to="/auth" search={{mode: 'sign-up', redirect: '/practice/review'}}>
            create an account
          </Link>{' '}
          to review them.
        </p>
      </div>
    );
  }
  if (live) {
    return (
      <div className="page narrow review-page">
        <h1>Review</h1>
        {live.service === 'anki' ? (
          <Suspense
            fallback={
              <p className="hint" aria-busy="true">
                Asking Anki for your due cards…
              </p>
            }
          >
            <AnkiReviewSession />
          </Suspense>
        ) : (
          <Suspense
            fallback={
              <p className="hint" aria-busy="true">
                Loading your reviews…
              </p>
            }
          >
            <LiveServiceReview live={live} />
          </Suspense>
        )}
      </div>
    );
  }
  return <ReviewQueue />;
}

function ReviewQueue() {
  const zero = useZero();
  const dueCards = useDueCards();
  const counts = useDueCounts();
  const prereqsFirst = useSettingsPart((settings) => settings.routes['vocab-practice']['enable-kanji-radical-prereqs']);
  const fsrs = useSetting('fsrs');
  const scheduler = useMemo(() => reviewSchedulerOf(fsrs), [fsrs]);

  // An answered card leaves the queue at once, in the frame of the key press; its write is sent after that frame
  // (`unsent` until then) and reaches the due cards with the outbox: the card stays out until the due cards next
  // change, which carries the answer or, if it was refused, brings the card back.
  const [answered, setAnswered] = useState<{from: DueCards; ids: readonly string[]}>({from: dueCards, ids: NONE});
  const [unsent, setUnsent] = useState<readonly string[]>(NONE);
  const leaving = useMemo(
    () => [...(answered.from === dueCards ? answered.ids : NONE), ...unsent],
    [answered, dueCards, unsent],
  );
  const ordered = useMemo(
    () => (dueCards.status === 'ready' ? [...orderReviewQueue(dueCards.due, {prereqsFirst}), ...dueCards.offered] : []),
    [dueCards, prereqsFirst],
  );
  const queue = useMemo(
    () => (leaving.length ? ordered.filter((card) => !leaving.includes(card.id)) : ordered),
    [ordered, leaving],
  );
  const lookedAhead = useRef<readonly string[]>(NONE);
  const upcomingKeys = useMemo(() => (lookedAhead.current = keysToLookAhead(lookedAhead.current, queue)), [queue]);
  const {details: catalogueDetails, lookedUp} = useVocabularyDetails(upcomingKeys);
  // Joined into one string so that the effect runs when the characters change, not on every new queue array.
  const upcomingStrokes = useMemo(() => strokesToPrefetch(queue).join(''), [queue]);
  useEffect(() => {
    if (upcomingStrokes) void prefetchStrokeData([...upcomingStrokes]);
  }, [upcomingStrokes]);
  // The learner's own deck entries for these words: they may come first, or be all there is (requirements §3.2 overrides).
  const upcomingWords = useMemo(
    () => [...new Set(upcomingKeys.flatMap(wordsOfKey))].filter((word) => word.length <= DECK_ITEM_LIMITS.word),
    [upcomingKeys],
  );
  const [ownRows] = useSyncedQuery(queries.decks.itemsForWords({words: upcomingWords}), {ttl: '5m'});
  const ownEntries = useMemo(() => keyedOwnEntries(ownRows as ((typeof ownRows)[number] & StoredLists)[]), [ownRows]);
  const overrides = useSettingsPart((settings) => settings['override-settings'].vocabularyOverrides);
  const shownID = useRef<string | null>(null);
  const card = currentCard(queue, shownID.current);
  shownID.current = card?.id ?? null;
  const catalogueEntry = card ? catalogueDetails(card.practice_item_key) : undefined;
  // The same prompt while the card shows: the card is not drawn again as the answer before it syncs.
  const prompt = useMemo(
    () =>
      card && card.mode !== 'writing'
        ? reviewPrompt(card, reviewItemDetails(card.practice_item_key, catalogueEntry, ownEntries, overrides))
        : null,
    [card, catalogueEntry, ownEntries, overrides],
  );
  // The first card waits the moment its word takes to be read from this device, so that it is shown once, with its
  // word; a word the device does not hold is fetched while the card shows "…".
  const firstCardShown = useRef(false);
  const waitForWord =
    !firstCardShown.current && !!card && card.mode !== 'writing' && !prompt && !lookedUp(card.practice_item_key);
  if (dueCards.status === 'ready' && !waitForWord) firstCardShown.current = true;
  // What the page shows first: the first card's question (the writing card loads its own), or why there is none.
  const firstShown =
    dueCards.status === 'error' || (dueCards.status === 'ready' && (!card || card.mode === 'writing' || !!prompt));
  useEffect(() => {
    if (firstShown) reviewContentReady();
  }, [firstShown]);

  const gradeShownCard = useRef((_rating: Rating) => {});
  useLayoutEffect(() => {
    gradeShownCard.current = (rating) => {
      if (!card) return;
      shownID.current = null;
      setAnswered((previous) => ({
        from: dueCards,
        ids: previous.from === dueCards ? [...previous.ids, card.id] : [card.id],
      }));
      setUnsent((ids) => [...ids, card.id]);
      const review = newReview(card.id, rating, scheduler);
      afterNextPaint(() => {
        void submitReview(zero, review);
        setUnsent((ids) => ids.filter((id) => id !== review.cardID));
      });
    };
  });
  // One function for the card's life: the outbox and the synced cards change three or four times per answer, and the
  // card is not drawn again for them.
  const grade = useCallback((rating: Rating) => gradeShownCard.current(rating), []);

  useEffect(() => {
    if (dueCards.status === 'error') console.error('Loading the review queue failed');
  }, [dueCards.status]);

  if (dueCards.status === 'error') return <NotFound />;
  if (dueCards.status !== 'ready' || waitForWord)
    return (
      <p className="page review-page" aria-busy="true">
        Loading your reviews…
      </p>
    );

  return (
    <div className="page review-page">
      <header className="review-header">
        <h1>Review</h1>
        <p className="review-remaining" data-testid="review-remaining">
          {counts ? `${counts.total}${counts.atLeast ? '+' : ''} due` : ''}
        </p>
      </header>
      {/* Counted again when the queue runs out, not after every answer: that request would compete with the next card's paint. */}
      <SeenStatsSummary refreshKey={card ? 'reviewing' : 'done'} />
      {dueCards.pending > 0 && (
        <p className="callout callout-warn review-pending" data-testid="review-pending">
          {pendingLabel(dueCards.pending)}: they count here already and are saved, in order, once you are connected.
        </p>
      )}
      {card?.mode === 'writing' ? (
        <>
          <Suspense
            fallback={
              <p className="hint" aria-busy="true">
                Loading the writing card…
              </p>
            }
          >
            <WritingReviewCard
              key={card.id + (card.last_review_id ?? '')}
              card={card}
              scheduler={scheduler}
              onGrade={grade}
            />
          </Suspense>
          <p className="review-shortcuts hint">
            Write the kanji on the pad, or show it stroke by stroke and write it on paper. Then <kbd>Enter</kbd> accepts
            the suggested grade; <kbd>1</kbd> Again, <kbd>2</kbd> Hard, <kbd>3</kbd> Good, <kbd>4</kbd> Easy.
          </p>
        </>
      ) : card ? (
        <>
          <ReviewCard
            key={card.id + (card.last_review_id ?? '')}
            card={card}
            scheduler={scheduler}
            prompt={prompt}
            onGrade={grade}
          />
          <p className="review-shortcuts hint">
            Shortcuts: <kbd>Space</kbd> or <kbd>Enter</kbd> shows the answer; <kbd>1</kbd> Again, <kbd>2</kbd> Hard,{' '}
            <kbd>3</kbd> Good, <kbd>4</kbd> Easy.
          </p>
        </>
      ) : (
        <section className="card review-empty" data-testid="review-empty">
          <h2>Nothing due</h2>
          <p>
            {dueCards.nextDueAt === null
              ? 'You have no cards yet. Practise a chapter’s vocabulary and its words will come back here for review.'
              : `Your next review is due ${describeWait(dueCards.nextDueAt - dueCards.now)} (${new Date(dueCards.nextDueAt).toLocaleString()}).`}
          </p>
          <Link to="/" className="button button-secondary">
            Back home
          </Link>
        </section>
      )}
    </div>
  );
}
