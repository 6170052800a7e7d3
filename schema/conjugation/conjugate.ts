// The conjugation engine: every accepted answer, in kana, for a word in a form; an empty list where the
// combination does not exist (a past volitional, a polite te-form, an adjective's potential…). Pure, so the
// client's drill and the server's checks agree.
//
// Variants accepted side by side, the main one first: te negative なくて and ないで for verbs (only なくて after an
// adjective, and after ある, whose negative ない is one); conditional ば and たら (なら, ならば, だったら and であれば
// for na-adjectives); the ら-less potential next to the full one; the short causative-passive (〜される) next to
// the long one where it exists (not after す); polite negatives of adjectives and たい as 〜ないです and 〜ありません;
// じゃ and では in every negative of a na-adjective; the written imperative 〜よ of ichidan verbs and する (みよ,
// せよ) next to 〜ろ. Not accepted: the short causative 〜す (たべさす, かかす), which is colloquial.
import type {ConjugableWord, ConjugationForm, FormName, Polarity, Register, Tense, WordClass} from './forms.ts';

export type {ConjugableWord, ConjugationForm, WordClass} from './forms.ts';

type GodanRow = {a: string; i: string; e: string; o: string; te: string; ta: string};

const GODAN_ROWS: Record<string, GodanRow> = {
  う: {a: 'わ', i: 'い', e: 'え', o: 'お', te: 'って', ta: 'った'},
  く: {a: 'か', i: 'き', e: 'け', o: 'こ', te: 'いて', ta: 'いた'},
  ぐ: {a: 'が', i: 'ぎ', e: 'げ', o: 'ご', te: 'いで', ta: 'いだ'},
  す: {a: 'さ', i: 'し', e: 'せ', o: 'そ', te: 'して', ta: 'した'},
  つ: {a: 'た', i: 'ち', e: 'て', o: 'と', te: 'って', ta: 'った'},
  ぬ: {a: 'な', i: 'に', e: 'ね', o: 'の', te: 'んで', ta: 'んだ'},
  ぶ: {a: 'ば', i: 'び', e: 'べ', o: 'ぼ', te: 'んで', ta: 'んだ'},
  む: {a: 'ま', i: 'み', e: 'め', o: 'も', te: 'んで', ta: 'んだ'},
  る: {a: 'ら', i: 'り', e: 'れ', o: 'ろ', te: 'って', ta: 'った'},
};

/** Honorific verbs whose masu-stem and imperative end in い: くださいます, いらっしゃい. */
const HONORIFIC_ARU = ['くださる', 'いらっしゃる', 'なさる', 'おっしゃる', 'ござる'];
/** 問う and 乞う/請う keep う before て: とうて, こうた. */
const UTE_VERBS = ['とう', 'こう'];

/**
 * Forms that do not exist in ordinary use, by class and kana. ある, できる, 見える and 聞こえる are states or
 * happen by themselves: nobody can be made to, be able to or be ordered to do them. わかる and 知る already say
 * what one is able to grasp: わかれる and 知れる are other verbs, not their potentials. Nobody can be able, made
 * or suffered to give to the speaker: くれる and くださる have no potential, passive or causative.
 */
const NO_VOLITION: readonly FormName[] = ['potential', 'passive', 'causative', 'causative-passive', 'imperative'];
const GIVING_TO_SPEAKER: readonly FormName[] = ['potential', 'passive', 'causative', 'causative-passive'];
const MISSING_FORMS: Readonly<Record<string, readonly FormName[]>> = {
  'godan:ある': NO_VOLITION,
  'ichidan:できる': NO_VOLITION,
  'ichidan:みえる': NO_VOLITION,
  'ichidan:きこえる': NO_VOLITION,
  'godan:わかる': ['potential'],
  'godan:しる': ['potential'],
  'ichidan:くれる': GIVING_TO_SPEAKER,
  'godan:くださる': GIVING_TO_SPEAKER,
};

function formExists(word: ConjugableWord, form: FormName): boolean {
  return !MISSING_FORMS[`${word.class}:${word.kana}`]?.includes(form);
}

/** The stems a verb is built from. */
type VerbStems = {
  dictionary: string;
  masu: string;
  /** What ない attaches to; ある's negative is plain ない, so its stem is empty. */
  nai: string;
  te: string;
  ta: string;
  volitional: string;
  ba: string;
  imperative: string[];
  potential: string[];
  passive: string;
  causative: string;
  causativePassive: string[];
};

