import {expect, test} from 'vitest';
import {currentCard, orderReviewQueue} from '../../src/features/review/review-queue.ts';

const card = (id: string, due: number) => ({id, type: 'vocabulary' as const, due_at: due});

test('the card in front of the learner stays there when more overdue cards sync in', () => {
  const first = orderReviewQueue([card('b', 20), card('c', 30)], {prereqsFirst: false});
  const shown = currentCard(first, null);
  expect(shown?.id).toBe('b');
  const later = orderReviewQueue([card('a', 10), card('b', 20), card('c', 30)], {prereqsFirst: false});
  expect(later[0]!.id).toBe('a');
  expect(currentCard(later, shown!.id)?.id).toBe('b');
});

test('once it is answered (or no longer due) the head of the queue comes next; an empty queue shows nothing', () => {
  const queue = [card('a', 10), card('c', 30)];
  expect(currentCard(queue, 'b')?.id).toBe('a');
  expect(currentCard(queue, null)?.id).toBe('a');
  expect(currentCard([], 'a')).toBeUndefined();
});
