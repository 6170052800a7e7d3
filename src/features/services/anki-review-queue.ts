// Anki's due cards as this app asks them: the card's word (its item key, requirements §7.3) as the question, the text of its
// other fields as the answer. Only text is taken from Anki's fields, never their HTML: a shared deck's markup and
// scripts do not run in this page.
import {fieldText} from '../vocab/transfer/anki-text.ts';
import {ankiItemKey} from '../vocab/transfer/anki-fields.ts';
import {cardsFound, type AnkiCardInfo} from './anki-review-stats.ts';

export type AnkiReviewCard = {cardId: number; question: string; answer: string[]};

/** A review session takes the first cards due; the next session takes the rest. */
export const ANKI_SESSION_CARDS = 200;
const ANSWER_FIELDS = 6;

export function ankiReviewCardOf(card: AnkiCardInfo): AnkiReviewCard | null {
  const fields = Object.entries(card.fields)
    .toSorted(([, a], [, b]) => a.order - b.order)
    .map(([name, field]) => ({name, html: field.value, text: fieldText(field.value)}));
  const question = ankiItemKey(fields) ?? fields.find((field) => field.text !== '')?.text.split('\n')[0];
  if (!question) return null;
  const answer = fields
    .filter((field) => field.text !== '' && field.text !== question && fieldText(field.html, 'base') !== question)
    .slice(0, ANSWER_FIELDS)
    .map((field) => field.text);
  return {cardId: card.cardId, question, answer};
}

/** The cards due now, but those whose answers are still waiting to reach Anki. */
export async function dueAnkiCards(bridge: string, waiting: ReadonlySet<number>): Promise<AnkiReviewCard[]> {
  const cards = await cardsFound(bridge, 'is:due', ANKI_SESSION_CARDS + waiting.size);
  return cards
    .filter((card) => !waiting.has(card.cardId))
    .map(ankiReviewCardOf)
    .filter((card): card is AnkiReviewCard => card !== null)
    .slice(0, ANKI_SESSION_CARDS);
}

/** The session's cards after the one in front is answered. Anki puts a card graded Again into (re)learning, due
 * again within minutes, so it is asked again after the others, as the built-in review does. */
export function queueAfterAnswer<T extends {cardId: number}>(cards: readonly T[], ease: 1 | 2 | 3 | 4): T[] {
  const [answered, ...rest] = cards;
  return answered && ease === 1 ? [...rest, answered] : rest;
}
