// FSRS card ids: `${userID}:${practiceItemKey}:${type}:${mode}` (four colon-separated parts, requirements §5).
import {Refusal} from '../refusals.ts';
import type {CardType, PracticeMode} from '../zero-schema.ts';

export const CARD_TYPES = ['vocabulary', 'kanji', 'radical'] as const satisfies readonly CardType[];
const MODES = ['meanings', 'spellings'] as const satisfies readonly PracticeMode[];

export type CardIDParts = {userID: string; itemKey: string; type: CardType; mode: PracticeMode};

export class InvalidCardIDError extends Refusal {
  constructor() {
    super('invalid-input', 'Invalid card ID format');
  }
}

export function cardID({userID, itemKey, type, mode}: CardIDParts): string {
  if (!userID || !itemKey || userID.includes(':') || itemKey.includes(':')) throw new InvalidCardIDError();
  return `${userID}:${itemKey}:${type}:${mode}`;
}

export function parseCardID(id: string): CardIDParts {
  const parts = id.split(':');
  if (parts.length !== 4) throw new InvalidCardIDError();
  const [userID, itemKey, type, mode] = parts as [string, string, string, string];
  if (!userID || !itemKey || !isOneOf(CARD_TYPES, type) || !isOneOf(MODES, mode)) throw new InvalidCardIDError();
  return {userID, itemKey, type, mode};
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
