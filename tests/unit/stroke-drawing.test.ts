import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildStrokes, parseStrokePaths, pathStart, strokeLabelPosition} from '../../src/features/kanji/stroke-paths.ts';
import {STROKE_COLORS, strokeColor} from '../../src/features/kanji/stroke-colors.ts';
import {strokeDelayMs} from '../../src/features/kanji/stroke-animation.ts';
import {kunReadingParts} from '../../src/features/kanji/kun-reading.ts';
import {strokeStartsSchema} from '../../schema/strokes.ts';

const KANJIVG = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json')),
  'dist',
  'main',
);
const kanjivgFile = (name: string) => fs.readFileSync(path.join(KANJIVG, name), 'utf8');

test("字's SVG gives its 6 stroke paths in order", () => {
  const strokes = parseStrokePaths(kanjivgFile('05b57.svg'));
  expect(strokes.map((stroke) => stroke.number)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(strokes[1]!.d).toBe('M21.88,24c0,3.37-4.06,14.25-5.62,16.5');
});

test('paths are ordered by stroke number, whatever the attribute order; other paths are ignored', () => {
  const svg = `<svg>
    <path d="M10,10l5,5" id="kvg:05b57-s10"/>
    <path id="kvg:05b57-s2" d="M1,2c3,4,5,6,7,8"/>
    <path id="outline" d="M0,0h109"/>
    <path id="kvg:05b57-s1" d="M3,3l1,1"></path>
  </svg>`;
  expect(parseStrokePaths(svg)).toEqual([
    {number: 1, d: 'M3,3l1,1'},
    {number: 2, d: 'M1,2c3,4,5,6,7,8'},
    {number: 10, d: 'M10,10l5,5'},
  ]);
  expect(parseStrokePaths('{"error":"not found"}')).toEqual([]);
});

test('pathStart reads the start point and the first direction the brush moves in', () => {
  expect(pathStart('M21.88,24c0,3.37-4.06,14.25-5.62,16.5')).toEqual({
    start: {x: 21.88, y: 24},
    direction: {x: 0, y: 3.37},
  });
  // Absolute commands give the direction relative to the start; a first control point on the start is skipped.
  expect(pathStart('M10 20 C10 20 30 20 40 20')).toEqual({start: {x: 10, y: 20}, direction: {x: 20, y: 0}});
  expect(pathStart('M52.73,9.5c1.01,1.01,1.75,2.25')?.direction).toEqual({x: 1.01, y: 1.01});
  expect(pathStart('L1,2')).toBeNull();
});

test('a stroke number sits 6 units behind its start, kept inside the box', () => {
  expect(strokeLabelPosition({x: 50, y: 50}, {x: 0, y: 3})).toEqual({x: 50, y: 44});
  expect(strokeLabelPosition({x: 50, y: 50}, {x: 4, y: 0})).toEqual({x: 44, y: 50});
  expect(strokeLabelPosition({x: 2, y: 106}, {x: 1, y: -1})).toEqual({x: 5, y: 104});
});

test("buildStrokes takes each start point from the .json file and falls back to the path's own start", () => {
  const svg = kanjivgFile('05b57.svg');
  const starts = strokeStartsSchema.parse(JSON.parse(kanjivgFile('05b57.json')));
  const strokes = buildStrokes(svg, starts);
  expect(strokes).toHaveLength(6);
  expect(strokes[0]!.start).toEqual({x: 52.73, y: 9.5});
  expect(strokes[5]!.start).toEqual({x: 14.38, y: 63.51});
  const withoutStarts = buildStrokes(svg, []);
  expect(withoutStarts.map((stroke) => stroke.start)).toEqual(strokes.map((stroke) => stroke.start));
  expect(strokes.every(({label}) => label.x >= 5 && label.x <= 104 && label.y >= 5 && label.y <= 104)).toBe(true);
});

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

test('12 distinct stroke colours, each readable on the light and dark surfaces (at least 3:1)', () => {
  expect(new Set(STROKE_COLORS).size).toBe(12);
  // --bg and --surface of both themes in src/styles.css.
  for (const background of ['#ffffff', '#faf7f2', '#16140f', '#1f1c17']) {
    for (const color of STROKE_COLORS)
      expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test('stroke colours cycle every 12 strokes', () => {
  expect(strokeColor(1)).toBe(STROKE_COLORS[0]);
  expect(strokeColor(12)).toBe(STROKE_COLORS[11]);
  expect(strokeColor(13)).toBe(STROKE_COLORS[0]);
  expect(strokeColor(2)).not.toBe(strokeColor(1));
});

test('strokes are drawn one after another', () => {
  expect([0, 1, 2].map(strokeDelayMs)).toEqual([0, 700, 1400]);
});

test('kun readings split into the kanji part and okurigana, with prefix and suffix marks', () => {
  expect(kunReadingParts('た.べる')).toEqual({kanjiPart: 'た', okurigana: 'べる', prefix: false, suffix: false});
  expect(kunReadingParts('あざ')).toEqual({kanjiPart: 'あざ', okurigana: '', prefix: false, suffix: false});
  expect(kunReadingParts('-な')).toEqual({kanjiPart: 'な', okurigana: '', prefix: false, suffix: true});
  expect(kunReadingParts('おん-')).toEqual({kanjiPart: 'おん', okurigana: '', prefix: true, suffix: false});
});
