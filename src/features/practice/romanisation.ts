// Romaji ↔ kana, the one place that decides which romaji spells which kana. Every standard romanisation counts:
// Hepburn (shi, chi, tsu, fu, ji, sha, ja), Kunrei (si, ti, tu, hu, zi, sya, zya) and Nihon-shiki (di, du, dya, wo),
// with long vowels written twice, with a dash or with a macron or circumflex (koohii, ko-hi-, kōhī, kôhî), ん as n,
// n' or nn, and っ as a doubled consonant. Nihon-shiki's spellings of the archaic ゐ, ゑ, くゎ and ぐゎ (wi, we, kwa,
// gwa) are left out: typed, they give ウィ, ウェ and クァ, as every IME makes them for loanwords.
import {toHiragana, toKana, toRomaji} from 'wanakana';

export type Mora = {kana: string; hepburn: string; kunrei: string; nihonShiki: string};

/** Each mora as [kana, Hepburn, Kunrei, Nihon-shiki]; a missing Kunrei is the Hepburn, a missing Nihon-shiki the Kunrei. */
const MORA_SPELLINGS: [kana: string, hepburn: string, kunrei?: string, nihonShiki?: string][] = [
  ['あ', 'a'],
  ['い', 'i'],
  ['う', 'u'],
  ['え', 'e'],
  ['お', 'o'],
  ['か', 'ka'],
  ['き', 'ki'],
  ['く', 'ku'],
  ['け', 'ke'],
  ['こ', 'ko'],
  ['さ', 'sa'],
  ['し', 'shi', 'si'],
  ['す', 'su'],
  ['せ', 'se'],
  ['そ', 'so'],
  ['た', 'ta'],
  ['ち', 'chi', 'ti'],
  ['つ', 'tsu', 'tu'],
  ['て', 'te'],
  ['と', 'to'],
  ['な', 'na'],
  ['に', 'ni'],
  ['ぬ', 'nu'],
  ['ね', 'ne'],
  ['の', 'no'],
  ['は', 'ha'],
  ['ひ', 'hi'],
  ['ふ', 'fu', 'hu'],
  ['へ', 'he'],
  ['ほ', 'ho'],
  ['ま', 'ma'],
  ['み', 'mi'],
  ['む', 'mu'],
  ['め', 'me'],
  ['も', 'mo'],
  ['や', 'ya'],
  ['ゆ', 'yu'],
  ['よ', 'yo'],
  ['ら', 'ra'],
  ['り', 'ri'],
  ['る', 'ru'],
  ['れ', 're'],
  ['ろ', 'ro'],
  ['わ', 'wa'],
  ['を', 'o', 'o', 'wo'],
  ['ん', 'n'],
  ['が', 'ga'],
  ['ぎ', 'gi'],
  ['ぐ', 'gu'],
  ['げ', 'ge'],
  ['ご', 'go'],
  ['ざ', 'za'],
  ['じ', 'ji', 'zi'],
  ['ず', 'zu'],
  ['ぜ', 'ze'],
  ['ぞ', 'zo'],
  ['だ', 'da'],
  ['ぢ', 'ji', 'zi', 'di'],
  ['づ', 'zu', 'zu', 'du'],
  ['で', 'de'],
  ['ど', 'do'],
  ['ば', 'ba'],
  ['び', 'bi'],
  ['ぶ', 'bu'],
  ['べ', 'be'],
  ['ぼ', 'bo'],
  ['ぱ', 'pa'],
  ['ぴ', 'pi'],
  ['ぷ', 'pu'],
  ['ぺ', 'pe'],
  ['ぽ', 'po'],
  ['きゃ', 'kya'],
  ['きゅ', 'kyu'],
  ['きょ', 'kyo'],
  ['しゃ', 'sha', 'sya'],
  ['しゅ', 'shu', 'syu'],
  ['しょ', 'sho', 'syo'],
  ['ちゃ', 'cha', 'tya'],
  ['ちゅ', 'chu', 'tyu'],
  ['ちょ', 'cho', 'tyo'],
  ['にゃ', 'nya'],
  ['にゅ', 'nyu'],
  ['にょ', 'nyo'],
  ['ひゃ', 'hya'],
  ['ひゅ', 'hyu'],
  ['ひょ', 'hyo'],
  ['みゃ', 'mya'],
  ['みゅ', 'myu'],
  ['みょ', 'myo'],
  ['りゃ', 'rya'],
  ['りゅ', 'ryu'],
  ['りょ', 'ryo'],
  ['ぎゃ', 'gya'],
  ['ぎゅ', 'gyu'],
  ['ぎょ', 'gyo'],
  ['じゃ', 'ja', 'zya'],
  ['じゅ', 'ju', 'zyu'],
  ['じょ', 'jo', 'zyo'],
  ['ぢゃ', 'ja', 'zya', 'dya'],
  ['ぢゅ', 'ju', 'zyu', 'dyu'],
  ['ぢょ', 'jo', 'zyo', 'dyo'],
  ['びゃ', 'bya'],
  ['びゅ', 'byu'],
  ['びょ', 'byo'],
  ['ぴゃ', 'pya'],
  ['ぴゅ', 'pyu'],
  ['ぴょ', 'pyo'],
];

