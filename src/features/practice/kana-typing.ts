// Romaji → kana as the learner types, without a real IME (which is left alone: the input skips conversion while
// composing); romanisation.ts decides what each spelling means. "n" is the trap: a trailing n or nn waits for the
// next key, since the key after it decides whether it is ん ("kannkoku", "kan'i") or the start of な-row ("kana").
import {romajiToKana} from './romanisation.ts';

export function convertWhileTyping(value: string): string {
  const trailingNs = /n*$/i.exec(value)![0].length;
  // Of a run of n's, the last one or two are still undecided; every pair before them is a ん.
  const pending = trailingNs === 0 ? 0 : trailingNs % 2 === 1 ? 1 : 2;
  const settled = value.slice(0, value.length - pending);
  return romajiToKana(settled) + value.slice(value.length - pending).toLowerCase();
}

/** On submit, whatever is still pending is settled too: a trailing n or nn is ん. */
export function finishKanaInput(value: string): string {
  return romajiToKana(value.trim());
}

/** Converts only what lies before the caret, so editing the middle of an answer never moves the caret away. */
export function convertAtCaret(value: string, caret: number): {value: string; caret: number} {
  const before = convertWhileTyping(value.slice(0, caret));
  return {value: before + value.slice(caret), caret: before.length};
}
