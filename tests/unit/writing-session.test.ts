import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test} from 'vitest';
import {parseStrokePaths} from '../../src/features/kanji/stroke-paths.ts';
import {pathPoints} from '../../src/features/handwriting/path-points.ts';
import {modelKanji} from '../../src/features/handwriting/stroke-matcher.ts';
import {
  isFinished,
  NEW_SESSION,
  showsHint,
  strokeDrawn,
  summary,
} from '../../src/features/handwriting/writing-session.ts';

const KANJIVG = path.dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json'));
const SAN = parseStrokePaths(fs.readFileSync(path.join(KANJIVG, 'dist', 'main', '04e09.svg'), 'utf8'));
const san = modelKanji(SAN);
const right = SAN.map((stroke) => pathPoints(stroke.d));

test('right strokes are kept; a wrong one is not kept and says why', () => {
  let session = strokeDrawn(NEW_SESSION, san, right[0]!);
  expect(session.drawn).toHaveLength(1);
  session = strokeDrawn(session, san, right[1]!.toReversed());
  expect(session.drawn).toHaveLength(1);
  expect(session.lastMiss?.reason).toEqual({kind: 'reversed'});
  session = strokeDrawn(session, san, right[1]!);
  expect(session.lastMiss).toBeNull();
  session = strokeDrawn(session, san, right[2]!);
  expect(isFinished(session, san)).toBe(true);
  expect(summary(session.outcomes)).toEqual({firstTime: 2, helped: 0, missed: 1});
});

test('two misses bring the hint, the third draws the stroke for the learner as helped', () => {
  const wrong = right[2]!; // stroke 3 while stroke 1 is due
  let session = strokeDrawn(NEW_SESSION, san, wrong);
  expect(showsHint(session)).toBe(false);
  session = strokeDrawn(session, san, wrong);
  expect(showsHint(session)).toBe(true);
  session = strokeDrawn(session, san, wrong);
  expect(session.drawn).toHaveLength(1);
  expect(session.outcomes).toEqual(['helped']);
  expect(showsHint(session)).toBe(false);
});
