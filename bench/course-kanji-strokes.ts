// Every kanji in the courses' vocabulary with its KanjiVG strokes, read from the files the server serves.
import {loadVocabularyFiles} from '../server/catalogue/vocabulary/load.ts';
import {kanjiInWord} from '../schema/kanji-in-word.ts';
import {readStrokeSvg} from '../server/strokes/stroke-files.ts';
import {strokeFileName} from '../schema/strokes.ts';
import {parseStrokePaths} from '../src/features/kanji/stroke-paths.ts';
import type {KanjiStrokes} from './handwriting-trials.ts';

export async function courseKanjiStrokes(): Promise<KanjiStrokes[]> {
  const files = await loadVocabularyFiles();
  const words = files.flatMap((file) => file.items.map((item) => (item as {word?: string}).word ?? ''));
  const characters = [...new Set(words.flatMap(kanjiInWord))];
  const kanji: KanjiStrokes[] = [];
  for (const character of characters) {
    const svg = await readStrokeSvg(strokeFileName(character)!);
    if (svg) kanji.push({character, strokes: parseStrokePaths(svg)});
  }
  return kanji;
}
