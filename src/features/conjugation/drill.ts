// A conjugation drill as a pure function of its options and a seed: which words, in which forms, in which order,
// and for a reverse drill which choices. The same options and seed give the same drill on every device, which is
// what makes a drill's URL shareable.
import {conjugate, conjugateWritten} from '../../../schema/conjugation/conjugate.ts';
import {
  allForms,
  FORM_NAMES,
  formKey,
  isVerbClass,
  PLAIN_NON_PAST_ONLY,
  POLARITIES,
  REGISTERS,
  TENSES,
  type ConjugationForm,
  type FormName,
  type Polarity,
  type Register,
  type Tense,
} from '../../../schema/conjugation/forms.ts';
import {bankWordKey, type BankWord} from '../../../schema/conjugation/word-bank.ts';
import type {ConjugationFlag} from '../../../schema/settings.ts';
import {JLPT_LEVELS} from '../../../schema/jlpt.ts';
import {seededRandom, shuffledWith} from '../../../schema/seeded-random.ts';
import type {ConjugationOptions} from './conjugation-search.ts';

export const FLAG_OF_FORM: Record<FormName, ConjugationFlag> = {
  normal: 'normal',
  te: 'teForm',
  volitional: 'volitional',
  tai: 'taiForm',
  tari: 'tariForm',
  potential: 'potential',
  imperative: 'imperative',
  conditional: 'conditional',
  passive: 'passive',
  causative: 'causative',
  'causative-passive': 'causativePassive',
};
const FLAG_OF_REGISTER: Record<Register, ConjugationFlag> = {plain: 'plain', polite: 'polite'};
const FLAG_OF_TENSE: Record<Tense, ConjugationFlag> = {nonpast: 'nonPast', past: 'past'};
const FLAG_OF_POLARITY: Record<Polarity, ConjugationFlag> = {pos: 'positive', neg: 'negative'};

/** A teaching choice, not grammar: forms a verb of state (ある, 分かる) has but a learner would not say of it (あろう,
 * ありたい, わからせる…). Forms that do not exist at all (ある's potential) are the engine's empty answer. */
const NOT_ASKED_OF_STATIVE: readonly FormName[] = [
  'volitional',
  'tai',
  'imperative',
  'passive',
  'causative',
  'causative-passive',
];

export const REVERSE_CHOICES = 4;

export type ReverseQuestion = {choices: {form: ConjugationForm; correct: boolean}[]};

export type DrillQuestion = {
  /** The question's place in the drill; "Retry misses" asks the missed keys again. */
  key: string;
  word: BankWord;
  form: ConjugationForm;
  /** Every accepted answer in kana, then as written with kanji. */
  kana: string[];
  written: string[];
  /** A reverse drill shows the first answer and asks which form it is. */
  reverse: ReverseQuestion | null;
};

/** Why a drill has no questions: a group of options with nothing chosen, or nothing in the banks that fits. */
export type DrillProblem = 'no-form' | 'no-word-type' | 'no-register' | 'no-tense' | 'no-polarity' | 'no-match';

export type Drill = {questions: DrillQuestion[]; problem: DrillProblem | null};

/** The combinations of form, register, tense and polarity the options ask for. Forms that exist only plain and
 * non-past are asked that way whatever the register and tense options say; the volitional has no past. */
export function drillForms(options: ConjugationOptions): ConjugationForm[] {
  const on = <T extends string>(values: readonly T[], flags: Record<T, ConjugationFlag>) =>
    values.filter((value) => options[flags[value]]);
  return FORM_NAMES.filter((form) => options[FLAG_OF_FORM[form]]).flatMap((form) => {
    const registers: Register[] = PLAIN_NON_PAST_ONLY.includes(form) ? ['plain'] : on(REGISTERS, FLAG_OF_REGISTER);
    const tenses: Tense[] =
      PLAIN_NON_PAST_ONLY.includes(form) || form === 'volitional' ? ['nonpast'] : on(TENSES, FLAG_OF_TENSE);
    return registers.flatMap((register) =>
      tenses.flatMap((tense) =>
        on(POLARITIES, FLAG_OF_POLARITY).map((polarity) => ({form, register, tense, polarity})),
      ),
    );
  });
}

/** A group of options with nothing chosen that the chosen forms need (te-forms need no register or tense). */
function optionsProblem(options: ConjugationOptions): DrillProblem | null {
  if (!FORM_NAMES.some((form) => options[FLAG_OF_FORM[form]])) return 'no-form';
  if (!options.verb && !options.iAdjective && !options.naAdjective) return 'no-word-type';
  if (!options.positive && !options.negative) return 'no-polarity';
  if (drillForms(options).length > 0) return null;
  return !options.plain && !options.polite ? 'no-register' : 'no-tense';
}

/** The bank's words the options allow: the chosen word types, up to the chosen JLPT level (n3 means n5 to n3). */
export function drillWords(options: ConjugationOptions, bank: readonly BankWord[]): BankWord[] {
  const hardest = JLPT_LEVELS.indexOf(options.jlptLevel);
  return bank.filter((word) => {
    if (JLPT_LEVELS.indexOf(word.level) > hardest) return false;
    if (word.class === 'i-adjective') return options.iAdjective;
    if (word.class === 'na-adjective') return options.naAdjective;
    return options.verb && !(options.leaveOutSuru && word.class === 'suru');
  });
}

