// The stroke images the review page fetches ahead (requirements §9), so that a kanji's answer animates at once.
import type {CardType} from '../../../schema/zero-schema.ts';

/** §9's estimate of the cards worth preparing: ceil(ceil(total × 0.33) × 1.5), at most the whole queue. */
export function strokePrefetchCount(total: number): number {
  return Math.min(total, Math.ceil(Math.ceil(total * 0.33) * 1.5));
}

/** The characters of the kanji and radical cards among the first cards of the queue, each once, in queue order. */
export function strokesToPrefetch(queue: readonly {type: CardType; practice_item_key: string}[]): string[] {
  const characters = queue
    .slice(0, strokePrefetchCount(queue.length))
    .filter((card) => card.type !== 'vocabulary')
    .map((card) => card.practice_item_key);
  return [...new Set(characters)];
}
