// The "write it" step of vocabulary practice: after spelling a word right from its English, the learner writes the
// word's kanji by hand, one after another. Only kanji they have met (a kanji card of theirs, in any mode) are asked:
// writing a kanji never learnt would be copying, not recalling. The step never changes the answer's outcome.
import type {PracticeMode} from '../../../schema/catalogue.ts';
import {alternativesOf} from '../../../schema/decks/alternatives.ts';
import {kanjiInWord} from '../../../schema/kanji-in-word.ts';
import type {AnswerOutcome, PracticeKind} from './practice-session.ts';

/** The kanji of a word the learner is asked to write: those they have met, in the word's order, each once. A word
 * written more than one way ("足; 脚") is written its first way. */
export function kanjiToWrite(word: string, met: ReadonlySet<string>): string[] {
  return kanjiInWord(alternativesOf(word)[0] ?? word).filter((character) => met.has(character));
}

/** Whether a run asks for writing at all. Only practice in spellings mode: in meanings mode the word is on screen
 * (writing it would be copying), and a vocabulary test asks each word once and nothing more. */
export function runAsksWriting(mode: PracticeMode, kind: PracticeKind): boolean {
  return mode === 'spellings' && kind === 'practice';
}

/** The kanji to write after an answer: none unless the run asks for writing and the answer was right (a close
 * answer counts as right). */
export function writingAfterAnswer(
  run: {mode: PracticeMode; kind: PracticeKind},
  outcome: AnswerOutcome | null,
  word: string,
  met: ReadonlySet<string>,
): string[] {
  return runAsksWriting(run.mode, run.kind) && outcome?.correct ? kanjiToWrite(word, met) : [];
}
