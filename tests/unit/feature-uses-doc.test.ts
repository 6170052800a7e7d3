// docs/architecture.md lists every feature folder that imports another, with why ("Features that use another
// feature"), and no two feature folders import each other (issue 22). A new import across features must add its row,
// and a row whose import is gone must go.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'src', 'features');

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** "practice → review" for each feature folder importing from another. */
function importedUses(): string[] {
  const uses = new Set<string>();
  for (const file of sourceFiles(FEATURES)) {
    const feature = path.relative(FEATURES, file).split(path.sep)[0]!;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      const target = path.relative(FEATURES, path.resolve(path.dirname(file), specifier!)).split(path.sep);
      if (target[0] !== '..' && target.length > 1 && target[0] !== feature) uses.add(`${feature} → ${target[0]}`);
    }
  }
  return [...uses].sort();
}

/** The same pairs as the table states them (a cell may name several features, separated by commas). */
function documentedUses(): string[] {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const section = markdown.split('## Features that use another feature')[1]!.split('\n## ')[0]!;
  const uses = new Set<string>();
  for (const [, users, used] of section.matchAll(/^\|\s*([a-z-, ]+?)\s*\|\s*([a-z-, ]+?)\s*\|/gm)) {
    if (users === 'feature' || users!.startsWith('-')) continue;
    for (const user of users!.split(/,\s*/)) for (const each of used!.split(/,\s*/)) uses.add(`${user} → ${each}`);
  }
  return [...uses].sort();
}

test('every feature-to-feature import is in the architecture table, and every row is an import', () => {
  expect(documentedUses()).toEqual(importedUses());
});

test('no two feature folders import each other', () => {
  const uses = new Set(importedUses());
  const twoWay = [...uses].filter((use) => uses.has(use.split(' → ').toReversed().join(' → ')));
  expect(twoWay).toEqual([]);
});
