// Progress of a vocab-practice module per mode (requirements §4.6): the module's items that have a card of that mode.
// Module items are vocabulary: a kanji card for 水 does not complete the word 水.
import type {CardMode, CardType, PracticeMode} from '../../../schema/zero-schema.ts';

export type ModeProgress = {completed: number; total: number; percent: number};
export type ModulePracticeProgress = Record<PracticeMode, ModeProgress>;

type ProgressCard = {practice_item_key: string; type: CardType; mode: CardMode};

const ALL_MODES: readonly PracticeMode[] = ['meanings', 'spellings'];

/** `allowedModes` is the module's allowed_practice_modes (all modes when absent). A mode the module does not
 * practise has no items; spellings with no items counts as done (100 %), meanings with none as 0 %. */
export function modulePracticeProgress(
  itemKeys: readonly string[],
  cards: readonly ProgressCard[],
  allowedModes: readonly PracticeMode[] = ALL_MODES,
): ModulePracticeProgress {
  const keys = new Set(itemKeys);
  const progress = (mode: PracticeMode): ModeProgress => {
    const total = allowedModes.includes(mode) ? keys.size : 0;
    if (total === 0) return {completed: 0, total: 0, percent: mode === 'spellings' ? 100 : 0};
    const carded = new Set(
      cards
        .filter((card) => card.type === 'vocabulary' && card.mode === mode && keys.has(card.practice_item_key))
        .map((card) => card.practice_item_key),
    );
    return {completed: carded.size, total, percent: Math.round((carded.size / total) * 100)};
  };
  return {meanings: progress('meanings'), spellings: progress('spellings')};
}
