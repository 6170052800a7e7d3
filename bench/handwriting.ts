// `npm run bench:handwriting`: how well the stroke matcher tells right strokes from wrong ones, on simulated drawings
// of every kanji in the courses' vocabulary. Prints the rates, the kanji that do worst and the seed (BENCH_SEED
// repeats a run). Asserts nothing.
import {randomSeed} from '../schema/seeded-random.ts';
import {courseKanjiStrokes} from './course-kanji-strokes.ts';
import {rates, runHandwritingTrials} from './handwriting-trials.ts';
import {missMessage} from '../src/features/handwriting/stroke-matcher.ts';

const seed = process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) : randomSeed();
const kanji = await courseKanjiStrokes();
const started = performance.now();
const results = runHandwritingTrials(kanji, seed);
const elapsed = performance.now() - started;
const {accepted, rejected} = rates(results);
const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

console.log(`seed ${seed}, ${kanji.length} kanji, ${results.reduce((n, r) => n + r.correct, 0)} strokes`);
console.log(`right strokes accepted: ${percent(accepted)} (target ≥ 99 %)`);
console.log(`wrong strokes rejected: ${percent(rejected)} (target ≥ 99 %)`);
console.log(
  `matching: ${(elapsed / (results.reduce((n, r) => n + r.correct + r.wrong, 0) || 1)).toFixed(3)} ms a stroke`,
);
console.log('worst kanji:');
for (const result of results.toSorted((a, b) => b.misses.length - a.misses.length).slice(0, 15)) {
  if (!result.misses.length) break;
  const misses = result.misses
    .map(
      (miss) =>
        `${miss.trial} @${miss.stroke}${miss.verdict.ok ? ' accepted' : `: ${missMessage(miss.verdict.reason)}`}`,
    )
    .join('; ');
  console.log(`  ${result.character} (${result.misses.length}): ${misses}`);
}
