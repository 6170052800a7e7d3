// Learners write a kanji larger or smaller than the model and off-centre. The strokes already accepted show how:
// a scale, a turn and an offset fitted to them (least squares) carry each new stroke back into KanjiVG's box.
import type {Point} from '../kanji/stroke-paths.ts';
import {centroid} from './polyline.ts';

/** drawn = rotation-and-scale (a, b as the complex number a + bi) × model + offset. */
export type HandTransform = {a: number; b: number; offset: Point};

export const IDENTITY: HandTransform = {a: 1, b: 0, offset: {x: 0, y: 0}};

const MIN_SCALE = 0.4;
const MAX_SCALE = 1.6;
const MAX_TURN = (15 * Math.PI) / 180;
/** One stroke's own slant says little about how the whole kanji is turned: turning is fitted from this many on. */
const STROKES_TO_TURN = 2;

/** The drawn ≈ scale × model + offset that fits the pairs best; the identity when there are none. */
export function fitHandTransform(pairs: readonly {model: readonly Point[]; drawn: readonly Point[]}[]): HandTransform {
  const model = pairs.flatMap((pair) => pair.model);
  const drawn = pairs.flatMap((pair) => pair.drawn);
  if (model.length < 2) return IDENTITY;
  const modelCentre = centroid(model);
  const drawnCentre = centroid(drawn);
  let dot = 0;
  let cross = 0;
  let variance = 0;
  model.forEach((m, i) => {
    const d = drawn[i]!;
    const mx = m.x - modelCentre.x;
    const my = m.y - modelCentre.y;
    const dx = d.x - drawnCentre.x;
    const dy = d.y - drawnCentre.y;
    dot += mx * dx + my * dy;
    cross += mx * dy - my * dx;
    variance += mx * mx + my * my;
  });
  // A single dot says little about size: the scale stays 1 until the strokes span some of the box.
  const spansTheBox = variance > 25 * model.length;
  const scale = spansTheBox ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.hypot(dot, cross) / variance)) : 1;
  const turn =
    spansTheBox && pairs.length >= STROKES_TO_TURN
      ? Math.min(MAX_TURN, Math.max(-MAX_TURN, Math.atan2(cross, dot)))
      : 0;
  const a = scale * Math.cos(turn);
  const b = scale * Math.sin(turn);
  return {
    a,
    b,
    offset: {
      x: drawnCentre.x - (a * modelCentre.x - b * modelCentre.y),
      y: drawnCentre.y - (b * modelCentre.x + a * modelCentre.y),
    },
  };
}

/** A drawn point carried into the model's box. */
export function toModelBox(point: Point, {a, b, offset}: HandTransform): Point {
  const x = point.x - offset.x;
  const y = point.y - offset.y;
  const norm = a * a + b * b;
  return {x: (a * x + b * y) / norm, y: (a * y - b * x) / norm};
}
