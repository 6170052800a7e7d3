// The trials of the handwriting bench and its unit test: for each kanji, one simulated drawing; every stroke of it
// must be accepted in turn, and every wrong stroke rejected: each stroke reversed, the next stroke drawn early
// (neighbours swapped), and another stroke of the same kanji in its place.
import {seededRandom} from '../schema/seeded-random.ts';
import {matchStroke, modelKanji, type StrokeVerdict} from '../src/features/handwriting/stroke-matcher.ts';
import {simulatedDrawing} from './simulated-hand.ts';

export type KanjiStrokes = {character: string; strokes: {number: number; d: string}[]};

export type KanjiResult = {
  character: string;
  correct: number;
  accepted: number;
  wrong: number;
  rejected: number;
  misses: {trial: string; stroke: number; verdict: StrokeVerdict}[];
};

export function runHandwritingTrials(kanji: readonly KanjiStrokes[], seed: number): KanjiResult[] {
  const random = seededRandom(seed);
  return kanji.map(({character, strokes}) => {
    const model = modelKanji(strokes);
    const drawing = simulatedDrawing(strokes, random);
    const result: KanjiResult = {character, correct: 0, accepted: 0, wrong: 0, rejected: 0, misses: []};
    drawing.forEach((stroke, index) => {
      const before = drawing.slice(0, index);
      const right = matchStroke(model, before, stroke);
      result.correct++;
      if (right.ok) result.accepted++;
      else result.misses.push({trial: 'correct', stroke: index + 1, verdict: right});
      const wrongs: [string, (typeof drawing)[number]][] = [['reversed', stroke.toReversed()]];
      if (index + 1 < drawing.length) wrongs.push(['swapped', drawing[index + 1]!]);
      if (drawing.length > 1) {
        const other = (index + 1 + Math.floor(random() * (drawing.length - 1))) % drawing.length;
        wrongs.push([`replaced by ${other + 1}`, drawing[other]!]);
      }
      for (const [trial, points] of wrongs) {
        const verdict = matchStroke(model, before, points);
        result.wrong++;
        if (!verdict.ok) result.rejected++;
        else result.misses.push({trial, stroke: index + 1, verdict});
      }
    });
    return result;
  });
}

export function rates(results: readonly KanjiResult[]): {accepted: number; rejected: number} {
  const sum = (pick: (result: KanjiResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    accepted: sum((result) => result.accepted) / sum((result) => result.correct),
    rejected: sum((result) => result.rejected) / sum((result) => result.wrong),
  };
}
