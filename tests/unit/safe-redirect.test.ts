import {describe, expect, test} from 'vitest';
import {safeRedirectPath} from '../../src/app/safe-redirect.ts';

const ORIGIN = 'http://localhost:3000';

describe('a path on this site is followed as it was written', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/vocab?import=abc%20def&deck=3', '/vocab?import=abc%20def&deck=3'],
    ['/learn/genki_1/chapter-3#grammar', '/learn/genki_1/chapter-3#grammar'],
    // An @ in a path is only a character of the path: no host comes before it.
    ['/@evil.example', '/@evil.example'],
    ['/a/../practice/review', '/practice/review'],
    // An encoded slash is a character of a search value, never a separator there.
    ['/vocab?invite=a%2Fb%5Cc', '/vocab?invite=a%2Fb%5Cc'],
  ])('%j → %j', (candidate, path) => {
    expect(safeRedirectPath(candidate, ORIGIN)).toBe(path);
  });
});

describe('anything a browser could read as another site, or as no path, is refused', () => {
  test.each([
    // Protocol-relative, and the spellings browsers normalise into it.
    '//evil.example',
    '//evil.example/dashboard',
    '//[not a host',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    ' //evil.example',
    '/..//evil.example',
    '/.//evil.example',
    // Encoded separators, which a router may decode into the above.
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    // Absolute URLs and other schemes.
    'https://evil.example',
    'https:evil.example',
    'http://evil.example@localhost:3000/',
    'http://localhost:3000@evil.example/',
    'javascript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Not a path from the root (this site's own links are).
    'http://localhost:3000/dashboard',
    'dashboard',
    '@evil.example',
    '',
    '   ',
  ])('%j', (candidate) => {
    expect(safeRedirectPath(candidate, ORIGIN)).toBeUndefined();
  });

  test('no redirect at all', () => {
    expect(safeRedirectPath(undefined, ORIGIN)).toBeUndefined();
  });
});
