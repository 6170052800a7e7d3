// Every repository path the README and docs/*.md name exists: a renamed or removed file must take its mentions with it
// (issue 22: the README sent newcomers to a file that had been gone for weeks). A path is a run of text starting with
// one of the repository's top-level folders (in backticks, prose, commands or diagrams), or a markdown link's target.
// A segment `*`, `…`, `{name}` or `<name>` is a placeholder that must match at least one entry. A bare file name
// (`outbox-rules.ts` after its folder was named) is not checked: it may be history (docs/benchmarks.md) or an API.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOP_LEVEL = ['.ci', 'bench', 'docs', 'migrations', 'public', 'schema', 'scripts', 'server', 'src', 'tests'];
const PATH_START = new RegExp(`^(?:${TOP_LEVEL.map((folder) => folder.replace('.', '\\.')).join('|')})/`);

/** The repository paths a markdown document names, relative to the repository root (`doc` is the document's own path
 * from the root: links starting with ./ or ../ are relative to its folder). */
function namedPaths(doc: string, markdown: string): string[] {
  const found = new Set<string>();
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:|^#|^\//i.test(target!)) continue;
    const file = target!.replace(/#.*$/, '');
    found.add(/^\.\.?\//.test(file) ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : file);
  }
  for (const [token] of markdown.matchAll(/[^\s`()[\]"',;]+/g)) {
    const candidate = token
      .replace(/#.*$/, '')
      .replace(/[.:]+$/, '')
      .replace(/:\d[\d-]*$/, '');
    if (PATH_START.test(candidate)) found.add(candidate);
  }
  return [...found].sort();
}

const isPlaceholder = (segment: string) => /[*…]|^\{.*\}$|^<.*>$|\{[^}]*\}|<[^>]*>/.test(segment);
const segmentPattern = (segment: string) =>
  new RegExp(
    `^${segment
      .split(/(\*|…|\{[^}]*\}|<[^>]*>)/)
      .map((part, index) => (index % 2 ? '.+?' : part.replace(/[.+?^$(){}|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/** Whether `relative` names something in the repository at `root`; placeholder segments match any entry. */
function existsInRepository(root: string, relative: string): boolean {
  const segments = relative.replace(/\/$/, '').split('/');
  const walk = (at: string, rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [segment, ...after] = rest as [string, ...string[]];
    if (!isPlaceholder(segment)) return fs.existsSync(path.join(at, segment)) && walk(path.join(at, segment), after);
    if (!fs.existsSync(at) || !fs.statSync(at).isDirectory()) return false;
    const pattern = segmentPattern(segment);
    return fs.readdirSync(at).some((entry) => pattern.test(entry) && walk(path.join(at, entry), after));
  };
  return walk(root, segments);
}

function documents(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

describe('namedPaths', () => {
  test('finds paths in backticks, links, prose and code blocks, and leaves routes, URLs and bare names alone', () => {
    const markdown = [
      'The outbox (`src/app/outbox/write-outbox.ts`, see [the design](docs/write-path.md#the-outbox)) and bench/sync.ts.',
      'Run `bash .ci/run`; `tests/e2e/*.spec.ts` at `server/app.ts:33`. Not `/api/strokes/{5-hex}.svg` nor `outbox-rules.ts`.',
      '```sh',
      'node scripts/seed.ts --fresh',
      '```',
      'From docs: [security](./security.md), [up](../README.md), [site](https://example.com/src/x.ts).',
    ].join('\n');
    expect(namedPaths('docs/guide.md', markdown)).toEqual([
      '.ci/run',
      'README.md',
      'bench/sync.ts',
      'docs/security.md',
      'docs/write-path.md',
      'scripts/seed.ts',
      'server/app.ts',
      'src/app/outbox/write-outbox.ts',
      'tests/e2e/*.spec.ts',
    ]);
  });

  test('a placeholder segment matches entries, but must match one', () => {
    expect(existsInRepository(ROOT, 'tests/e2e/*.spec.ts')).toBe(true);
    expect(existsInRepository(ROOT, 'migrations/{number}_decks.sql')).toBe(true);
    expect(existsInRepository(ROOT, 'tests/e2e/*.nothing')).toBe(false);
    expect(existsInRepository(ROOT, 'src/features/review/review-outbox.ts')).toBe(false);
  });
});

test.each(documents())('every repository path %s names exists', (doc) => {
  const missing = namedPaths(doc, fs.readFileSync(path.join(ROOT, doc), 'utf8')).filter(
    (named) => !existsInRepository(ROOT, named),
  );
  expect(missing, `${doc} names paths that are not in the repository`).toEqual([]);
});
