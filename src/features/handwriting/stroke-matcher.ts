// Checks one drawn stroke against KanjiVG's strokes of a kanji: is it the next stroke (or a later one drawn early),
// drawn from the right end, starting and ending in the right place, and of the right shape. A hook or flick at the
// end may be left off or added. All of it in KanjiVG's 109 × 109 box, after undoing the learner's own scale and
// offset (fitted to the strokes already accepted).
import type {Point} from '../kanji/stroke-paths.ts';
import {fitHandTransform, toModelBox} from './hand-transform.ts';
import {pathPoints} from './path-points.ts';
import {centroid, distance, dtwDistance, normaliseShape, polylineLength, resample, withoutEndHook} from './polyline.ts';

/** Points each stroke is resampled to before comparing. */
const SAMPLES = 32;

type Form = {points: Point[]; shape: Point[]};

export type ModelStroke = {
  number: number;
  /** Evenly spaced points along the stroke, and the same without its end hook (if it has one). */
  forms: Form[];
  reversed: Form[];
  centre: Point;
  length: number;
};

export type ModelKanji = {strokes: ModelStroke[]};

export type MissReason =
  | {kind: 'too-short'}
  | {kind: 'reversed'}
  | {kind: 'out-of-order'; drawn: number; expected: number}
  | {kind: 'already-drawn'; drawn: number}
  | {kind: 'starts-off'}
  | {kind: 'ends-off'}
  | {kind: 'wrong-shape'};

export type StrokeVerdict = {ok: true; stroke: number} | {ok: false; reason: MissReason};

/** The thresholds, in units of the 109-unit box (shape: in units of the stroke's own spread). */
export const TOLERANCE = {
  /** Mean distance between the drawn and model stroke, over their whole length. */
  path: 11,
  /** Start or end point, once two strokes place the kanji; before that, up to `firstStroke` more. */
  endpoint: 17,
  firstStroke: 10,
  shape: 0.42,
  /** Shortest drawn length as a share of the model's; and the longest (a wiggle stays close but runs long). */
  minLengthShare: 0.4,
  maxLengthShare: 1.8,
  /** Another stroke is taken to be the one drawn when its path distance is below this share of the expected's. */
  otherStrokeCloser: 0.8,
  otherStrokeCloserFirst: 0.6,
  /** A tap or a scribble shorter than this is never a stroke. */
  minLength: 2.5,
};

function form(points: Point[]): Form {
  return {points, shape: normaliseShape(points)};
}

function forms(points: Point[]): Form[] {
  const hookless = withoutEndHook(points);
  return hookless && polylineLength(hookless) > TOLERANCE.minLength
    ? [form(resample(points, SAMPLES)), form(resample(hookless, SAMPLES))]
    : [form(resample(points, SAMPLES))];
}

/** The kanji's strokes ready to compare, from their path data in stroke order. */
export function modelKanji(strokes: readonly {number: number; d: string}[]): ModelKanji {
  return {
    strokes: strokes.map((stroke) => {
      const points = pathPoints(stroke.d);
      const strokeForms = forms(points);
      return {
        number: stroke.number,
        forms: strokeForms,
        reversed: strokeForms.map((each) => form(each.points.toReversed())),
        centre: centroid(strokeForms[0]!.points),
        length: polylineLength(points),
      };
    }),
  };
}

type Fit = {path: number; shape: number; start: number; end: number};

/** How far the drawn stroke (its forms, in the model's box) is from a model stroke, the closest pairing of forms. */
function strokeFit(drawnForms: Form[], model: ModelStroke, reversed: boolean): Fit {
  let best: Fit = {path: Infinity, shape: Infinity, start: Infinity, end: Infinity};
  for (const drawn of drawnForms) {
    for (const target of reversed ? model.reversed : model.forms) {
      best = {
        path: Math.min(best.path, dtwDistance(drawn.points, target.points)),
        shape: Math.min(best.shape, dtwDistance(drawn.shape, target.shape)),
        start: Math.min(best.start, distance(drawn.points[0]!, target.points[0]!)),
        end: Math.min(best.end, distance(drawn.points.at(-1)!, target.points.at(-1)!)),
      };
    }
  }
  return best;
}

