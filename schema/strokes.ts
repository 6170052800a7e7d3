// Kanji stroke images (requirements §3.11, §5, §7.2): KanjiVG files named by the character's code point as 5-digit
// lower-case hexadecimal, with the start point of every stroke alongside. Shared by the stroke endpoint and the client.
import {z} from 'zod';

/** 05b57 for 字, 03042 for あ, 20b9f for 𠮟: what the stroke endpoint accepts in its path. */
export const STROKE_CODEPOINT = /^[0-9a-f]{5}$/;

/** The stroke file name of one character (one code point, surrogate pairs included); null for anything else. */
export function strokeFileName(character: string): string | null {
  const codePoints = [...character];
  if (codePoints.length !== 1) return null;
  const codePoint = codePoints[0]!.codePointAt(0)!;
  const isLoneSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  if (isLoneSurrogate || codePoint > 0xfffff) return null;
  return codePoint.toString(16).padStart(5, '0');
}

/** Storage answers a missing file with a JSON error body; such a text is no image (requirements §5). */
export function isMissingStrokeText(text: string): boolean {
  return text.trimStart().startsWith('{');
}

export const strokeStartsSchema = z.array(
  z.object({
    id: z.string(),
    start: z.object({x: z.number(), y: z.number()}),
  }),
);
export type StrokeStarts = z.output<typeof strokeStartsSchema>;

export const MAX_STROKE_CHARACTERS = 200;

const singleCharacter = z.string().refine((value) => strokeFileName(value) !== null, 'Expected a single character');

export const strokeImagesRequestSchema = z.object({
  characters: z.array(singleCharacter).max(MAX_STROKE_CHARACTERS, `At most ${MAX_STROKE_CHARACTERS} characters`),
});

/** The answer to "stroke images for items": every asked character, null when it has no image. */
export type StrokeImages = Record<string, {svg: string; starts: StrokeStarts} | null>;

/** How many review items get their stroke images fetched ahead of time (requirements §9): a third of the items, with half
 * again as many in reserve. */
export function strokePrefetchCount(totalItems: number): number {
  return Math.ceil(Math.ceil(totalItems * 0.33) * 1.5);
}
