// A sentence in its other register, and in the other standard forms of its own: from the sentence's final
// predicate (its last word in kana dictionary form and class, or a pair of set phrases), the conjugation engine
// finds which form the sentence ends in and gives the same form polite and plain (見ます ↔ 見る, 学生じゃないです ↔
// 学生じゃありません ↔ 学生じゃない, 行きましょう ↔ 行こう). So every sentence set accepts both registers without
// writing each sentence twice, and a wrong word or particle still fails.
import {conjugate} from '../conjugation/conjugate.ts';
import {allForms, type ConjugationForm, type Register, type WordClass} from '../conjugation/forms.ts';

/** The last conjugated word of a sentence ('' as a na-adjective is the copula です/だ after a noun), or set phrases
 * that stand for each other (ありがとうございます ↔ ありがとう), in kana. */
export type SentencePredicate = {word: string; class: WordClass} | {polite: string[]; plain: string[]};
export type WrittenAnswer = {japanese: string; reading: string};
export type RegisterAnswer = WrittenAnswer & {register: Register};

/** Sentence-final particles and punctuation after the predicate: か, よ, ね, よね. */
const TAIL = /(よね|か|よ|ね)?([。？！?!]*)$/u;
/** A polite predicate ending a clause (忙しいですから、…); not ました inside やました. */
const POLITE_MARK = /(?:です|でした|でしょう|ま(?:す|した|せん|しょう))(?=から|ので|けど|が|し|、|$)/u;

type Ending = {register: Register; forms: string[]; form?: ConjugationForm; copula: boolean};

function endingsOf(predicate: SentencePredicate): Ending[] {
  if ('polite' in predicate) {
    return [
      {register: 'polite', forms: predicate.polite, copula: false},
      {register: 'plain', forms: predicate.plain, copula: false},
    ];
  }
  const copula = predicate.class === 'na-adjective';
  return allForms().flatMap((form) => {
    const forms = conjugate({kana: predicate.word, class: predicate.class}, form);
    return forms.length ? [{register: form.register, forms, form, copula}] : [];
  });
}

/** The other cells of the same form: the same one (its variants) and the one in the other register. */
function counterparts(endings: Ending[], matched: Ending): Ending[] {
  if (!matched.form) return endings;
  const {form, tense, polarity} = matched.form;
  return endings.filter(
    (ending) => ending.form?.form === form && ending.form.tense === tense && ending.form.polarity === polarity,
  );
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** The written body with its ending changed as the kana changed; null when the written text does not end so. */
function rewriteWritten(body: string, from: string, to: string): string | null {
  const shared = commonPrefixLength(from, to);
  if (body.endsWith(from.slice(shared))) return body.slice(0, body.length - (from.length - shared)) + to.slice(shared);
  // 来 stands for く, き or こ: 来ます → 来る.
  if (body.endsWith(`来${from.slice(1)}`)) return `${body.slice(0, body.length - from.length)}来${to.slice(1)}`;
  return null;
}

/** A plain question drops か (行く？, 学生？) or ends in の (行くの？, 学生なの？); a volitional keeps it (行こうか); a
 * plain question written with ？ alone takes か when polite. Each result is [japanese, reading]. */
function inOtherRegister(
  japanese: string,
  reading: string,
  to: Ending,
  copula: boolean,
  tail: string,
  punctuation: string,
): [string, string][] {
  const question = tail === 'か' || /[？?]/u.test(punctuation);
  if (!question || to.form?.form === 'volitional')
    return [[japanese + tail + punctuation, reading + tail + punctuation]];
  if (to.register === 'polite') return [[`${japanese}か${punctuation}`, `${reading}か${punctuation}`]];
  const asked = punctuation.replace(/^[。.]?$/u, '？');
  const endings =
    copula && reading.endsWith('だ')
      ? ([
          ['', -1],
          ['なの', -1],
        ] as const)
      : to.form
        ? ([
            ['', 0],
            ['の', 0],
          ] as const)
        : ([['', 0]] as const);
  return endings.map(([added, cut]) => [
    japanese.slice(0, japanese.length + cut) + added + asked,
    reading.slice(0, reading.length + cut) + added + asked,
  ]);
}

const bodyOf = (text: string) => text.slice(0, text.length - (TAIL.exec(text)?.[0].length ?? 0));

/**
 * The answer in every standard form of its final predicate, polite and plain (the answer itself first); null when
 * the answer does not end in the predicate. A plain answer that would keep a polite word earlier in the sentence
 * (忙しいですから、行かない) is left out: the plain sentence needs its own plain clause, listed as an alternative.
 */
export function inBothRegisters(
  answer: WrittenAnswer,
  predicates: readonly SentencePredicate[],
): RegisterAnswer[] | null {
  const [, tail = '', punctuation = ''] = TAIL.exec(answer.reading) ?? [];
  const readingBody = bodyOf(answer.reading);
  const japaneseBody = bodyOf(answer.japanese);
  for (const predicate of predicates) {
    const endings = endingsOf(predicate);
    let best: {ending: Ending; form: string} | null = null;
    for (const ending of endings) {
      for (const form of ending.forms)
        if (readingBody.endsWith(form) && (!best || form.length > best.form.length)) best = {ending, form};
    }
    if (!best) continue;
    const {ending: matched, form: matchedForm} = best;
    const results: RegisterAnswer[] = [{...answer, register: matched.register}];
    for (const to of counterparts(endings, matched)) {
      for (const form of to.forms) {
        const japanese = rewriteWritten(japaneseBody, matchedForm, form);
        if (japanese === null) continue;
        const reading = readingBody.slice(0, readingBody.length - matchedForm.length) + form;
        const written: [string, string][] =
          to.register === matched.register
            ? [[japanese + tail + punctuation, reading + tail + punctuation]]
            : inOtherRegister(japanese, reading, to, matched.copula, tail, punctuation);
        for (const [each, eachReading] of written)
          results.push({japanese: each, reading: eachReading, register: to.register});
      }
    }
    const sameRegisterFirst = results.filter((each) => each.register === matched.register);
    return [
      ...sameRegisterFirst,
      ...results.filter(
        (each) =>
          each.register !== matched.register && (each.register === 'polite' || !POLITE_MARK.test(bodyOf(each.reading))),
      ),
    ];
  }
  return null;
}