/** The path distance alone: enough to rank the other strokes. */
function pathFit(drawnForms: Form[], model: ModelStroke): number {
  let best = Infinity;
  for (const drawn of drawnForms) {
    for (const target of model.forms) best = Math.min(best, dtwDistance(drawn.points, target.points));
  }
  return best;
}

/** A stroke whose centre is this far from the drawn one's cannot be the one drawn. */
const FAR = 35;

/** The points of each accepted stroke, in order; index i holds stroke i + 1. */
export type DrawnStrokes = readonly (readonly Point[])[];

/** The verdict on `drawn` as the next stroke after `accepted`. */
export function matchStroke(kanji: ModelKanji, accepted: DrawnStrokes, drawn: readonly Point[]): StrokeVerdict {
  const expectedIndex = accepted.length;
  const expected = kanji.strokes[expectedIndex];
  if (!expected) throw new Error('every stroke is already drawn');
  const transform = fitHandTransform(
    accepted.map((points, index) => ({
      model: kanji.strokes[index]!.forms[0]!.points,
      drawn: resample(points, SAMPLES),
    })),
  );
  const inBox = drawn.map((point) => toModelBox(point, transform));
  const length = polylineLength(inBox);
  if (length < TOLERANCE.minLength) return {ok: false, reason: {kind: 'too-short'}};
  const drawnForms = forms(inBox);

  const drawnCentre = centroid(drawnForms[0]!.points);
  const forward = strokeFit(drawnForms, expected, false);
  let closest = {model: expected, path: forward.path};
  for (const model of kanji.strokes) {
    if (model === expected || distance(model.centre, drawnCentre) > FAR) continue;
    const path = pathFit(drawnForms, model);
    if (path < closest.path) closest = {model, path};
  }
  // Until a few strokes place the kanji in the box, a stroke may sit where a neighbour belongs: more doubt is allowed.
  const placed = Math.min(accepted.length, 2) / 2;
  const otherStrokeCloser = placed ? TOLERANCE.otherStrokeCloser : TOLERANCE.otherStrokeCloserFirst;
  if (
    closest.model !== expected &&
    closest.path < TOLERANCE.path &&
    closest.path < forward.path * otherStrokeCloser &&
    strokeFit(drawnForms, closest.model, false).shape < TOLERANCE.shape
  ) {
    const drawnNumber = closest.model.number;
    return drawnNumber > expected.number
      ? {ok: false, reason: {kind: 'out-of-order', drawn: drawnNumber, expected: expected.number}}
      : {ok: false, reason: {kind: 'already-drawn', drawn: drawnNumber}};
  }

  const backward = strokeFit(drawnForms, expected, true);
  if (backward.path < forward.path && backward.start + backward.end < forward.start + forward.end) {
    return {ok: false, reason: {kind: 'reversed'}};
  }
  if (length < expected.length * TOLERANCE.minLengthShare) return {ok: false, reason: {kind: 'too-short'}};
  const unplaced = TOLERANCE.firstStroke * (1 - placed);
  const endpoint = TOLERANCE.endpoint + unplaced;
  if (forward.start > endpoint) return {ok: false, reason: {kind: 'starts-off'}};
  if (forward.end > endpoint) return {ok: false, reason: {kind: 'ends-off'}};
  const wiggles = length > expected.length * TOLERANCE.maxLengthShare + TOLERANCE.minLength * 2;
  if (wiggles || forward.shape > TOLERANCE.shape || forward.path > TOLERANCE.path + unplaced) {
    return {ok: false, reason: {kind: 'wrong-shape'}};
  }
  return {ok: true, stroke: expected.number};
}

/** The reason in words, as the pad shows it. */
export function missMessage(reason: MissReason): string {
  switch (reason.kind) {
    case 'too-short':
      return 'Too short';
    case 'reversed':
      return 'Drawn from the wrong end';
    case 'out-of-order':
      return `This is stroke ${reason.drawn}, stroke ${reason.expected} comes first`;
    case 'already-drawn':
      return `Stroke ${reason.drawn} is already drawn`;
    case 'starts-off':
      return 'Starts in the wrong place';
    case 'ends-off':
      return 'Ends in the wrong place';
    case 'wrong-shape':
      return 'Not the shape of this stroke';
  }
}
