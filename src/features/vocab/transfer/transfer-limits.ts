// The limits of deck import and export. The spec names none; these are ours (issue 9, point 9), exported so the
// deck mutators and /vocab can share them.
import {DECK_LIMITS} from '../../../../schema/decks/deck-limits.ts';

/** A deck holds at most this many items; one import can therefore bring at most this many. */
export const MAX_DECK_ITEMS = DECK_LIMITS.itemsPerDeck;

/** Rows (CSV) or notes (Anki) one import may hold, good and bad together. */
export const MAX_IMPORT_ROWS = MAX_DECK_ITEMS;

/** A CSV or TSV file of 5,000 full rows stays well under this. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** Anki packages carry their media (images, sound), which we skip unread; the collection itself is small. */
export const MAX_APKG_BYTES = 50 * 1024 * 1024;

/** The collection database once unzipped and decompressed: a guard against zip bombs. */
export const MAX_COLLECTION_BYTES = 200 * 1024 * 1024;
