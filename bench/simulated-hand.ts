// Drawings of a kanji as a hand makes them, generated from KanjiVG's own paths: the whole kanji scaled (0.6–1.2),
// moved and turned (up to ±10°), each stroke jittered and wobbling, drawn at uneven speed with points dropped, its
// ending shortened or given a hook. Seeded, so a run can be repeated exactly.
import type {Point} from '../src/features/kanji/stroke-paths.ts';
import {STROKE_BOX_CENTRE} from '../src/features/kanji/stroke-paths.ts';
import {pathPoints} from '../src/features/handwriting/path-points.ts';
import {polylineLength, resample} from '../src/features/handwriting/polyline.ts';

type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The first `share` of the polyline's length. */
function firstShare(points: Point[], share: number): Point[] {
  const dense = resample(points, 60);
  return dense.slice(0, Math.max(2, Math.round(dense.length * share)));
}

function withHook(points: Point[], random: Random): Point[] {
  const end = points[points.length - 1]!;
  const before = points[Math.max(0, points.length - 4)]!;
  const heading = Math.atan2(end.y - before.y, end.x - before.x);
  const turn = between(random, 1.6, 2.6) * (random() < 0.5 ? -1 : 1);
  const length = between(random, 2, 5);
  const tip = {x: end.x + Math.cos(heading + turn) * length, y: end.y + Math.sin(heading + turn) * length};
  return [...points, {x: (end.x + tip.x) / 2, y: (end.y + tip.y) / 2}, tip];
}

/** One stroke as a hand draws it, in the model's box before the kanji-wide placement. */
function handStroke(model: Point[], random: Random): Point[] {
  const ending = random();
  let points = model;
  if (ending < 0.3) points = firstShare(points, between(random, 0.85, 0.97));
  else if (ending < 0.5) points = withHook(points, random);
  const length = polylineLength(points);
  const dense = resample(points, 80);
  // Uneven speed: the pointer reports points at times, not distances; a power curve bunches them at one end.
  const count = Math.max(4, Math.round(between(random, 6, 30) * Math.min(1, length / 20) + 3));
  const bunching = between(random, 0.6, 1.6);
  const wobble = {
    amplitude: between(random, 0, 1.5),
    phase: between(random, 0, 2 * Math.PI),
    waves: between(random, 0.5, 2),
  };
  const sampled: Point[] = [];
  for (let k = 0; k < count; k++) {
    const t = (k / (count - 1)) ** bunching;
    const p = dense[Math.round(t * (dense.length - 1))]!;
    const sway = wobble.amplitude * Math.sin(wobble.phase + t * wobble.waves * 2 * Math.PI);
    sampled.push({x: p.x + 0.5 * gaussian(random) + sway, y: p.y + 0.5 * gaussian(random) + sway * 0.7});
  }
  // Points dropped: some interior reports never arrive.
  return sampled.filter((_, k) => k === 0 || k === sampled.length - 1 || random() > 0.2);
}

/** A drawing of every stroke of a kanji (from its path data, in order) by one hand. */
export function simulatedDrawing(strokes: readonly {d: string}[], random: Random): Point[][] {
  const scale = between(random, 0.6, 1.2);
  const angle = (between(random, -10, 10) * Math.PI) / 180;
  const offset = {x: between(random, -8, 8), y: between(random, -8, 8)};
  const place = (p: Point): Point => {
    const x = (p.x - STROKE_BOX_CENTRE) * scale;
    const y = (p.y - STROKE_BOX_CENTRE) * scale;
    return {
      x: STROKE_BOX_CENTRE + offset.x + x * Math.cos(angle) - y * Math.sin(angle),
      y: STROKE_BOX_CENTRE + offset.y + x * Math.sin(angle) + y * Math.cos(angle),
    };
  };
  return strokes.map((stroke) => {
    const nudge = {x: gaussian(random), y: gaussian(random)};
    return handStroke(pathPoints(stroke.d), random).map((p) => place({x: p.x + nudge.x, y: p.y + nudge.y}));
  });
}