/** Every mora of modern hiragana, in the order of the kana chart, spelled in each system. */
export const MORAS: readonly Mora[] = MORA_SPELLINGS.map(([kana, hepburn, kunrei = hepburn, nihonShiki = kunrei]) => ({
  kana,
  hepburn,
  kunrei,
  nihonShiki,
}));

const MORA_BY_KANA = new Map(MORAS.map((mora) => [mora.kana, mora]));

/** Every standard spelling of a kana, Hepburn first; a kana the table lacks gets wanakana's Hepburn. */
export function romajiSpellingsOf(kana: string): string[] {
  const mora = MORA_BY_KANA.get(toHiragana(kana));
  return mora ? [...new Set([mora.hepburn, mora.kunrei, mora.nihonShiki])] : [toRomaji(kana)];
}

const LONG_VOWEL_MARKS: Record<string, string> = {
  ā: 'aa',
  â: 'aa',
  ī: 'ii',
  î: 'ii',
  ū: 'uu',
  û: 'uu',
  ē: 'ee',
  ê: 'ee',
  ō: 'ou',
  ô: 'ou',
};
/** nn before a consonant or at the end is one ん (IME habit: "kannkoku" → かんこく); before a vowel, ん + な-row. */
const DOUBLE_N_AS_ONE = /nn(?=[^aeiouy']|$)/g;

/** Lower case (upper case would make katakana), long vowel marks written out, and Hepburn's m before b, p and m (ん)
 * and t before ch (っ: matchi) as the doubled consonants wanakana reads. */
function plainRomaji(romaji: string): string {
  return romaji
    .normalize('NFC')
    .toLowerCase()
    .replace(/[āâīîūûēêōô]/g, (marked) => LONG_VOWEL_MARKS[marked]!)
    .replace(/m(?=[bpm])/g, 'n')
    .replace(/t(?=ch)/g, 'c');
}

/**
 * Romaji as a learner types it without an IME: "konnichiha" → こんにちは, "kin'en" → きんえん, "kannkoku" → かんこく,
 * "shimbun" → しんぶん. A spelling two kana share (ji, zu, o) gives the common one (じ, ず, お). Kana and kanji
 * already in the text stay as they are.
 */
export function romajiToKana(romaji: string): string {
  return toKana(plainRomaji(romaji).replace(DOUBLE_N_AS_ONE, "n'"));
}

/** Romaji as an IME reads it: nn is always one ん ("konnnichiha" → こんにちは), and a final n is ん. */
export function romajiToKanaAsIme(romaji: string): string {
  return toKana(plainRomaji(romaji), {IMEMode: true}).replace(/n$/, 'ん');
}

/** Whether typed romaji (any case and spacing) spells the kana in any standard romanisation or as an IME reads it. */
export function isRomajiOf(kana: string, answer: string): boolean {
  const romaji = answer.trim().toLowerCase().replace(/\s+/g, '');
  if (romaji === '') return false;
  const hiragana = toHiragana(kana);
  return (
    romajiSpellingsOf(kana).includes(romaji) ||
    romajiToKana(romaji) === hiragana ||
    romajiToKanaAsIme(romaji) === hiragana
  );
}
