// Validators shared by the deck mutators and queries.
import {z} from 'zod';
import {DECK_LIMITS} from './deck-limits.ts';
import {isOrderKey} from './item-order.ts';

/** Deck and folder ids are whole numbers (routes use them), chosen at random by the client so that devices working
 * offline never collide. */
export const wholeID = (what: string) =>
  z
    .number(`${what} id must be a whole number`)
    .int(`${what} id must be a whole number`)
    .positive(`${what} id must be a whole number`)
    .max(Number.MAX_SAFE_INTEGER, `${what} id is too large`);

export const deckID = wholeID('Deck');
export const folderID = wholeID('Folder');

export const itemID = z.string().min(8, 'Item id is too short').max(120, 'Item id is too long');

export const deckName = z
  .string('Name the deck')
  .trim()
  .min(1, 'Name the deck')
  .max(DECK_LIMITS.name, `A name can be at most ${DECK_LIMITS.name} characters`);

export const folderName = z
  .string('Name the folder')
  .trim()
  .min(1, 'Name the folder')
  .max(DECK_LIMITS.name, `A name can be at most ${DECK_LIMITS.name} characters`);

export const deckDescription = z
  .string()
  .trim()
  .max(DECK_LIMITS.description, `A description can be at most ${DECK_LIMITS.description} characters`);

/** A fractional order key (fractional-indexing's base-62 keys). */
export const orderKey = z
  .string()
  .regex(/^[0-9A-Za-z]+$/, 'Invalid position')
  .max(
    DECK_LIMITS.orderKey,
    'Too many words were put at this place while offline: put this one elsewhere, or try again once you are back online and the list is tidied',
  )
  .refine(isOrderKey, 'Invalid position');

export const inviteToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid invite link');

export const deviceID = z.string().min(8).max(64);

/** Random whole-number ids for new decks and folders. */
export function newWholeID(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * (Number.MAX_SAFE_INTEGER - 1));
}

/** What every writer of a deck's own row or its word count holds until its transaction ends (serializeWriters). */
export const deckWriterKey = (deckID: number) => `deck:${deckID}`;
