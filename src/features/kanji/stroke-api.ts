// Stroke data from the stroke endpoint, kept in memory for the page's lifetime: the files never change, and the
// browser's HTTP cache keeps them across visits. A missing image or a failed fetch both mean "no image" (requirements §8);
// only a definite answer is remembered, so a network failure is tried again next time.
import {
  isMissingStrokeText,
  MAX_STROKE_CHARACTERS,
  strokeFileName,
  strokeStartsSchema,
  type StrokeImages,
  type StrokeStarts,
} from '../../../schema/strokes.ts';
import {buildStrokes, type Stroke} from './stroke-paths.ts';
import {fetchWithRetry} from '../../app/fetch-with-retry.ts';

export type StrokeData = {character: string; strokes: Stroke[]};

const loading = new Map<string, Promise<StrokeData | null>>();
const loaded = new Map<string, StrokeData | null>();

function toStrokeData(character: string, svg: string, starts: StrokeStarts): StrokeData | null {
  if (isMissingStrokeText(svg)) return null;
  const strokes = buildStrokes(svg, starts);
  return strokes.length ? {character, strokes} : null;
}

async function fetchText(url: string): Promise<string | null> {
  const response = await fetchWithRetry(url);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function parseStarts(text: string | null): StrokeStarts {
  try {
    return strokeStartsSchema.parse(JSON.parse(text ?? '[]'));
  } catch {
    return []; // The numbers then sit where each path begins.
  }
}

async function fetchStrokeData(character: string): Promise<StrokeData | null> {
  const codepoint = strokeFileName(character);
  if (!codepoint) return null;
  const [svg, startsText] = await Promise.all([
    fetchText(`/api/strokes/${codepoint}.svg`),
    fetchText(`/api/strokes/${codepoint}.json`),
  ]);
  return svg === null ? null : toStrokeData(character, svg, parseStarts(startsText));
}

/** Remembers what `fetching` finds for a character; while it runs, every caller shares it. */
function track(character: string, fetching: Promise<StrokeData | null>): Promise<StrokeData | null> {
  const pending = fetching
    .then(
      (data) => {
        loaded.set(character, data);
        return data;
      },
      (error: unknown) => {
        console.warn(`the stroke image of ${character} could not be fetched`, error);
        return null;
      },
    )
    .finally(() => loading.delete(character));
  loading.set(character, pending);
  return pending;
}

/** What is already known about a character: its data, null for no image, undefined when not fetched yet. */
export function knownStrokeData(character: string): StrokeData | null | undefined {
  return loaded.get(character);
}

/** The strokes of one character, or null when there is no image (or it could not be fetched). */
export function loadStrokeData(character: string): Promise<StrokeData | null> {
  if (loaded.has(character)) return Promise.resolve(loaded.get(character)!);
  return loading.get(character) ?? track(character, fetchStrokeData(character));
}

async function fetchStrokeImages(characters: string[]): Promise<StrokeImages> {
  const response = await fetch('/api/strokes', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({characters}),
  });
  if (!response.ok) throw new Error(`POST /api/strokes answered ${response.status}`);
  return response.json() as Promise<StrokeImages>;
}

/** Fetches the images of many characters in one call ("stroke images for items", requirements §7.2). Prefetching only saves
 * round trips: if the call fails it is logged, and each character is fetched on its own instead. */
export async function prefetchStrokeData(characters: string[]): Promise<void> {
  const wanted = [...new Set(characters)].filter(
    (character) => strokeFileName(character) && !loaded.has(character) && !loading.has(character),
  );
  const tracked: Promise<unknown>[] = [];
  for (let from = 0; from < wanted.length; from += MAX_STROKE_CHARACTERS) {
    const chunk = wanted.slice(from, from + MAX_STROKE_CHARACTERS);
    const batch = fetchStrokeImages(chunk).catch((error: unknown) => {
      console.warn('stroke images could not be prefetched', error);
      return null;
    });
    tracked.push(
      ...chunk.map((character) =>
        track(
          character,
          batch.then((images) => {
            const image = images?.[character];
            return image === undefined
              ? fetchStrokeData(character)
              : image && toStrokeData(character, image.svg, image.starts);
          }),
        ),
      ),
    );
  }
  await Promise.all(tracked);
}
