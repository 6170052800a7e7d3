// The conjugation drill as a pure function of its options and seed, over the real word banks.
import {describe, expect, test} from 'vitest';
import {STATIVE_VERB_KEYS, WORD_BANK} from '../../schema/conjugation/banks/index.ts';
import {conjugate, conjugateWritten} from '../../schema/conjugation/conjugate.ts';
import {formKey, isVerbClass, type ConjugationForm} from '../../schema/conjugation/forms.ts';
import {bankWordKey, type BankWord} from '../../schema/conjugation/word-bank.ts';
import {DEFAULT_SETTINGS} from '../../schema/settings.ts';
import {JLPT_LEVELS} from '../../schema/jlpt.ts';
import {acceptedAnswers, answerLabels, isRightConjugation} from '../../src/features/conjugation/drill-answer.ts';
import {buildDrill, drillForms, isRightForm, REVERSE_CHOICES} from '../../src/features/conjugation/drill.ts';
import {formLabel} from '../../src/features/conjugation/form-labels.ts';
import type {ConjugationOptions} from '../../src/features/conjugation/conjugation-search.ts';

const defaults = DEFAULT_SETTINGS['conjugation-practice'];
const NO_FLAGS = Object.fromEntries(
  Object.entries(defaults).map(([key, value]) => [key, typeof value === 'boolean' ? false : value]),
) as ConjugationOptions;
const options = (patch: Partial<ConjugationOptions>): ConjugationOptions => ({
  ...NO_FLAGS,
  positive: true,
  negative: true,
  plain: true,
  polite: true,
  nonPast: true,
  past: true,
  ...patch,
});
const drill = (patch: Partial<ConjugationOptions>, seed = 42) =>
  buildDrill(options(patch), seed, WORD_BANK, STATIVE_VERB_KEYS);
const signature = (patch: Partial<ConjugationOptions>, seed?: number) =>
  drill(patch, seed).questions.map((question) => `${bankWordKey(question.word)} ${formKey(question.form)}`);

describe('the same options and seed give the same drill', () => {
  test('question for question, and another seed gives another drill', () => {
    const patch = {normal: true, verb: true, iAdjective: true, amount: 30};
    expect(signature(patch, 99)).toEqual(signature(patch, 99));
    expect(signature(patch, 99)).not.toEqual(signature(patch, 100));
    expect(drill({...patch, reverse: true}, 5)).toEqual(drill({...patch, reverse: true}, 5));
  });
});

