import {expect, test} from 'vitest';
import {
  isMissingStrokeText,
  strokeFileName,
  strokeImagesRequestSchema,
  strokePrefetchCount,
} from '../../schema/strokes.ts';

test('strokeFileName names kana, kanji and Latin letters by their 5-digit lower-case hex code point', () => {
  expect(strokeFileName('字')).toBe('05b57');
  expect(strokeFileName('あ')).toBe('03042');
  expect(strokeFileName('ア')).toBe('030a2');
  expect(strokeFileName('A')).toBe('00041');
  expect(strokeFileName('々')).toBe('03005');
});

test('strokeFileName reads a surrogate pair as one character outside the BMP', () => {
  expect('𠮟'.length).toBe(2);
  expect(strokeFileName('𠮟')).toBe('20b9f');
  expect(strokeFileName('😀')).toBe('1f600');
});

test('strokeFileName refuses anything that is not exactly one code point of at most 5 hex digits', () => {
  expect(strokeFileName('')).toBeNull();
  expect(strokeFileName('日本')).toBeNull();
  expect(strokeFileName('字 ')).toBeNull();
  expect(strokeFileName('\u{10ffff}')).toBeNull();
  // Half of a surrogate pair, cut off from its other half, is no character.
  expect(strokeFileName('\ud842')).toBeNull();
  expect(strokeFileName('\udf9f')).toBeNull();
});

test('a stroke text that starts with a brace is missing (requirements §5)', () => {
  expect(isMissingStrokeText('{"error":"not found"}')).toBe(true);
  expect(isMissingStrokeText('  \n{"statusCode":404}')).toBe(true);
  expect(isMissingStrokeText('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe(false);
});

test('stroke images are asked for single characters, at most 200 of them', () => {
  expect(strokeImagesRequestSchema.safeParse({characters: ['字', '𠮟', 'あ']}).success).toBe(true);
  expect(strokeImagesRequestSchema.safeParse({characters: ['日本']}).error?.issues[0]?.message).toBe(
    'Expected a single character',
  );
  expect(strokeImagesRequestSchema.safeParse({characters: Array(201).fill('字')}).error?.issues[0]?.message).toBe(
    'At most 200 characters',
  );
  expect(strokeImagesRequestSchema.safeParse({}).success).toBe(false);
});

test('the prefetch estimate is ceil(ceil(total × 0.33) × 1.5) (requirements §9)', () => {
  expect([0, 1, 3, 10, 100, 101].map(strokePrefetchCount)).toEqual([0, 2, 2, 6, 50, 51]);
});