export function isAskable(word: BankWord, form: ConjugationForm, stative: ReadonlySet<string>): boolean {
  if (stative.has(bankWordKey(word)) && NOT_ASKED_OF_STATIVE.includes(form.form)) return false;
  return conjugate({kana: word.reading, class: word.class}, form).length > 0;
}

type Pair = {word: BankWord; form: ConjugationForm};
type Part = 'verb' | 'i-adjective' | 'na-adjective';
const partOf = (word: BankWord): Part => (isVerbClass(word.class) ? 'verb' : (word.class as Part));

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)]!;
}

/**
 * Chooses `amount` distinct word-and-form pairs: a form first (each chosen form as likely as the others), then one
 * of its combinations, then a word type, then a word, so a drill of verbs and adjectives or of several forms mixes
 * them evenly. When fewer pairs exist than asked for, each is asked once.
 */
function choosePairs(
  forms: ConjugationForm[],
  words: BankWord[],
  stative: ReadonlySet<string>,
  amount: number,
  random: () => number,
): Pair[] {
  const byForm = new Map<FormName, {form: ConjugationForm; parts: BankWord[][]}[]>();
  let available = 0;
  for (const form of forms) {
    const parts = new Map<Part, BankWord[]>();
    for (const word of words) {
      if (!isAskable(word, form, stative)) continue;
      const part = partOf(word);
      parts.set(part, [...(parts.get(part) ?? []), word]);
    }
    if (parts.size === 0) continue;
    byForm.set(form.form, [...(byForm.get(form.form) ?? []), {form, parts: [...parts.values()]}]);
    available += [...parts.values()].reduce((sum, list) => sum + list.length, 0);
  }
  const formNames = [...byForm.keys()];
  if (formNames.length === 0) return [];
  const wanted = Math.min(amount, available);
  const chosen: Pair[] = [];
  const used = new Set<string>();
  const take = (pair: Pair) => {
    const id = `${bankWordKey(pair.word)}:${formKey(pair.form)}`;
    if (used.has(id)) return false;
    used.add(id);
    chosen.push(pair);
    return true;
  };
  // Random draws find distinct pairs quickly while few are used; a small pool is shuffled whole instead.
  if (available > wanted * 3) {
    for (let attempts = 0; chosen.length < wanted && attempts < wanted * 50; attempts++) {
      const {form, parts} = pick(byForm.get(pick(formNames, random))!, random);
      take({form, word: pick(pick(parts, random), random)});
    }
  }
  if (chosen.length < wanted) {
    const all = [...byForm.values()].flat().flatMap(({form, parts}) => parts.flat().map((word) => ({form, word})));
    for (const pair of shuffledWith(all, random)) if (chosen.length < wanted) take(pair);
  }
  return chosen;
}

function sameAnswer(word: BankWord, form: ConjugationForm, kana: string): boolean {
  return conjugate({kana: word.reading, class: word.class}, form).includes(kana);
}

/** The choices of a reverse question: the asked form and up to three others that give a different answer, taken
 * from the drill's forms first and then from every form the word has. */
function reverseChoices(
  word: BankWord,
  form: ConjugationForm,
  shown: string,
  drillFormsOfWord: ConjugationForm[],
  random: () => number,
): ReverseQuestion {
  const others = (candidates: ConjugationForm[]) =>
    shuffledWith(
      candidates.filter(
        (candidate) =>
          formKey(candidate) !== formKey(form) &&
          conjugate({kana: word.reading, class: word.class}, candidate).length > 0 &&
          !sameAnswer(word, candidate, shown),
      ),
      random,
    );
  const distractors: ConjugationForm[] = [];
  for (const candidate of [...others(drillFormsOfWord), ...others(allForms())]) {
    if (distractors.length < REVERSE_CHOICES - 1 && !distractors.some((each) => formKey(each) === formKey(candidate)))
      distractors.push(candidate);
  }
  const choices = shuffledWith([form, ...distractors], random);
  return {choices: choices.map((choice) => ({form: choice, correct: formKey(choice) === formKey(form)}))};
}

export function buildDrill(
  options: ConjugationOptions,
  seed: number,
  bank: readonly BankWord[],
  stative: ReadonlySet<string> = new Set(),
): Drill {
  const problem = optionsProblem(options);
  if (problem) return {questions: [], problem};
  const random = seededRandom(seed);
  const forms = drillForms(options);
  const pairs = choosePairs(forms, drillWords(options, bank), stative, options.amount, random);
  if (pairs.length === 0) return {questions: [], problem: 'no-match'};
  const questions = pairs.map(({word, form}, index): DrillQuestion => {
    const kana = conjugate({kana: word.reading, class: word.class}, form);
    const written = conjugateWritten({written: word.written, reading: word.reading, class: word.class}, form);
    const reverse = options.reverse
      ? reverseChoices(
          word,
          form,
          kana[0]!,
          forms.filter((each) => isAskable(word, each, stative)),
          random,
        )
      : null;
    return {key: String(index), word, form, kana, written, reverse};
  });
  return {questions, problem: null};
}

/** A reverse answer is right when the chosen form gives the form shown (たべられる is potential and passive alike). */
export function isRightForm(question: DrillQuestion, chosen: ConjugationForm): boolean {
  return sameAnswer(question.word, chosen, question.kana[0]!);
}
