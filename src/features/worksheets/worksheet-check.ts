// Checking one blank of a worksheet, and saying why a wrong answer is wrong. Sentences go through the lenient
// sentence checker and conjugations through the conjugation engine, so every form they accept is accepted here too;
// English is checked as in vocabulary practice (articles, case and one typo do not count).
import {toHiragana} from 'wanakana';
import {conjugate, conjugateWritten} from '../../../schema/conjugation/conjugate.ts';
import {allForms, formKey, type WordClass} from '../../../schema/conjugation/forms.ts';
import {alternativesOf} from '../../../schema/decks/alternatives.ts';
import {acceptedSentences} from '../../../schema/sentences/sentence-answers.ts';
import {formLabel} from '../conjugation/form-labels.ts';
import {canonicalJapanese, checkMeaning, isAcceptedJapanese, kanaReadingsOfAnswer} from '../practice/answer-check.ts';
import {isRomajiOf, romajiSpellingsOf} from '../practice/romanisation.ts';
import {isRightSentence} from '../sentence-practice/sentence-check.ts';
import type {Blank, ConjugationWord} from './worksheet-blanks.ts';

export type BlankCheck = {correct: true} | {correct: false; why: string};

const RIGHT: BlankCheck = {correct: true};
const wrong = (why: string): BlankCheck => ({correct: false, why});

const ROMAJI = /[a-z]/i;
const KATAKANA = /[\u30a1-\u30fa]/u;

/** Particles said one way and written another: the learner who writes what they hear is told so. */
const SAID_AS: Record<string, string> = {は: 'わ', へ: 'え', を: 'お'};
const PARTICLES = new Set(['は', 'が', 'を', 'に', 'で', 'へ', 'と', 'も', 'の', 'か', 'よ', 'ね', 'や']);

const CLASS_NAMES: Record<WordClass, string> = {
  godan: 'an u-verb',
  ichidan: 'a ru-verb',
  suru: 'an irregular verb',
  kuru: 'an irregular verb',
  'i-adjective': 'an い-adjective',
  'na-adjective': 'a な-adjective',
};
/** The class a learner most often takes a word of this class for. */
const MISTAKEN_FOR: Record<WordClass, WordClass[]> = {
  godan: ['ichidan'],
  ichidan: ['godan'],
  suru: ['godan', 'ichidan'],
  kuru: ['godan', 'ichidan'],
  'i-adjective': ['na-adjective'],
  'na-adjective': ['i-adjective'],
};

/** Kana without what learners most often miss: ゛ and ゜, ー, and small kana (as full size, or for っ left out). */
function withoutFineMarks(kana: string): string[] {
  const plain = toHiragana(kana)
    .normalize('NFD')
    .replace(/[\u3099\u309aー]/gu, '')
    .normalize('NFC');
  return [
    plain.replace(/[っゃゅょぁぃぅぇぉ]/gu, (small) => String.fromCharCode(small.charCodeAt(0) + 1)),
    plain.replace(/っ/gu, ''),
  ];
}

function isNearMiss(answer: string, accepted: readonly string[]): boolean {
  const given = kanaReadingsOfAnswer(answer).flatMap(withoutFineMarks);
  return accepted.some((each) => withoutFineMarks(canonicalJapanese(each)).some((loose) => given.includes(loose)));
}

const NEAR_MISS = 'Nearly: check the ゛ marks, the small っ, ゃ, ゅ, ょ and the long vowels.';

function checkParticle(answer: string, blank: Extract<Blank, {kind: 'particle'}>): BlankCheck {
  const given = answer.trim();
  const romaji = ROMAJI.test(given);
  const spoken = (particle: string) =>
    particle.length === 1 && SAID_AS[particle] ? [particle, SAID_AS[particle]] : [particle];
  const right = romaji
    ? blank.particles.some((particle) => isAcceptedJapanese(given, spoken(particle)))
    : blank.particles.includes(toHiragana(given));
  if (right) return RIGHT;
  const model = blank.particles[0]!;
  if (!romaji && SAID_AS[model] === given) return wrong(`It is said ${given}, but the particle is written ${model}.`);
  return wrong(blank.why);
}

function acceptedConjugations(word: ConjugationWord, form: Parameters<typeof conjugate>[1]): string[] {
  return [...new Set([...conjugateWritten(word, form), ...conjugate({kana: word.reading, class: word.class}, form)])];
}

/** The forms the word would have as another class; [] when it cannot be conjugated that way at all. */
function asClass(word: ConjugationWord, wordClass: WordClass, form: Parameters<typeof conjugate>[1]): string[] {
  try {
    return conjugate({kana: word.reading, class: wordClass}, form);
  } catch {
    return [];
  }
}

function checkConjugation(answer: string, {word, form}: Extract<Blank, {kind: 'conjugation'}>): BlankCheck {
  const accepted = acceptedConjugations(word, form);
  if (isAcceptedJapanese(answer, accepted)) return RIGHT;
  const model = accepted[0] ?? '';
  const asked = formLabel(form).toLowerCase();
  const other = allForms().find(
    (each) => formKey(each) !== formKey(form) && isAcceptedJapanese(answer, acceptedConjugations(word, each)),
  );
  if (other)
    return wrong(`That is the ${formLabel(other).toLowerCase()} form; this column asks for the ${asked}: ${model}.`);
  const kind = word.noun ? 'a noun' : CLASS_NAMES[word.class];
  const mistaken = MISTAKEN_FOR[word.class].find((each) => isAcceptedJapanese(answer, asClass(word, each, form)));
  if (mistaken && !word.noun)
    return wrong(`That conjugates ${word.written} as ${CLASS_NAMES[mistaken]}, but it is ${kind}: ${model}.`);
  if (isNearMiss(answer, accepted)) return wrong(`${NEAR_MISS} The ${asked} form is ${model}.`);
  return wrong(`${word.written} is ${kind}; its ${asked} form is ${model}.`);
}

