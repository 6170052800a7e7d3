// The handwriting bench's trials on a fixed sample: 20 kanji of the courses, one seed. `npm run bench:handwriting`
// runs the same trials on every kanji of the courses' vocabulary.
import {expect, test} from 'vitest';
import {strokeFileName} from '../../schema/strokes.ts';
import {readStrokeSvg} from '../../server/strokes/stroke-files.ts';
import {parseStrokePaths} from '../../src/features/kanji/stroke-paths.ts';
import {rates, runHandwritingTrials} from '../../bench/handwriting-trials.ts';

const SAMPLE = [...'日本人学生先時間何私名前大手話語書読見行来食飲電車'].slice(0, 20);
const SEED = 20261127;

test('on 20 kanji, 99 % of right strokes are accepted and 99 % of wrong ones rejected', async () => {
  const kanji = await Promise.all(
    SAMPLE.map(async (character) => ({
      character,
      strokes: parseStrokePaths((await readStrokeSvg(strokeFileName(character)!))!),
    })),
  );
  const results = runHandwritingTrials(kanji, SEED);
  const {accepted, rejected} = rates(results);
  expect(accepted).toBeGreaterThanOrEqual(0.99);
  expect(rejected).toBeGreaterThanOrEqual(0.99);
});
