// The review route's first vocabulary card should not wait for code it does not show (issue 25): the writing card,
// the kanji card, a live service's review and Anki's client are loaded only when they are shown. Vite puts a module
// in the route's chunks when the route reaches it through static imports, so these must be reached only through
// `import()`.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The project files a module reaches through static value imports (not `import type`, not `import()`). */
function staticallyReached(start: string): Set<string> {
  const reached = new Set<string>();
  const pending = [path.join(ROOT, start)];
  while (pending.length) {
    const file = pending.pop()!;
    if (reached.has(file) || !/\.tsx?$/.test(file)) continue;
    reached.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms))
      if (!typeOnly) pending.push(path.resolve(path.dirname(file), specifier!));
  }
  return new Set([...reached].map((file) => path.relative(ROOT, file)));
}

test('the review route reaches the cards and services it may not show only through dynamic imports', () => {
  const reached = staticallyReached('src/routes/practice/review.tsx');
  expect(reached).toContain('src/features/review/ReviewCard.tsx');
  const shownOnlySometimes = [
    'src/features/review/WritingReviewCard.tsx',
    'src/features/handwriting/KanjiWriting.tsx',
    'src/features/kanji/KanjiCard.tsx',
    'src/features/kanji/StrokeOrder.tsx',
    'src/features/services/LiveServiceReview.tsx',
    'src/features/services/anki-connect.ts',
  ];
  expect(shownOnlySometimes.filter((file) => reached.has(file))).toEqual([]);
});
