// One learner writing one kanji, stroke by stroke: each drawn stroke is kept (snapped to the model) or shown as a
// miss with its reason. After two misses on a stroke its start and direction are hinted; after a third it is drawn
// for the learner and counted as helped. Pure, so the pad only draws what this says.
import type {Point} from '../kanji/stroke-paths.ts';
import {matchStroke, type MissReason, type ModelKanji} from './stroke-matcher.ts';

export const MISSES_BEFORE_HINT = 2;
export const MISSES_BEFORE_HELP = 3;

export type StrokeOutcome = 'first-time' | 'after-misses' | 'helped';

export type WritingSession = {
  /** What the learner drew for each kept stroke (for a helped stroke, the model's own points). */
  drawn: Point[][];
  outcomes: StrokeOutcome[];
  /** Misses on the stroke being written. */
  misses: number;
  lastMiss: {points: Point[]; reason: MissReason} | null;
};

export const NEW_SESSION: WritingSession = {drawn: [], outcomes: [], misses: 0, lastMiss: null};

export function isFinished(session: WritingSession, kanji: ModelKanji): boolean {
  return session.drawn.length === kanji.strokes.length;
}

export function showsHint(session: WritingSession): boolean {
  return session.misses >= MISSES_BEFORE_HINT;
}

function keep(session: WritingSession, points: Point[], outcome: StrokeOutcome): WritingSession {
  return {drawn: [...session.drawn, points], outcomes: [...session.outcomes, outcome], misses: 0, lastMiss: null};
}

/** The session after the learner lifts the pen from `points`. */
export function strokeDrawn(session: WritingSession, kanji: ModelKanji, points: Point[]): WritingSession {
  if (isFinished(session, kanji)) return session;
  const verdict = matchStroke(kanji, session.drawn, points);
  if (verdict.ok) return keep(session, points, session.misses ? 'after-misses' : 'first-time');
  const misses = session.misses + 1;
  if (misses >= MISSES_BEFORE_HELP) {
    return keep(session, kanji.strokes[session.drawn.length]!.forms[0]!.points, 'helped');
  }
  return {...session, misses, lastMiss: {points, reason: verdict.reason}};
}

export type WritingSummary = {firstTime: number; helped: number; missed: number};

/** Strokes right first time, drawn for the learner, and right only after a miss. */
export function summary(outcomes: readonly StrokeOutcome[]): WritingSummary {
  const count = (outcome: StrokeOutcome) => outcomes.filter((each) => each === outcome).length;
  return {firstTime: count('first-time'), helped: count('helped'), missed: count('after-misses')};
}
