// Multiple choice for meanings: the right meaning and up to three others from the same module. Which others, and
// in which order, follow from the run's seed and the item, so a re-render never reshuffles the buttons.
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {shuffled} from '../../../schema/seeded-random.ts';

export const CHOICE_COUNT = 4;

export type AnswerChoice = {key: string; label: string; correct: boolean};

export function meaningLabel(item: Pick<VocabularyItem, 'english'>): string {
  return item.english.join('; ');
}

/** A stable 32-bit number for a string (FNV-1a), to mix an item into the run's seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The choices for `item` among `moduleItems`. Distractors have a meaning different from the right one. With
 * `shuffle` the choices come in a random order; without it in module order, so the right one is not always first.
 */
export function answerChoices(item: VocabularyItem, moduleItems: readonly VocabularyItem[], seed: number, shuffle: boolean): AnswerChoice[] {
  const itemSeed = (seed ^ hashOf(item.key)) >>> 0;
  const rightLabel = meaningLabel(item);
  const seenLabels = new Set([rightLabel]);
  const candidates = moduleItems.filter((other) => {
    const label = meaningLabel(other);
    if (seenLabels.has(label)) return false;
    seenLabels.add(label);
    return true;
  });
  const picked = [item, ...shuffled(candidates, itemSeed).slice(0, CHOICE_COUNT - 1)];
  const ordered = shuffle
    ? shuffled(picked, itemSeed + 1)
    : [...picked].sort((a, b) => moduleItems.indexOf(a) - moduleItems.indexOf(b));
  return ordered.map((choice) => ({key: choice.key, label: meaningLabel(choice), correct: choice === item}));
}
