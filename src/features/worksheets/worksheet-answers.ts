// What the learner has written in a worksheet's boxes and what each check said: checking the boxes left unchecked,
// and which are still missed. Editing a box clears its check until it is checked again.
import type {PlacedBlank} from './worksheet-blanks.ts';
import {checkBlank, type BlankCheck} from './worksheet-check.ts';

export type BlankState = {answer: string; check: BlankCheck | null};
export type SheetAnswers = Readonly<Record<string, BlankState>>;

export const EMPTY_BLANK: BlankState = {answer: '', check: null};

export function withAnswer(answers: SheetAnswers, id: string, answer: string): SheetAnswers {
  return {...answers, [id]: {answer, check: null}};
}

/** The answers with each written, unchecked box among `ids` (every box when null) checked. */
export function withChecks(
  blanks: readonly PlacedBlank[],
  answers: SheetAnswers,
  ids: ReadonlySet<string> | null,
): SheetAnswers {
  const next = {...answers};
  for (const {id, blank} of blanks) {
    const state = answers[id];
    if (!state || state.check || !state.answer.trim() || (ids && !ids.has(id))) continue;
    next[id] = {...state, check: checkBlank(blank, state.answer)};
  }
  return next;
}

/** The boxes not answered right yet (empty and unchecked ones included): what a finished sheet still misses. */
export function missedBlanks(blanks: readonly PlacedBlank[], answers: SheetAnswers): string[] {
  return blanks.filter(({id}) => !answers[id]?.check?.correct).map(({id}) => id);
}
