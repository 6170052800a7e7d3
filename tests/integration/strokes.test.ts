// The stroke endpoint and kanji facts over the real server (requirements §3.11, §5, §7.2, §8).
import {expect, inject, test} from 'vitest';
import type {StrokeImages} from '../../schema/strokes.ts';

const baseURL = inject('baseURL');

const postStrokes = (body: unknown) =>
  fetch(`${baseURL}/api/strokes`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(body),
  });

test('字 (05b57) is served as an SVG cached forever, with its 6 strokes in order', async () => {
  const response = await fetch(`${baseURL}/api/strokes/05b57.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const svg = await response.text();
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 109 109"/);
  expect([...svg.matchAll(/id="kvg:05b57-s(\d+)"/g)].map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6]);
});

test("字's stroke start points are served as JSON, cached forever", async () => {
  const response = await fetch(`${baseURL}/api/strokes/05b57.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const starts = (await response.json()) as {id: string; start: {x: number; y: number}}[];
  expect(starts).toHaveLength(6);
  expect(starts[0]).toEqual({id: 'kvg:05b57-s1', start: {x: 52.73, y: 9.5}});
});

test('a character outside the plane-0 range (𠮟, 20b9f) is found by its 5-digit code point', async () => {
  const response = await fetch(`${baseURL}/api/strokes/20b9f.svg`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('kvg:20b9f-s1');
});

test('a character without a stroke image is a 404 that is not cached', async () => {
  for (const file of ['1f600.svg', '1f600.json']) {
    const response = await fetch(`${baseURL}/api/strokes/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  }
});

test('anything but a 5-digit lower-case hex code point with .svg or .json is a 400 with an error', async () => {
  for (const file of [
    '5b57.svg',
    '05B57.svg',
    '005b57.svg',
    '05b57.png',
    '05b57',
    '..%2F..%2Fpackage.json',
    'zzzzz.svg',
    '%E5%AD%97.svg',
  ]) {
    const response = await fetch(`${baseURL}/api/strokes/${file}`);
    expect(response.status, file).toBe(400);
    expect(((await response.json()) as {error: string}).error, file).toMatch(
      /5-digit lower-case hexadecimal code point/,
    );
  }
});

test('POST maps every asked character to its image and start points, or null when it has none', async () => {
  const response = await postStrokes({characters: ['字', 'あ', '😀', '字']});
  expect(response.status).toBe(200);
  const images = (await response.json()) as StrokeImages;
  expect(Object.keys(images).sort()).toEqual(['あ', '字', '😀'].sort());
  expect(images['😀']).toBeNull();
  expect(images.字!.svg).toContain('id="kvg:05b57-s6"');
  expect(images.字!.starts.map((stroke) => stroke.id)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `kvg:05b57-s${n}`));
  expect(images.あ!.starts).toHaveLength(3);
});

test('POST refuses words, too many characters and a body without characters', async () => {
  const cases: [unknown, RegExp][] = [
    [{characters: ['日本']}, /single character/],
    [{characters: Array(201).fill('字')}, /At most 200/],
    [{}, /./],
  ];
  for (const [body, message] of cases) {
    const response = await postStrokes(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as {error: string}).error).toMatch(message);
  }
  const notJson = await fetch(`${baseURL}/api/strokes`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: '{',
  });
  expect(notJson.status).toBe(400);
});

test('GET /api/kanji/:character gives KANJIDIC meanings in English, readings, stroke count, grade and JLPT level', async () => {
  const response = await fetch(`${baseURL}/api/kanji/${encodeURIComponent('字')}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(await response.json()).toEqual({
    character: '字',
    meanings: ['character', 'letter', 'word', 'section of village'],
    onReadings: ['ジ'],
    kunReadings: ['あざ', 'あざな', '-な'],
    strokeCount: 6,
    grade: 1,
    jlpt: 'n4',
  });
  expect((await fetch(`${baseURL}/api/kanji/${encodeURIComponent('あ')}`)).status).toBe(404);
  expect((await fetch(`${baseURL}/api/kanji/${encodeURIComponent('日本')}`)).status).toBe(400);
});
