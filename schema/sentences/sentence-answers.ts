// What a sentence-practice answer may be: the model sentence or one of its alternatives (other particles, another
// politeness level), each written with any of its kanji words in kanji or in kana. A sentence's reading is lined
// up with its kanji (学生 ↔ がくせい), and an alternative borrows those readings, so only the model needs one.
import {toHiragana} from 'wanakana';

const IGNORED = /[\s。、？！?!.,・「」〜～]/gu;
const STANDS_FOR_KANA = /[\u4e00-\u9fff\u3400-\u4dbf々〆ヶ０-９0-9]/u;
/** A sentence with more kanji words than this is accepted all in kanji, all in kana, or as each alternative is written. */
const MAX_MIXED_WORDS = 8;

type Run = {text: string; kanji: boolean};
export type Segment = {written: string; reading: string};
export type SentenceAnswer = {japanese: string; segments: Segment[] | null};

const normalise = (text: string) => toHiragana(text.replace(IGNORED, ''), {passRomaji: true});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text.replace(IGNORED, '')) {
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

/** An alternative's segments, its kanji words read as the model reads them; null when it has a word the model lacks. */
export function segmentsLike(japanese: string, known: ReadonlyMap<string, string>): Segment[] | null {
  const segments: Segment[] = [];
  for (const run of runsOf(japanese)) {
    const reading = run.kanji ? known.get(run.text) : run.text;
    if (reading === undefined) return null;
    segments.push({written: run.text, reading});
  }
  return segments;
}

export function sentenceAnswers(sentence: {japanese: string; reading: string; alternatives?: readonly string[]}): SentenceAnswer[] {
  const model = alignReading(sentence.japanese, sentence.reading);
  const known = new Map((model ?? []).filter((segment) => segment.written !== segment.reading).map((segment) => [segment.written, segment.reading]));
  return [
    {japanese: sentence.japanese, segments: model},
    ...(sentence.alternatives ?? []).map((japanese) => ({japanese, segments: segmentsLike(japanese, known)})),
  ];
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

/** Every accepted way of writing the sentence, over the model and its alternatives. */
export function acceptedSentences(sentence: {japanese: string; reading: string; alternatives?: readonly string[]}): string[] {
  return [...new Set(sentenceAnswers(sentence).flatMap(spellingsOf))];
}