describe('what a drill asks', () => {
  test('amount questions, no word-and-form pair twice', () => {
    const questions = signature({normal: true, verb: true, amount: 100}, 1);
    expect(questions).toHaveLength(100);
    expect(new Set(questions).size).toBe(100);
  });

  test('only the chosen word types, up to the chosen level (cumulative from n5)', () => {
    const n5Verbs = drill({normal: true, verb: true, amount: 100, jlptLevel: 'n5'}).questions;
    expect(n5Verbs.every((question) => question.word.level === 'n5' && isVerbClass(question.word.class))).toBe(true);
    const upToN3 = drill({normal: true, naAdjective: true, amount: 100, jlptLevel: 'n3'}, 3).questions;
    expect(
      upToN3.every(
        (question) => question.word.class === 'na-adjective' && JLPT_LEVELS.indexOf(question.word.level) <= 2,
      ),
    ).toBe(true);
    expect(new Set(upToN3.map((question) => question.word.level)).size).toBeGreaterThan(1);
  });

  test('leaveOutSuru leaves out する verbs', () => {
    const all = drill({normal: true, verb: true, amount: 100, jlptLevel: 'n1'}, 8).questions;
    expect(all.some((question) => question.word.class === 'suru')).toBe(true);
    const without = drill({normal: true, verb: true, amount: 100, jlptLevel: 'n1', leaveOutSuru: true}, 8).questions;
    expect(without.some((question) => question.word.class === 'suru')).toBe(false);
  });

  test('the chosen register, tense and polarity; te, tari, imperative and conditional plain non-past only', () => {
    const politePastNegative = drill({
      normal: true,
      verb: true,
      plain: false,
      nonPast: false,
      positive: false,
      amount: 20,
    }).questions;
    expect(new Set(politePastNegative.map((question) => formKey(question.form)))).toEqual(
      new Set(['normal:polite:past:neg']),
    );
    expect(drillForms(options({teForm: true, plain: false, past: false}))).toEqual([
      {form: 'te', register: 'plain', tense: 'nonpast', polarity: 'pos'},
      {form: 'te', register: 'plain', tense: 'nonpast', polarity: 'neg'},
    ]);
    expect(drillForms(options({volitional: true, past: true, nonPast: false})).map(formKey)).toEqual([
      'volitional:plain:nonpast:pos',
      'volitional:plain:nonpast:neg',
      'volitional:polite:nonpast:pos',
      'volitional:polite:nonpast:neg',
    ]);
  });

  test('several forms are mixed evenly, and every question can be answered', () => {
    const questions = drill(
      {normal: true, teForm: true, potential: true, verb: true, iAdjective: true, amount: 90},
      11,
    ).questions;
    const perForm = Object.groupBy(questions, (question) => question.form.form);
    for (const form of ['normal', 'te', 'potential'] as const) expect(perForm[form]!.length).toBeGreaterThan(15);
    expect(
      questions
        .filter((question) => question.form.form === 'potential')
        .every((question) => isVerbClass(question.word.class)),
    ).toBe(true);
    for (const question of questions) {
      expect(question.kana).toEqual(
        conjugate({kana: question.word.reading, class: question.word.class}, question.form),
      );
      expect(question.kana.length).toBeGreaterThan(0);
      expect(question.written).toHaveLength(question.kana.length);
    }
  });

  test('verbs of state are not asked in forms nobody uses, nor any word in a form the engine says does not exist', () => {
    const questions = drill(
      {
        potential: true,
        passive: true,
        imperative: true,
        volitional: true,
        taiForm: true,
        verb: true,
        amount: 100,
        jlptLevel: 'n1',
      },
      3,
    ).questions;
    expect(questions.some((question) => STATIVE_VERB_KEYS.has(bankWordKey(question.word)))).toBe(false);
    const potentials = drill({potential: true, verb: true, amount: 100, jlptLevel: 'n5'}, 4).questions;
    expect(potentials.some((question) => ['ある', 'わかる', 'しる', 'くれる'].includes(question.word.reading))).toBe(
      false,
    );
    const states = drill(
      {normal: true, teForm: true, conditional: true, verb: true, amount: 100, jlptLevel: 'n5'},
      5,
    ).questions;
    expect(
      states.some((question) => STATIVE_VERB_KEYS.has(bankWordKey(question.word))),
      'still asked in the forms a learner uses',
    ).toBe(true);
  });

  test('a drill nothing can fill, or with a group left empty, says why', () => {
    expect(drill({volitional: true, iAdjective: true})).toEqual({questions: [], problem: 'no-match'});
    expect(drill({volitional: true, verb: true, positive: false})).toEqual({questions: [], problem: 'no-match'});
    expect(drill({verb: true}).problem).toBe('no-form');
    expect(drill({normal: true}).problem).toBe('no-word-type');
    expect(drill({normal: true, verb: true, plain: false, polite: false}).problem).toBe('no-register');
    expect(drill({normal: true, verb: true, nonPast: false, past: false}).problem).toBe('no-tense');
    expect(drill({normal: true, verb: true, positive: false, negative: false}).problem).toBe('no-polarity');
    expect(
      drill({teForm: true, verb: true, plain: false, polite: false, nonPast: false, past: false}).problem,
      'te-forms need no register or tense',
    ).toBeNull();
  });

  test('a small pool is asked once each', () => {
    const questions = signature({teForm: true, iAdjective: true, negative: false, jlptLevel: 'n5', amount: 100}, 4);
    const n5Adjectives = WORD_BANK.filter((word) => word.level === 'n5' && word.class === 'i-adjective').length;
    expect(n5Adjectives).toBeLessThan(100);
    expect(questions).toHaveLength(n5Adjectives);
    expect(new Set(questions).size).toBe(n5Adjectives);
  });
});

