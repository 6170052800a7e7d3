// Shared by the deck import/export tests.
import {normalizeDeckItem, type DeckItemContent} from '../../schema/decks/deck-item.ts';
import {TransferError} from '../../src/features/vocab/transfer/transfer-error.ts';

/** An item as the §5 rules store it. */
export function item(partial: Partial<DeckItemContent> & {word: string; english: string[]}): DeckItemContent {
  const result = normalizeDeckItem(partial);
  if (!result.ok) throw new Error(result.message);
  return result.item;
}

/** The TransferError that `run` throws; fails the test when it throws none or another error. */
export function refusal(run: () => unknown): TransferError {
  try {
    run();
  } catch (error) {
    if (error instanceof TransferError) return error;
    throw error;
  }
  throw new Error('expected a TransferError');
}