function checkKanjiReading(answer: string, {word, reading}: Extract<Blank, {kind: 'kanji-reading'}>): BlankCheck {
  const readings = alternativesOf(reading);
  if (isAcceptedJapanese(answer, readings)) return RIGHT;
  if (alternativesOf(word).includes(answer.trim())) return wrong(`Write how ${word} is read, in kana: ${reading}.`);
  if (isNearMiss(answer, readings)) return wrong(`${NEAR_MISS} ${word} is read ${reading}.`);
  return wrong(`${word} is read ${reading}.`);
}

function checkKanjiWriting(answer: string, {word, reading}: Extract<Blank, {kind: 'kanji-writing'}>): BlankCheck {
  const given = answer.trim();
  if (alternativesOf(word).includes(given)) return RIGHT;
  if (isAcceptedJapanese(given, alternativesOf(reading)))
    return wrong(`That is how it is read; this box asks for it in kanji: ${word}.`);
  return wrong(`It is written ${word}.`);
}

/** The particle the answer has where an accepted sentence has another, when that is the only difference. */
function particleSwap(answer: string, accepted: readonly string[]): {given: string; expected: string} | null {
  const given = kanaReadingsOfAnswer(answer);
  for (const sentence of accepted) {
    const expected = canonicalJapanese(sentence);
    for (const each of given) {
      if (each.length !== expected.length) continue;
      const differences = [...each].flatMap((character, index) =>
        character === expected[index] ? [] : [{given: character, expected: expected[index]!}],
      );
      const [only] = differences;
      if (differences.length === 1 && only && PARTICLES.has(only.given) && PARTICLES.has(only.expected)) return only;
    }
  }
  return null;
}

function checkToJapanese(answer: string, {sentence}: Extract<Blank, {kind: 'to-japanese'}>): BlankCheck {
  if (isRightSentence(answer, sentence)) return RIGHT;
  const swap = particleSwap(answer, acceptedSentences(sentence));
  if (swap)
    return wrong(`Check the particle: ${swap.expected} fits here, not ${swap.given}. One answer: ${sentence.japanese}`);
  return wrong(`One way to write it: ${sentence.japanese}`);
}

function checkKanaReading(answer: string, {kana}: Extract<Blank, {kind: 'kana-reading'}>): BlankCheck {
  const sound = romajiSpellingsOf(kana)[0];
  if (!ROMAJI.test(answer)) return wrong(`Write the sound in romaji: ${kana} is ${sound}.`);
  if (isRomajiOf(kana, answer)) return RIGHT;
  return wrong(`${kana} is ${sound}.`);
}

function checkKanaWriting(answer: string, {kana}: Extract<Blank, {kind: 'kana-writing'}>): BlankCheck {
  const given = answer.trim();
  if (given === kana) return RIGHT;
  if (ROMAJI.test(given)) return wrong(`Write it in hiragana, not in romaji: ${kana}.`);
  if (KATAKANA.test(given)) return wrong(`That is katakana; write it in hiragana: ${kana}.`);
  if (isNearMiss(given, [kana])) return wrong(`${NEAR_MISS} It is written ${kana}.`);
  return wrong(`It is written ${kana}.`);
}

export function checkBlank(blank: Blank, answer: string): BlankCheck {
  if (answer.trim() === '') return wrong('Write an answer first.');
  switch (blank.kind) {
    case 'particle':
      return checkParticle(answer, blank);
    case 'conjugation':
      return checkConjugation(answer, blank);
    case 'kanji-reading':
      return checkKanjiReading(answer, blank);
    case 'kanji-writing':
      return checkKanjiWriting(answer, blank);
    case 'to-english':
      return checkMeaning(answer, blank.english).correct ? RIGHT : wrong(`One way to say it: “${blank.english[0]}”.`);
    case 'to-japanese':
      return checkToJapanese(answer, blank);
    case 'reading-question':
      return checkMeaning(answer, blank.answers).correct ? RIGHT : wrong(`The passage says: 「${blank.because}」`);
    case 'kana-reading':
      return checkKanaReading(answer, blank);
    case 'kana-writing':
      return checkKanaWriting(answer, blank);
  }
}

/** Every answer the content lists for a blank, the model first: what the answer key shows, and what the content test
 * holds the checker to. */
export function listedAnswers(blank: Blank): string[] {
  switch (blank.kind) {
    case 'particle':
      return [...blank.particles];
    case 'conjugation':
      return conjugateWritten(blank.word, blank.form);
    case 'kanji-reading':
      return [blank.reading];
    case 'kanji-writing':
      return [blank.word];
    case 'to-english':
    case 'reading-question':
      return [...(blank.kind === 'to-english' ? blank.english : blank.answers)];
    case 'to-japanese':
      return [blank.sentence.japanese, ...(blank.sentence.alternatives ?? [])];
    case 'kana-reading':
      return [romajiSpellingsOf(blank.kana)[0]!];
    case 'kana-writing':
      return [blank.kana];
  }
}