describe('reverse drills', () => {
  test('show a form and offer four forms to choose from, one of them right and no other giving the same word', () => {
    const questions = drill(
      {normal: true, potential: true, passive: true, verb: true, reverse: true, amount: 40},
      21,
    ).questions;
    for (const question of questions) {
      const choices = question.reverse!.choices;
      expect(choices).toHaveLength(REVERSE_CHOICES);
      expect(choices.filter((choice) => choice.correct)).toHaveLength(1);
      expect(formKey(choices.find((choice) => choice.correct)!.form)).toBe(formKey(question.form));
      for (const choice of choices) expect(isRightForm(question, choice.form)).toBe(choice.correct);
      expect(new Set(choices.map((choice) => formKey(choice.form))).size).toBe(REVERSE_CHOICES);
    }
  });

  test('たべられる is potential and passive alike, so either names it', () => {
    const question = drill({passive: true, verb: true, reverse: true, amount: 100, jlptLevel: 'n5'}).questions.find(
      (each) => each.word.reading === 'たべる',
    )!;
    expect(isRightForm(question, {...question.form, form: 'potential'})).toBe(true);
    expect(isRightForm(question, {...question.form, form: 'causative'})).toBe(false);
  });
});

describe('answers', () => {
  const asked = (written: string, reading: string, wordClass: BankWord['class'], form: ConjugationForm) => ({
    kana: conjugate({kana: reading, class: wordClass}, form),
    written: conjugateWritten({written, reading, class: wordClass}, form),
  });
  const shizuka = asked('静か', 'しずか', 'na-adjective', {
    form: 'normal',
    register: 'plain',
    tense: 'nonpast',
    polarity: 'neg',
  });
  const taberareru = {kana: ['たべられる', 'たべれる'], written: ['食べられる', '食べれる']};

  test('kana, kanji or romaji; じゃ or では, as the engine gives both; anything else is wrong', () => {
    for (const answer of [
      'しずかじゃない',
      '静かじゃない',
      'shizukajanai',
      'しずかではない',
      '静かではない',
      'shizukadehanai',
    ]) {
      expect(isRightConjugation(answer, shizuka), answer).toBe(true);
    }
    for (const answer of ['しずかない', 'しずかだ', 'しずかでない', ''])
      expect(isRightConjugation(answer, shizuka), answer).toBe(false);
    for (const answer of ['たべれる', '食べられる', 'taberareru'])
      expect(isRightConjugation(answer, taberareru), answer).toBe(true);
    const politePast = asked('邪魔', 'じゃま', 'na-adjective', {
      form: 'normal',
      register: 'polite',
      tense: 'past',
      polarity: 'neg',
    });
    expect(acceptedAnswers(politePast)).toEqual([
      'じゃまじゃなかったです',
      'じゃまじゃありませんでした',
      'じゃまではなかったです',
      'じゃまではありませんでした',
      '邪魔じゃなかったです',
      '邪魔じゃありませんでした',
      '邪魔ではなかったです',
      '邪魔ではありませんでした',
    ]);
  });

  test('labels pair each written answer with its kana', () => {
    expect(answerLabels(taberareru)).toEqual(['食べられる (たべられる)', '食べれる (たべれる)']);
    expect(answerLabels({kana: ['ない'], written: ['ない']})).toEqual(['ない']);
  });

  test('form labels name what tells the form apart', () => {
    expect(formLabel({form: 'normal', register: 'polite', tense: 'past', polarity: 'neg'})).toBe(
      'Polite · past · negative',
    );
    expect(formLabel({form: 'te', register: 'plain', tense: 'nonpast', polarity: 'neg'})).toBe('Te-form · negative');
    expect(formLabel({form: 'volitional', register: 'polite', tense: 'nonpast', polarity: 'pos'})).toBe(
      'Volitional · polite',
    );
    expect(formLabel({form: 'causative-passive', register: 'plain', tense: 'nonpast', polarity: 'pos'})).toBe(
      'Causative-passive · plain · non-past · positive',
    );
  });
});
