import {expect, test} from 'vitest';
import {toKatakana} from 'wanakana';
import {
  MORAS,
  isRomajiOf,
  romajiSpellingsOf,
  romajiToKana,
  romajiToKanaAsIme,
  type Mora,
} from '../../src/features/practice/romanisation.ts';

const SYSTEMS = ['hepburn', 'kunrei', 'nihonShiki'] as const;

// Written out here rather than read from the module, so the table itself is under test: [kana, Hepburn, Kunrei, Nihon-shiki].
const EXPECTED: [string, string, string, string][] = [
  ['あ', 'a', 'a', 'a'],
  ['い', 'i', 'i', 'i'],
  ['う', 'u', 'u', 'u'],
  ['え', 'e', 'e', 'e'],
  ['お', 'o', 'o', 'o'],
  ['か', 'ka', 'ka', 'ka'],
  ['き', 'ki', 'ki', 'ki'],
  ['く', 'ku', 'ku', 'ku'],
  ['け', 'ke', 'ke', 'ke'],
  ['こ', 'ko', 'ko', 'ko'],
  ['さ', 'sa', 'sa', 'sa'],
  ['し', 'shi', 'si', 'si'],
  ['す', 'su', 'su', 'su'],
  ['せ', 'se', 'se', 'se'],
  ['そ', 'so', 'so', 'so'],
  ['た', 'ta', 'ta', 'ta'],
  ['ち', 'chi', 'ti', 'ti'],
  ['つ', 'tsu', 'tu', 'tu'],
  ['て', 'te', 'te', 'te'],
  ['と', 'to', 'to', 'to'],
  ['な', 'na', 'na', 'na'],
  ['に', 'ni', 'ni', 'ni'],
  ['ぬ', 'nu', 'nu', 'nu'],
  ['ね', 'ne', 'ne', 'ne'],
  ['の', 'no', 'no', 'no'],
  ['は', 'ha', 'ha', 'ha'],
  ['ひ', 'hi', 'hi', 'hi'],
  ['ふ', 'fu', 'hu', 'hu'],
  ['へ', 'he', 'he', 'he'],
  ['ほ', 'ho', 'ho', 'ho'],
  ['ま', 'ma', 'ma', 'ma'],
  ['み', 'mi', 'mi', 'mi'],
  ['む', 'mu', 'mu', 'mu'],
  ['め', 'me', 'me', 'me'],
  ['も', 'mo', 'mo', 'mo'],
  ['や', 'ya', 'ya', 'ya'],
  ['ゆ', 'yu', 'yu', 'yu'],
  ['よ', 'yo', 'yo', 'yo'],
  ['ら', 'ra', 'ra', 'ra'],
  ['り', 'ri', 'ri', 'ri'],
  ['る', 'ru', 'ru', 'ru'],
  ['れ', 're', 're', 're'],
  ['ろ', 'ro', 'ro', 'ro'],
  ['わ', 'wa', 'wa', 'wa'],
  ['を', 'o', 'o', 'wo'],
  ['ん', 'n', 'n', 'n'],
  ['が', 'ga', 'ga', 'ga'],
  ['ぎ', 'gi', 'gi', 'gi'],
  ['ぐ', 'gu', 'gu', 'gu'],
  ['げ', 'ge', 'ge', 'ge'],
  ['ご', 'go', 'go', 'go'],
  ['ざ', 'za', 'za', 'za'],
  ['じ', 'ji', 'zi', 'zi'],
  ['ず', 'zu', 'zu', 'zu'],
  ['ぜ', 'ze', 'ze', 'ze'],
  ['ぞ', 'zo', 'zo', 'zo'],
  ['だ', 'da', 'da', 'da'],
  ['ぢ', 'ji', 'zi', 'di'],
  ['づ', 'zu', 'zu', 'du'],
  ['で', 'de', 'de', 'de'],
  ['ど', 'do', 'do', 'do'],
  ['ば', 'ba', 'ba', 'ba'],
  ['び', 'bi', 'bi', 'bi'],
  ['ぶ', 'bu', 'bu', 'bu'],
  ['べ', 'be', 'be', 'be'],
  ['ぼ', 'bo', 'bo', 'bo'],
  ['ぱ', 'pa', 'pa', 'pa'],
  ['ぴ', 'pi', 'pi', 'pi'],
  ['ぷ', 'pu', 'pu', 'pu'],
  ['ぺ', 'pe', 'pe', 'pe'],
  ['ぽ', 'po', 'po', 'po'],
  ['きゃ', 'kya', 'kya', 'kya'],
  ['きゅ', 'kyu', 'kyu', 'kyu'],
  ['きょ', 'kyo', 'kyo', 'kyo'],
  ['しゃ', 'sha', 'sya', 'sya'],
  ['しゅ', 'shu', 'syu', 'syu'],
  ['しょ', 'sho', 'syo', 'syo'],
  ['ちゃ', 'cha', 'tya', 'tya'],
  ['ちゅ', 'chu', 'tyu', 'tyu'],
  ['ちょ', 'cho', 'tyo', 'tyo'],
  ['にゃ', 'nya', 'nya', 'nya'],
  ['にゅ', 'nyu', 'nyu', 'nyu'],
  ['にょ', 'nyo', 'nyo', 'nyo'],
  ['ひゃ', 'hya', 'hya', 'hya'],
  ['ひゅ', 'hyu', 'hyu', 'hyu'],
  ['ひょ', 'hyo', 'hyo', 'hyo'],
  ['みゃ', 'mya', 'mya', 'mya'],
  ['みゅ', 'myu', 'myu', 'myu'],
  ['みょ', 'myo', 'myo', 'myo'],
  ['りゃ', 'rya', 'rya', 'rya'],
  ['りゅ', 'ryu', 'ryu', 'ryu'],
  ['りょ', 'ryo', 'ryo', 'ryo'],
  ['ぎゃ', 'gya', 'gya', 'gya'],
  ['ぎゅ', 'gyu', 'gyu', 'gyu'],
  ['ぎょ', 'gyo', 'gyo', 'gyo'],
  ['じゃ', 'ja', 'zya', 'zya'],
  ['じゅ', 'ju', 'zyu', 'zyu'],
  ['じょ', 'jo', 'zyo', 'zyo'],
  ['ぢゃ', 'ja', 'zya', 'dya'],
  ['ぢゅ', 'ju', 'zyu', 'dyu'],
  ['ぢょ', 'jo', 'zyo', 'dyo'],
  ['びゃ', 'bya', 'bya', 'bya'],
  ['びゅ', 'byu', 'byu', 'byu'],
  ['びょ', 'byo', 'byo', 'byo'],
  ['ぴゃ', 'pya', 'pya', 'pya'],
  ['ぴゅ', 'pyu', 'pyu', 'pyu'],
  ['ぴょ', 'pyo', 'pyo', 'pyo'],
];