function godanStems(kana: string): VerbStems {
  const ending = kana.slice(-1);
  const base = kana.slice(0, -1);
  const row = GODAN_ROWS[ending];
  if (!row) throw new Error(`${kana} does not end like a godan verb`);
  const honorific = HONORIFIC_ARU.some((verb) => kana.endsWith(verb));
  let te = base + row.te;
  let ta = base + row.ta;
  // 行く (いく, or ゆく in writing) and its compounds: いって, ゆった.
  if (kana.endsWith('いく') || kana.endsWith('ゆく')) {
    te = `${base}って`;
    ta = `${base}った`;
  } else if (UTE_VERBS.includes(kana)) {
    te = `${kana}て`;
    ta = `${kana}た`;
  }
  const a = base + row.a;
  return {
    dictionary: kana,
    masu: honorific ? `${base}い` : base + row.i,
    nai: kana === 'ある' ? '' : a,
    te,
    ta,
    volitional: `${base + row.o}う`,
    ba: `${base + row.e}ば`,
    imperative: [honorific ? `${base}い` : base + row.e],
    potential: [`${base + row.e}る`],
    passive: `${a}れる`,
    causative: `${a}せる`,
    causativePassive: ending === 'す' ? [`${a}せられる`] : [`${a}せられる`, `${a}される`],
  };
}

function ichidanStems(kana: string): VerbStems {
  if (!kana.endsWith('る')) throw new Error(`${kana} does not end like an ichidan verb`);
  const base = kana.slice(0, -1);
  const kureru = kana === 'くれる' || /[てで]くれる$/.test(kana);
  return {
    dictionary: kana,
    masu: base,
    nai: base,
    te: `${base}て`,
    ta: `${base}た`,
    volitional: `${base}よう`,
    ba: `${base}れば`,
    imperative: kureru ? [base] : [`${base}ろ`, `${base}よ`],
    potential: [`${base}られる`, `${base}れる`],
    passive: `${base}られる`,
    causative: `${base}させる`,
    causativePassive: [`${base}させられる`],
  };
}

function suruStems(kana: string): VerbStems {
  if (!kana.endsWith('する')) throw new Error(`${kana} does not end in する`);
  const noun = kana.slice(0, -2);
  return {
    dictionary: kana,
    masu: `${noun}し`,
    nai: `${noun}し`,
    te: `${noun}して`,
    ta: `${noun}した`,
    volitional: `${noun}しよう`,
    ba: `${noun}すれば`,
    imperative: [`${noun}しろ`, `${noun}せよ`],
    potential: [`${noun}できる`],
    passive: `${noun}される`,
    causative: `${noun}させる`,
    causativePassive: [`${noun}させられる`],
  };
}

function kuruStems(kana: string): VerbStems {
  if (!kana.endsWith('くる')) throw new Error(`${kana} does not end in くる`);
  const prefix = kana.slice(0, -2);
  return {
    dictionary: kana,
    masu: `${prefix}き`,
    nai: `${prefix}こ`,
    te: `${prefix}きて`,
    ta: `${prefix}きた`,
    volitional: `${prefix}こよう`,
    ba: `${prefix}くれば`,
    imperative: [`${prefix}こい`],
    potential: [`${prefix}こられる`, `${prefix}これる`],
    passive: `${prefix}こられる`,
    causative: `${prefix}こさせる`,
    causativePassive: [`${prefix}こさせられる`],
  };
}

function verbStems(word: ConjugableWord): VerbStems {
  switch (word.class) {
    case 'godan':
      return godanStems(word.kana);
    case 'ichidan':
      return ichidanStems(word.kana);
    case 'suru':
      return suruStems(word.kana);
    case 'kuru':
      return kuruStems(word.kana);
    default:
      throw new Error(`${word.class} is not a verb class`);
  }
}

type Axes = {register: Register; tense: Tense; polarity: Polarity};

