import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {parseStrokePaths} from '../../src/features/kanji/stroke-paths.ts';
import {pathPoints} from '../../src/features/handwriting/path-points.ts';
import {resample} from '../../src/features/handwriting/polyline.ts';
import {
  matchStroke,
  missMessage,
  modelKanji,
  type StrokeVerdict,
} from '../../src/features/handwriting/stroke-matcher.ts';

const KANJIVG = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json')),
  'dist',
  'main',
);
const strokesOf = (codepoint: string) =>
  parseStrokePaths(fs.readFileSync(path.join(KANJIVG, `${codepoint}.svg`), 'utf8'));

const SAN = strokesOf('04e09'); // 三
const KO = strokesOf('05b50'); // 子: stroke 2 ends in a hook
const san = modelKanji(SAN);
const ko = modelKanji(KO);
const drawn = (d: string) => resample(pathPoints(d), 24);
const sanStrokes = SAN.map((stroke) => drawn(stroke.d));
const message = (verdict: StrokeVerdict) => (verdict.ok ? 'accepted' : missMessage(verdict.reason));

describe('right strokes', () => {
  test('each stroke of 三 traced from the model is accepted in turn', () => {
    sanStrokes.forEach((stroke, index) => {
      expect(matchStroke(san, sanStrokes.slice(0, index), stroke)).toEqual({ok: true, stroke: index + 1});
    });
  });

  test('三 written smaller and off-centre is accepted stroke after stroke', () => {
    const small = sanStrokes.map((stroke) => stroke.map((p) => ({x: 30 + p.x * 0.6, y: 25 + p.y * 0.6})));
    small.forEach((stroke, index) => {
      expect(message(matchStroke(san, small.slice(0, index), stroke))).toBe('accepted');
    });
  });

  test("子's hooked second stroke is accepted without its hook", () => {
    const full = drawn(KO[1]!.d);
    const hookless = full.slice(0, Math.round(full.length * 0.78));
    expect(message(matchStroke(ko, [drawn(KO[0]!.d)], hookless))).toBe('accepted');
  });

  test('a flick the model does not have is forgiven', () => {
    const line = sanStrokes[0]!;
    const end = line.at(-1)!;
    const flicked = [...line, {x: end.x - 2, y: end.y + 2}, {x: end.x - 4, y: end.y + 4}];
    expect(message(matchStroke(san, [], flicked))).toBe('accepted');
  });
});

describe('wrong strokes, with the reason in words', () => {
  test('a stroke drawn backwards is drawn from the wrong end', () => {
    expect(message(matchStroke(san, [], sanStrokes[0]!.toReversed()))).toBe('Drawn from the wrong end');
  });

  test('a later stroke drawn early names both strokes', () => {
    expect(message(matchStroke(san, sanStrokes.slice(0, 1), sanStrokes[2]!))).toBe(
      'This is stroke 3, stroke 2 comes first',
    );
  });

  test('a stroke drawn again says it is already drawn', () => {
    expect(message(matchStroke(san, sanStrokes.slice(0, 2), sanStrokes[0]!))).toBe('Stroke 1 is already drawn');
  });

  test('a third of the stroke is too short; so is a tap', () => {
    const line = sanStrokes[0]!;
    expect(message(matchStroke(san, [], line.slice(0, 8)))).toBe('Too short');
    expect(message(matchStroke(san, [], [line[0]!, line[0]!]))).toBe('Too short');
  });

  test('the right stroke started far from its start point starts in the wrong place', () => {
    const line = sanStrokes[1]!;
    const started = [{x: line[0]!.x - 8, y: line[0]!.y + 30}, ...line];
    expect(message(matchStroke(san, sanStrokes.slice(0, 1), started))).toBe('Starts in the wrong place');
  });

  test('the right stroke carried on past its end ends in the wrong place', () => {
    const line = sanStrokes[1]!;
    const end = line.at(-1)!;
    const carried = [...line, {x: end.x + 2, y: end.y + 15}, {x: end.x + 4, y: end.y + 30}];
    expect(message(matchStroke(san, sanStrokes.slice(0, 1), carried))).toBe('Ends in the wrong place');
  });

  test('a zigzag where the stroke goes is not its shape', () => {
    const zigzag = Array.from({length: 12}, (_, i) => ({x: 28 + i * 5, y: 24 + (i % 2 ? 14 : -14)}));
    expect(message(matchStroke(san, [], zigzag))).toBe('Not the shape of this stroke');
  });

  test('matching after the last stroke is a mistake of the caller', () => {
    expect(() => matchStroke(san, sanStrokes, sanStrokes[0]!)).toThrow('every stroke is already drawn');
  });
});