test('the table spells every mora of modern hiragana in Hepburn, Kunrei and Nihon-shiki', () => {
  expect(MORAS.map((mora) => [mora.kana, mora.hepburn, mora.kunrei, mora.nihonShiki])).toEqual(EXPECTED);
});

/** The kana a spelling of a system types: its own, unless an earlier mora of the chart has the same spelling (ぢ's ji is じ). */
function typedKana(mora: Mora, system: (typeof SYSTEMS)[number]): string {
  return MORAS.find((each) => each[system] === mora[system])!.kana;
}

test.each(SYSTEMS)(
  'every %s spelling, typed, gives its kana (a shared spelling gives the common one), in either n reading',
  (system) => {
    for (const mora of MORAS) {
      const expected = typedKana(mora, system);
      expect(romajiToKana(mora[system]), `${system} ${mora[system]}`).toBe(expected);
      expect(romajiToKanaAsIme(mora[system]), `${system} ${mora[system]}`).toBe(expected);
      expect(romajiToKana(mora[system].toUpperCase()), `${system} ${mora[system]} in capitals`).toBe(expected);
    }
  },
);

test.each(SYSTEMS)('every %s spelling is accepted as romaji for its kana, in hiragana and katakana', (system) => {
  for (const mora of MORAS) {
    expect(isRomajiOf(mora.kana, mora[system]), `${mora.kana} ${mora[system]}`).toBe(true);
    expect(isRomajiOf(toKatakana(mora.kana), mora[system]), `${toKatakana(mora.kana)} ${mora[system]}`).toBe(true);
  }
});

test('Nihon-shiki tells ぢ and づ from じ and ず; Hepburn and Kunrei do not', () => {
  expect(romajiToKana('hanadi')).toBe('はなぢ');
  expect(romajiToKana('tuduku')).toBe('つづく');
  expect(romajiToKana('hanaji')).toBe('はなじ');
  expect(romajiSpellingsOf('ぢ')).toEqual(['ji', 'zi', 'di']);
  expect(romajiSpellingsOf('ず')).toEqual(['zu']);
});

test('a romanisation is not a near miss: other sounds are refused', () => {
  expect(isRomajiOf('し', 'su')).toBe(false);
  expect(isRomajiOf('つ', 'ta')).toBe(false);
  expect(isRomajiOf('ぢ', 'da')).toBe(false);
  expect(isRomajiOf('し', '')).toBe(false);
  expect(isRomajiOf('し', '  ')).toBe(false);
});

test('long vowels, ん and っ in each system', () => {
  expect(romajiToKana('toukyou')).toBe('とうきょう');
  expect(romajiToKana('tōkyō')).toBe('とうきょう');
  expect(romajiToKana('tôkyô')).toBe('とうきょう');
  expect(romajiToKana('obāsan')).toBe('おばあさん');
  expect(romajiToKana('ko-hi-')).toBe('こーひー');
  expect(romajiToKana('shinbun')).toBe('しんぶん');
  expect(romajiToKana('shimbun')).toBe('しんぶん');
  expect(romajiToKana('sinbun')).toBe('しんぶん');
  expect(romajiToKana("kin'en")).toBe('きんえん');
  expect(romajiToKana('kannkoku')).toBe('かんこく');
  expect(romajiToKanaAsIme('konnnichiha')).toBe('こんにちは');
  expect(romajiToKana('kitte')).toBe('きって');
  expect(romajiToKana('matti')).toBe('まっち');
  expect(romajiToKana('matchi')).toBe('まっち');
  expect(romajiToKana('zasshi')).toBe('ざっし');
  expect(romajiToKana('zassi')).toBe('ざっし');
  expect(romajiToKana('kippu')).toBe('きっぷ');
});

test('kana and kanji already in the text stay as they are', () => {
  expect(romajiToKana('食べru')).toBe('食べる');
  expect(romajiToKana('しんぶn')).toBe('しんぶん');
});
