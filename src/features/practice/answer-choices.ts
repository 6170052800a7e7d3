// Multiple choice for meanings: the right meaning and up to three others from the same module, drawn anew each time
// the item is asked (the screen keeps them while the question is shown).
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {shuffledWith} from '../../../schema/seeded-random.ts';

export const CHOICE_COUNT = 4;

export type AnswerChoice = {key: string; label: string; correct: boolean};

export function meaningLabel(item: Pick<VocabularyItem, 'english'>): string {
  return item.english.join('; ');
}

/**
 * The choices for `item` among `moduleItems`, drawn each time the item is asked: other meanings picked from
 * `random` (when the module has more than enough), and with `shuffle` a random order, never `previous` (the order
 * of the item's last asking, as keys) when another is possible, so an item that comes back cannot be answered by
 * position. Without `shuffle` the choices keep module order, so the right one is not always first. Distractors
 * have a meaning different from the right one.
 */
export function answerChoices(
  item: VocabularyItem,
  moduleItems: readonly VocabularyItem[],
  random: () => number,
  shuffle: boolean,
  previous?: readonly string[],
): AnswerChoice[] {
  const rightLabel = meaningLabel(item);
  const seenLabels = new Set([rightLabel]);
  const candidates = moduleItems.filter((other) => {
    const label = meaningLabel(other);
    if (seenLabels.has(label)) return false;
    seenLabels.add(label);
    return true;
  });
  const picked = [item, ...shuffledWith(candidates, random).slice(0, CHOICE_COUNT - 1)];
  const ordered = shuffle
    ? shuffledWith(picked, random)
    : [...picked].sort((a, b) => moduleItems.indexOf(a) - moduleItems.indexOf(b));
  // A shuffle that gives the last order again is turned by one place: the same choices, every one moved.
  if (shuffle && picked.length > 1 && sameOrder(ordered, previous)) ordered.push(ordered.shift()!);
  return ordered.map((choice) => ({key: choice.key, label: meaningLabel(choice), correct: choice === item}));
}

function sameOrder(choices: readonly VocabularyItem[], previous: readonly string[] | undefined): boolean {
  return (
    previous !== undefined &&
    previous.length === choices.length &&
    choices.every((choice, index) => choice.key === previous[index])
  );
}
