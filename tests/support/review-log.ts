// A generated review history for optimiser tests: cards scheduled by the app's default FSRS step, answered by a
// simulated learner whose memory follows other parameters (they forget new words much faster than FSRS's defaults
// assume). Seeded, so every run generates the same log.
import {createEmptyCard, default_w, fsrs, type Card, type Grade} from 'ts-fsrs';
import {reviewStep, type StoredCard} from '../../schema/fsrs/review-step.ts';
import {seededRandom} from '../../schema/seeded-random.ts';

const DAY_MS = 86_400_000;

/** The simulated learner's memory: initial stabilities a quarter of the defaults, slower growth after a recall. */
export const LEARNER_WEIGHTS = default_w.map((weight, index) =>
  index <= 3 ? weight * 0.25 : index === 8 ? weight - 0.6 : weight,
);

export type GeneratedReview = {cardKey: string; rating: Grade; reviewedAt: number; state: number; log: unknown};
export type GeneratedCard = {cardKey: string; card: StoredCard; createdAt: number};

export function generateReviewLog({
  cards,
  days,
  start,
  seed = 7,
}: {
  cards: number;
  days: number;
  start: number;
  seed?: number;
}) {
  const random = seededRandom(seed);
  const memory = fsrs({w: LEARNER_WEIGHTS, enable_fuzz: false});
  const end = start + days * DAY_MS;
  const reviews: GeneratedReview[] = [];
  const finalCards: GeneratedCard[] = [];
  for (let index = 0; index < cards; index++) {
    const cardKey = `word-${index}`;
    const createdAt = start + Math.floor((index / cards) * (days / 2)) * DAY_MS + 9 * 3_600_000;
    let appCard: StoredCard | null = null;
    let learnerCard: Card = createEmptyCard(new Date(createdAt));
    let at = createdAt;
    while (at < end) {
      const recall = appCard === null ? 1 : memory.get_retrievability(learnerCard, new Date(at), false);
      const rating: Grade = random() < recall ? (random() < 0.15 ? 4 : 3) : 1;
      const step = reviewStep(appCard, rating, at);
      reviews.push({cardKey, rating, reviewedAt: at, state: step.log.state, log: step.log});
      appCard = step.card;
      learnerCard = memory.next(learnerCard, new Date(at), rating).card;
      at = Math.max(appCard.due, at + 60_000);
    }
    finalCards.push({cardKey, card: appCard!, createdAt});
  }
  return {reviews, cards: finalCards};
}
