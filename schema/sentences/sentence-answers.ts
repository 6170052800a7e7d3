// What a sentence-practice answer may be: the model sentence or one of its alternatives (other particles, another
// word order), each in both registers and every standard form of its final predicate (registers.ts), each written
// with any of its kanji words in kanji or in kana. A sentence's reading is lined up with its kanji (学生 ↔
// がくせい), and an alternative borrows those readings, so only the model needs one.
import {toHiragana} from 'wanakana';
import type {Register} from '../conjugation/forms.ts';
import {inBothRegisters, type SentencePredicate} from './registers.ts';

const STANDS_FOR_KANA = /[\u4e00-\u9fff\u3400-\u4dbf々〆ヶ０-９0-9]/u;
/** A sentence with more kanji words than this is accepted all in kanji, all in kana, or as each alternative is written. */
const MAX_MIXED_WORDS = 8;

type Run = {text: string; kanji: boolean};
export type Segment = {written: string; reading: string};
export type SentenceAnswer = {japanese: string; segments: Segment[] | null; register: Register | null};
/** What the answers are made from: the catalogue's sentence. */
export type AnswerSource = {
  japanese: string;
  reading: string;
  alternatives?: readonly string[];
  predicate?: readonly SentencePredicate[];
  one_register?: {register: Register; because: string};
};

/** Punctuation stays while readings are lined up: it keeps apart two kanji words that only a comma separates. */
const SPACES = /\s/gu;
const normalise = (text: string) => toHiragana(text.replace(SPACES, ''), {passRomaji: true});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text.replace(SPACES, '')) {
    const kanji = STANDS_FOR_KANA.test(character);
    const last = runs.at(-1);
    if (last && last.kanji === kanji) last.text += character;
    else runs.push({text: character, kanji});
  }
  return runs;
}

/** The sentence cut into kanji words with their readings and kana stretches; null when the reading does not fit. */
export function alignReading(japanese: string, reading: string): Segment[] | null {
  const runs = runsOf(japanese);
  const pattern = runs.map((run) => (run.kanji ? '(.+?)' : `(${escapeRegExp(normalise(run.text))})`)).join('');
  const match = new RegExp(`^${pattern}$`, 'u').exec(normalise(reading));
  if (!match) return null;
  return runs.map((run, index) => ({written: run.text, reading: run.kanji ? match[index + 1]! : run.text}));
}

/** A run of kanji as known words one after another (今日忙 → 今日 + 忙), longest first; null when it is not. */
function knownWords(run: string, known: ReadonlyMap<string, string>): Segment[] | null {
  if (run === '') return [];
  for (let length = run.length; length > 0; length--) {
    const reading = known.get(run.slice(0, length));
    const rest = reading === undefined ? null : knownWords(run.slice(length), known);
    if (reading !== undefined && rest) return [{written: run.slice(0, length), reading}, ...rest];
  }
  return null;
}

/** An alternative's segments, its kanji words read as the model reads them; null when it has a word the model lacks. */
export function segmentsLike(japanese: string, known: ReadonlyMap<string, string>): Segment[] | null {
  const segments: Segment[] = [];
  for (const run of runsOf(japanese)) {
    const words = run.kanji ? knownWords(run.text, known) : [{written: run.text, reading: run.text}];
    if (!words) return null;
    segments.push(...words);
  }
  return segments;
}

/** An alternative's reading, its kanji words read as the model reads them; null when it has a kanji word the
 * model does not read. */
function readingLike(japanese: string, known: ReadonlyMap<string, string>): string | null {
  return (
    segmentsLike(japanese, known)
      ?.map((segment) => segment.reading)
      .join('') ?? null
  );
}

/**
 * Every accepted answer, the model first: the model and each alternative, then each in the other forms of its
 * final predicate, in both registers unless the sentence is asked in one. An alternative with a kanji word the
 * model does not read has no segments and no other forms; the catalogue check reports it.
 */
export function sentenceAnswers(sentence: AnswerSource): SentenceAnswer[] {
  const model = alignReading(sentence.japanese, sentence.reading);
  const known = new Map(
    (model ?? [])
      .filter((segment) => segment.written !== segment.reading)
      .map((segment) => [segment.written, segment.reading]),
  );
  const written = [
    {japanese: sentence.japanese, reading: sentence.reading as string | null},
    ...(sentence.alternatives ?? []).map((japanese) => ({japanese, reading: readingLike(japanese, known)})),
  ];
  const answers: SentenceAnswer[] = [];
  const seen = new Set<string>();
  const add = (japanese: string, segments: Segment[] | null, register: Register | null) => {
    if (seen.has(japanese)) return;
    seen.add(japanese);
    answers.push({japanese, segments, register});
  };
  for (const {japanese, reading} of written) {
    const forms = reading === null ? null : inBothRegisters({japanese, reading}, sentence.predicate ?? []);
    if (!forms) {
      add(japanese, reading === null ? null : alignReading(japanese, reading), null);
      continue;
    }
    for (const form of forms) {
      if (sentence.one_register && form.register !== sentence.one_register.register && form !== forms[0]) continue;
      add(form.japanese, alignReading(form.japanese, form.reading), form.register);
    }
  }
  return answers;
}

/** Every way the answer may be written: each kanji word in kanji or in kana. */
export function spellingsOf(answer: SentenceAnswer): string[] {
  if (!answer.segments) return [answer.japanese];
  const words = answer.segments.filter((segment) => segment.written !== segment.reading);
  if (words.length > MAX_MIXED_WORDS) {
    return [answer.japanese, answer.segments.map((segment) => segment.reading).join('')];
  }
  let spellings = [''];
  for (const segment of answer.segments) {
    const options = segment.written === segment.reading ? [segment.written] : [segment.written, segment.reading];
    spellings = spellings.flatMap((start) => options.map((option) => start + option));
  }
  return spellings;
}

/** Every accepted way of writing the sentence, over all its answers. */
export function acceptedSentences(sentence: AnswerSource): string[] {
  return [...new Set(sentenceAnswers(sentence).flatMap(spellingsOf))];
}