/** The plain and polite, non-past and past, positive and negative forms of a verb. */
function verbNormal(stems: VerbStems, {register, tense, polarity}: Axes): string[] {
  if (register === 'polite') {
    const ending = {nonpast: {pos: 'ます', neg: 'ません'}, past: {pos: 'ました', neg: 'ませんでした'}}[tense][polarity];
    return [stems.masu + ending];
  }
  if (polarity === 'pos') return [tense === 'nonpast' ? stems.dictionary : stems.ta];
  return [stems.nai + (tense === 'nonpast' ? 'ない' : 'なかった')];
}

/** Adjective-like endings after a stem that takes く/かった: i-adjectives and 〜たい. */
function iAdjectiveNormal(dictionary: string, stem: string, {register, tense, polarity}: Axes): string[] {
  // いい has the older dictionary form よい beside it (and so do its compounds): both are right.
  const dictionaries = [...new Set([dictionary, `${stem}い`])];
  if (register === 'plain') {
    if (polarity === 'pos') return tense === 'nonpast' ? dictionaries : [`${stem}かった`];
    return [tense === 'nonpast' ? `${stem}くない` : `${stem}くなかった`];
  }
  if (tense === 'nonpast')
    return polarity === 'pos'
      ? dictionaries.map((form) => `${form}です`)
      : [`${stem}くないです`, `${stem}くありません`];
  return polarity === 'pos' ? [`${stem}かったです`] : [`${stem}くなかったです`, `${stem}くありませんでした`];
}

function naAdjectiveNormal(stem: string, {register, tense, polarity}: Axes): string[] {
  if (polarity === 'pos') {
    return [
      {plain: {nonpast: `${stem}だ`, past: `${stem}だった`}, polite: {nonpast: `${stem}です`, past: `${stem}でした`}}[
        register
      ][tense],
    ];
  }
  const endings = {
    plain: {nonpast: ['ない'], past: ['なかった']},
    polite: {nonpast: ['ないです', 'ありません'], past: ['なかったです', 'ありませんでした']},
  }[register][tense];
  return naNegatives(stem, endings);
}

/** A na-adjective's negatives, with じゃ and then with では: しずかじゃない, しずかではない. */
function naNegatives(stem: string, endings: readonly string[]): string[] {
  return ['じゃ', 'では'].flatMap((topic) => endings.map((ending) => `${stem}${topic}${ending}`));
}

/** いい and its compounds (かっこいい, きもちいい) conjugate from よ; かわいい is a regular adjective. */
function iAdjectiveStem(kana: string): string {
  if (!kana.endsWith('い')) throw new Error(`${kana} does not end like an i-adjective`);
  if (kana.endsWith('いい') && !kana.endsWith('わいい')) return `${kana.slice(0, -2)}よ`;
  return kana.slice(0, -1);
}

function conjugateVerb(word: ConjugableWord, {form, ...axes}: ConjugationForm): string[] {
  if (!formExists(word, form)) return [];
  const stems = verbStems(word);
  const plainNonPast = axes.register === 'plain' && axes.tense === 'nonpast';
  const positive = axes.polarity === 'pos';
  const derived = (dictionaries: string[]) =>
    dictionaries.flatMap((dictionary) => verbNormal(ichidanStems(dictionary), axes));
  switch (form) {
    case 'normal':
      return verbNormal(stems, axes);
    case 'te':
      if (!plainNonPast) return [];
      if (positive) return [stems.te];
      // ある's negative is the adjective ない, which has only なくて.
      return stems.nai === '' ? ['なくて'] : [`${stems.nai}なくて`, `${stems.nai}ないで`];
    case 'volitional':
      if (axes.tense !== 'nonpast' || !positive) return [];
      return [axes.register === 'plain' ? stems.volitional : `${stems.masu}ましょう`];
    case 'tai':
      return iAdjectiveNormal(`${stems.masu}たい`, `${stems.masu}た`, axes);
    case 'tari':
      if (!plainNonPast) return [];
      return [positive ? `${stems.ta}り` : `${stems.nai}なかったり`];
    case 'potential':
      return derived(stems.potential);
    case 'imperative':
      if (!plainNonPast) return [];
      return positive ? stems.imperative : [`${stems.dictionary}な`];
    case 'conditional':
      if (!plainNonPast) return [];
      return positive ? [stems.ba, `${stems.ta}ら`] : [`${stems.nai}なければ`, `${stems.nai}なかったら`];
    case 'passive':
      return derived([stems.passive]);
    case 'causative':
      return derived([stems.causative]);
    case 'causative-passive':
      return derived(stems.causativePassive);
  }
}

