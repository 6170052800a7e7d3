// Checking a typed answer. Meanings: lenient English (case, punctuation, articles, "to " before verbs, bracketed
// asides, one typo in a long word counts as close). Spellings (requirements §5): the word as written or its kana reading,
// typed in kana (IME), katakana or romaji, whichever way the learner writes ん, long vowels and っ; a deck word or
// reading with alternatives ("足; 脚", "いく; ゆく") accepts each of them.
import {toHiragana} from 'wanakana';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {isRomajiOf, romajiToKana, romajiToKanaAsIme} from './romanisation.ts';
import {alternativesOf} from '../../../schema/decks/alternatives.ts';

export type AnswerCheck = {correct: boolean; close: boolean; expected: string};

const LEADING_WORDS = /^(?:to|a|an|the)\s+/;

export function normaliseEnglish(text: string): string {
  let normal = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  while (LEADING_WORDS.test(normal)) normal = normal.replace(LEADING_WORDS, '');
  return normal;
}

/** The ways a listed meaning may be answered: as listed, without its bracketed asides, and each "/" alternative. */
export function meaningVariants(meaning: string): string[] {
  const withoutAsides = meaning.replace(/\([^)]*\)/g, ' ');
  const variants = [meaning, withoutAsides, ...withoutAsides.split('/')];
  return [...new Set(variants.map(normaliseEnglish).filter(Boolean))];
}

/** A typed meaning; a kana's meaning is its sound, so any standard romanisation of it is right (し: shi or si). */
export function checkTypedMeaning(
  answer: string,
  item: Pick<VocabularyItem, 'word' | 'english' | 'partOfSpeech'>,
): AnswerCheck {
  const check = checkMeaning(answer, item.english);
  return item.partOfSpeech === 'kana' && !check.correct && isRomajiOf(item.word, answer)
    ? {...check, correct: true}
    : check;
}

export function checkMeaning(answer: string, meanings: readonly string[]): AnswerCheck {
  const expected = meanings.join('; ');
  const given = normaliseEnglish(answer);
  if (!given) return {correct: false, close: false, expected};
  const variants = meanings.flatMap(meaningVariants);
  if (variants.includes(given)) return {correct: true, close: false, expected};
  const close = variants.some((variant) => variant.length >= 5 && editDistanceAtMostOne(given, variant));
  return {correct: close, close, expected};
}

const KANA_PUNCTUATION = /[\s。、？！?!.,・「」〜～]/g;
const VOWEL_OF: Record<string, string> = {};
for (const [vowel, row] of Object.entries({
  あ: 'あかさたなはまやらわがざだばぱぁゃ',
  い: 'いきしちにひみりぎじぢびぴぃ',
  う: 'うくすつぬふむゆるぐずづぶぷぅゅ',
  え: 'えけせてねへめれげぜでべぺぇ',
  お: 'おこそとのほもよろをごぞどぼぽぉょ',
}))
  for (const kana of row) VOWEL_OF[kana] = vowel;

/** Long vowels written any way (おお, おう, ー; ええ, えい) become ー, so "koohii", "ko-hi-" and コーヒー agree. */
function canonicalLongVowels(kana: string): string {
  let result = '';
  for (const char of kana) {
    const previousVowel = VOWEL_OF[result.at(-1) ?? ''];
    const extends_ =
      previousVowel !== undefined &&
      (char === previousVowel ||
        (previousVowel === 'お' && char === 'う') ||
        (previousVowel === 'え' && char === 'い'));
    result += extends_ ? 'ー' : char;
  }
  return result;
}

/** Rewrites hiragana before it is compared (sentence practice brings spoken contractions to one form). */
export type KanaRewrite = (hiragana: string) => string;
const unchanged: KanaRewrite = (hiragana) => hiragana;

/** Kana or kanji text in one canonical hiragana form; romaji is not converted here. */
export function canonicalJapanese(text: string, rewrite: KanaRewrite = unchanged): string {
  return canonicalLongVowels(
    rewrite(toHiragana(text.replace(KANA_PUNCTUATION, ''), {convertLongVowelMark: false, passRomaji: true})),
  );
}

/** The kana a typed answer may stand for: romaji has two readings of "n", as typed without an IME and as an IME reads it. */
export function kanaReadingsOfAnswer(answer: string, rewrite: KanaRewrite = unchanged): string[] {
  const trimmed = answer.trim();
  if (!/[a-zāâīîūûēêōô]/i.test(trimmed)) return [canonicalJapanese(trimmed, rewrite)];
  return [
    ...new Set([romajiToKana(trimmed), romajiToKanaAsIme(trimmed)].map((kana) => canonicalJapanese(kana, rewrite))),
  ];
}

/** Whether a typed answer (kana from an IME, katakana, kanji or romaji) is one of the accepted Japanese answers. */
export function isAcceptedJapanese(
  answer: string,
  accepted: readonly string[],
  rewrite: KanaRewrite = unchanged,
): boolean {
  const canonical = new Set(accepted.map((each) => canonicalJapanese(each, rewrite)));
  return kanaReadingsOfAnswer(answer, rewrite).some((kana) => kana !== '' && canonical.has(kana));
}

export function checkSpelling(answer: string, item: {word: string; reading: string}): AnswerCheck {
  const expected = item.word === item.reading ? item.word : `${item.word} (${item.reading})`;
  return {
    correct: isAcceptedJapanese(answer, [...alternativesOf(item.word), ...alternativesOf(item.reading)]),
    close: false,
    expected,
  };
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
