// Icons are the app's own SVGs (src/components/icons.tsx): an emoji needs an emoji font, and a machine without one
// shows an empty box. Characters that fonts draw as text (©, ↗, ✓) are fine; emoji-style pictographs are not. The one
// place they show is the conjugation drill's opt-in emoji hints, the word banks' own (schema/conjugation/banks), drawn
// in the Noto Emoji served with the app (src/app/fonts.ts): every one of them must have its glyphs there.
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {describe, expect, test} from 'vitest';
import {WORD_BANK} from '../../schema/conjugation/banks/index.ts';

const ROOT = join(import.meta.dirname, '../..');
const EMOJI_BANKS = join(ROOT, 'schema/conjugation/banks');
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === EMOJI_BANKS ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

function emojiLines(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (EMOJI.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The code points Noto Emoji's stylesheet (the one src/app/fonts.ts loads) has a slice for. */
function notoEmojiRanges(): [number, number][] {
  const css = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-emoji'), 'utf8');
  return [...css.matchAll(/unicode-range:([^;]+);/g)].flatMap(([, ranges]) =>
    ranges!.split(',').map((range) => {
      const [first, last = first] = range
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return [first!, last!] as [number, number];
    }),
  );
}

describe('icons', () => {
  test('the pattern catches emoji pictographs and leaves text symbols alone', () => {
    expect(['🔊', '🎂', '💡', '☕', '🖊️'].every((each) => EMOJI.test(each))).toBe(true);
    expect(['©', '↗', '✓', '✗', '≈', '✎', '↔', '字'].some((each) => EMOJI.test(each))).toBe(false);
  });

  test('no emoji is drawn as an icon anywhere in the app or the data it shows, but for the conjugation hints', () => {
    expect(emojiLines([...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'schema'))])).toEqual([]);
  });

  test('every emoji hint of the conjugation drill has its glyphs in Noto Emoji', () => {
    const ranges = notoEmojiRanges();
    expect(ranges.length).toBeGreaterThan(100);
    const hints = WORD_BANK.flatMap((word) => (word.emoji ? [word.emoji] : []));
    expect(hints.length).toBeGreaterThan(100);
    const missing = hints.filter((hint) =>
      [...hint].some((character) => {
        const point = character.codePointAt(0)!;
        return !ranges.some(([first, last]) => point >= first && point <= last);
      }),
    );
    expect(missing).toEqual([]);
  });
});
