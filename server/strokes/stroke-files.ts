// Reads KanjiVG's files from the @madcat/kanjivg package: <cp>.svg (paths in stroke order) and <cp>.json (the start
// point of each stroke). Callers pass a code point already checked against STROKE_CODEPOINT, so it names no other path.
import fs from 'node:fs/promises';
import path from 'node:path';
import {createRequire} from 'node:module';
import {isMissingStrokeText, strokeFileName, strokeStartsSchema, type StrokeImages} from '../../schema/strokes.ts';

const KANJIVG_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json')),
  'dist',
  'main',
);

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(KANJIVG_DIR, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function readStrokeSvg(codepoint: string): Promise<string | null> {
  const text = await readIfPresent(`${codepoint}.svg`);
  return text === null || isMissingStrokeText(text) ? null : text;
}

/** The .json file as stored; null when missing. */
export function readStrokeStartsText(codepoint: string): Promise<string | null> {
  return readIfPresent(`${codepoint}.json`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readStrokeImage(character: string): Promise<StrokeImages[string]> {
  const codepoint = strokeFileName(character)!;
  const [svg, startsText] = await Promise.all([readStrokeSvg(codepoint), readStrokeStartsText(codepoint)]);
  if (svg === null || startsText === null) return null;
  const starts = strokeStartsSchema.safeParse(parseJson(startsText));
  return starts.success ? {svg, starts: starts.data} : null;
}

export async function readStrokeImages(characters: string[]): Promise<StrokeImages> {
  const unique = [...new Set(characters)];
  const images = await Promise.all(unique.map(readStrokeImage));
  return Object.fromEntries(unique.map((character, index) => [character, images[index]!]));
}