function conjugateIAdjective(kana: string, {form, ...axes}: ConjugationForm): string[] {
  const stem = iAdjectiveStem(kana);
  const plainNonPast = axes.register === 'plain' && axes.tense === 'nonpast';
  const positive = axes.polarity === 'pos';
  switch (form) {
    case 'normal':
      return iAdjectiveNormal(kana, stem, axes);
    case 'te':
      return !plainNonPast ? [] : [positive ? `${stem}くて` : `${stem}くなくて`];
    case 'tari':
      return !plainNonPast ? [] : [positive ? `${stem}かったり` : `${stem}くなかったり`];
    case 'conditional':
      if (!plainNonPast) return [];
      return positive ? [`${stem}ければ`, `${stem}かったら`] : [`${stem}くなければ`, `${stem}くなかったら`];
    default:
      return [];
  }
}

function conjugateNaAdjective(stem: string, {form, ...axes}: ConjugationForm): string[] {
  const plainNonPast = axes.register === 'plain' && axes.tense === 'nonpast';
  const positive = axes.polarity === 'pos';
  switch (form) {
    case 'normal':
      return naAdjectiveNormal(stem, axes);
    case 'te':
      return !plainNonPast ? [] : positive ? [`${stem}で`] : naNegatives(stem, ['なくて']);
    case 'tari':
      return !plainNonPast ? [] : positive ? [`${stem}だったり`] : naNegatives(stem, ['なかったり']);
    case 'conditional':
      if (!plainNonPast) return [];
      if (positive) return [`${stem}なら`, `${stem}ならば`, `${stem}だったら`, `${stem}であれば`];
      return [...naNegatives(stem, ['なければ']), `${stem}でなければ`, ...naNegatives(stem, ['なかったら'])];
    default:
      return [];
  }
}

/** Every accepted answer for the word (its dictionary form in kana) in the form, in kana; [] when none exists. */
export function conjugate(word: ConjugableWord, form: ConjugationForm): string[] {
  switch (word.class) {
    case 'i-adjective':
      return conjugateIAdjective(word.kana, form);
    case 'na-adjective':
      return conjugateNaAdjective(word.kana, form);
    default:
      return conjugateVerb(word, form);
  }
}

export type WrittenWord = {written: string; reading: string; class: WordClass};

/** A written word split where it and its reading part: the kanji (with any kana among them), their reading, and
 * the kana ending both share (食べる → 食べ, たべ, る). Used for furigana too. */
export function okuriganaSplit(written: string, reading: string): {stem: string; stemReading: string; ending: string} {
  let shared = 0;
  while (shared < written.length && shared < reading.length && written.at(-1 - shared) === reading.at(-1 - shared))
    shared++;
  return {
    stem: written.slice(0, written.length - shared),
    stemReading: reading.slice(0, reading.length - shared),
    ending: written.slice(written.length - shared),
  };
}

/** くる keeps its own split: 来 is read く, き or こ, so the stem ends before 来. */
function writtenSplit(word: WrittenWord): {writtenStem: string; readingStem: string; kuru: boolean} {
  if (word.class === 'kuru' && word.written.endsWith('来る')) {
    return {writtenStem: word.written.slice(0, -2), readingStem: word.reading.slice(0, -2), kuru: true};
  }
  const {stem, stemReading} = okuriganaSplit(word.written, word.reading);
  return {writtenStem: stem, readingStem: stemReading, kuru: false};
}

/**
 * The same answers written the way the word is written (食べる → 食べます, 来る → 来ない, 勉強する → 勉強した), one
 * for each kana answer and in the same order; a form that cannot be written from the word's spelling stays in kana.
 */
export function conjugateWritten(word: WrittenWord, form: ConjugationForm): string[] {
  const kanaForms = conjugate({kana: word.reading, class: word.class}, form);
  if (word.written === word.reading) return kanaForms;
  const {writtenStem, readingStem, kuru} = writtenSplit(word);
  return kanaForms.map((kana) => {
    if (!kana.startsWith(readingStem)) return kana;
    const rest = kana.slice(readingStem.length);
    if (kuru) return /^[くきこ]/u.test(rest) ? `${writtenStem}来${rest.slice(1)}` : kana;
    return writtenStem + rest;
  });
}
