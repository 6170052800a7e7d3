// Anki fields hold HTML, sound tags and furigana written as 漢字[かんじ]. These turn a field into plain text, and
// plain text back into a field.
import {decodeHTML} from 'entities';
import {hasJapanese} from './japanese-text.ts';

const LINE_TAG = /<\/?(?:div|p|li|ul|ol|tr|h[1-6]|blockquote)\b[^>]*>|<br\s*\/?>/gi;

/** How <ruby> markup is read: its base text (漢字) or its reading (かんじ). */
export type RubyPart = 'base' | 'reading';

function flattenRuby(html: string, part: RubyPart): string {
  return html.replace(/<ruby\b[^>]*>([\s\S]*?)<\/ruby>/gi, (_, inner: string) => {
    const withoutParens = inner.replace(/<rp\b[^>]*>[\s\S]*?<\/rp>/gi, '');
    if (part === 'base') return withoutParens.replace(/<rt\b[^>]*>[\s\S]*?<\/rt>/gi, '');
    const readings = [...withoutParens.matchAll(/<rt\b[^>]*>([\s\S]*?)<\/rt>/gi)].map((match) => match[1]);
    return readings.length ? readings.join('') : withoutParens;
  });
}

/** A field's text: tags, sound and comments removed, entities decoded, one line per block or <br>, lines trimmed. */
export function fieldText(html: string, ruby: RubyPart = 'base'): string {
  const text = flattenRuby(
    html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/gi, ''),
    ruby,
  )
    .replace(/[ \t]*\r?\n\s*/g, ' ')
    .replace(LINE_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/\[sound:[^\]]*\]/g, '');
  return decodeHTML(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

// Anki's furigana syntax: an optional space, the base text, then its reading in brackets (" 日本[にほん] 語[ご]").
const FURIGANA = / ?([^ >[\]]+?)\[([^\]]+)\]/g;

function replaceFurigana(text: string, part: RubyPart): string {
  return text.replace(FURIGANA, (match, base: string, reading: string) =>
    hasJapanese(reading) ? (part === 'base' ? base : reading) : match,
  );
}

/** The text without its furigana brackets: "日本[にほん] 語[ご]" → "日本語". */
export function furiganaBase(text: string): string {
  return replaceFurigana(text, 'base');
}

/** The text read out: "日本[にほん] 語[ご]を 読[よ]む" → "にほんごをよむ". */
export function furiganaReading(text: string): string {
  return replaceFurigana(text, 'reading');
}

export function hasFurigana(text: string): boolean {
  return furiganaBase(text) !== text;
}

/** Plain text as a field: HTML special characters escaped, one <br> per line break. */
export function textToField(text: string): string {
  return text
    .replace(/[&<>"]/g, (character) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[character]!)
    .replace(/\r?\n/g, '<br>');
}
