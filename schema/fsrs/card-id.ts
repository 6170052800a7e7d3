// FSRS card ids: `${userID}:${practiceItemKey}:${type}:${mode}` (four colon-separated parts, requirements §5). The
// writing mode (a kanji written by hand) exists for kanji cards only.
import {Refusal} from '../refusals.ts';
import type {CardMode, CardType} from '../zero-schema.ts';

export const CARD_TYPES = ['vocabulary', 'kanji', 'radical'] as const satisfies readonly CardType[];
export const CARD_MODES = ['meanings', 'spellings', 'writing'] as const satisfies readonly CardMode[];

export type CardIDParts = {userID: string; itemKey: string; type: CardType; mode: CardMode};

export class InvalidCardIDError extends Refusal {
  constructor() {
    super('invalid-input', 'Invalid card ID format');
  }
}

export class WritingNotKanjiError extends Refusal {
  constructor() {
    super('invalid-input', 'Only kanji cards can be written by hand');
  }
}

/** Whether a card of this type may have this mode: writing is for kanji only. */
export function isModeOfType(type: CardType, mode: CardMode): boolean {
  return mode !== 'writing' || type === 'kanji';
}

export function cardID({userID, itemKey, type, mode}: CardIDParts): string {
  if (!userID || !itemKey || userID.includes(':') || itemKey.includes(':')) throw new InvalidCardIDError();
  if (!isModeOfType(type, mode)) throw new WritingNotKanjiError();
  return `${userID}:${itemKey}:${type}:${mode}`;
}

export function parseCardID(id: string): CardIDParts {
  const parts = id.split(':');
  if (parts.length !== 4) throw new InvalidCardIDError();
  const [userID, itemKey, type, mode] = parts as [string, string, string, string];
  if (!userID || !itemKey || !isOneOf(CARD_TYPES, type) || !isOneOf(CARD_MODES, mode)) throw new InvalidCardIDError();
  if (!isModeOfType(type, mode)) throw new WritingNotKanjiError();
  return {userID, itemKey, type, mode};
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
