// Icons are the app's own SVGs (src/components/icons.tsx): an emoji needs an emoji font, and a machine without one
// shows an empty box. Characters that fonts draw as text (©, ↗, ✓) are fine; emoji-style pictographs are not.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, test} from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

function emojiLines(files: string[]): string[] {
  return files.flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, index) =>
    EMOJI.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : []));
}

describe('icons', () => {
  test('the pattern catches emoji pictographs and leaves text symbols alone', () => {
    expect(['🔊', '🎂', '💡', '☕', '🖊️'].every((each) => EMOJI.test(each))).toBe(true);
    expect(['©', '↗', '✓', '✗', '≈', '✎', '↔', '字'].some((each) => EMOJI.test(each))).toBe(false);
  });

  test('no emoji is drawn as an icon anywhere in the app or the counters it pictures', () => {
    expect(emojiLines([...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'schema/counters'))])).toEqual([]);
  });
});
