// Small geometry on polylines (lists of points): length, resampling by arc length, and the tail of a stroke.
import type {Point} from '../kanji/stroke-paths.ts';

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += distance(points[i - 1]!, points[i]!);
  return length;
}

/** `count` points evenly spaced along the polyline, first and last included: speed and point density drop out. */
export function resample(points: readonly Point[], count: number): Point[] {
  const first = points[0];
  if (!first) return [];
  const total = polylineLength(points);
  if (total === 0) return Array.from({length: count}, () => ({...first}));
  const step = total / (count - 1);
  const result: Point[] = [{...first}];
  let walked = 0;
  let next = step;
  for (let i = 1; i < points.length && result.length < count - 1; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const segment = distance(a, b);
    while (segment > 0 && walked + segment >= next && result.length < count - 1) {
      const t = (next - walked) / segment;
      result.push({x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t});
      next += step;
    }
    walked += segment;
  }
  result.push({...points[points.length - 1]!});
  return result;
}

export function centroid(points: readonly Point[]): Point {
  const sum = points.reduce((total, p) => ({x: total.x + p.x, y: total.y + p.y}), {x: 0, y: 0});
  return {x: sum.x / points.length, y: sum.y / points.length};
}

/** Points moved so their centroid is the origin and scaled so their spread is 1: the stroke's shape alone. */
export function normaliseShape(points: readonly Point[]): Point[] {
  const centre = centroid(points);
  const spread = Math.sqrt(
    points.reduce((sum, p) => sum + (p.x - centre.x) ** 2 + (p.y - centre.y) ** 2, 0) / points.length,
  );
  const scale = spread > 1e-6 ? 1 / spread : 1;
  return points.map((p) => ({x: (p.x - centre.x) * scale, y: (p.y - centre.y) * scale}));
}

/** How far (in samples) dynamic time warping may shift one path against the other. */
const WARP_BAND = 8;

/** Dynamic time warping: the mean distance between matched points of two paths of equal length, each walked in order. */
export function dtwDistance(a: readonly Point[], b: readonly Point[]): number {
  const n = a.length;
  const m = b.length;
  let previous = new Float64Array(m + 1).fill(Infinity);
  let current = new Float64Array(m + 1);
  previous[0] = 0;
  for (let i = 1; i <= n; i++) {
    current.fill(Infinity);
    for (let j = Math.max(1, i - WARP_BAND); j <= Math.min(m, i + WARP_BAND); j++) {
      const cost = distance(a[i - 1]!, b[j - 1]!);
      current[j] = cost + Math.min(previous[j]!, current[j - 1]!, previous[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[m]! / (n + m);
}

const HOOK_TURN = Math.PI / 3;
const HOOK_SHARE = 0.3;
/** The turn is judged over this many of 41 even points (a tenth of the stroke) either side. */
const HOOK_REACH = 4;

/** The polyline without a hook or flick at its end (a sharp turn within its last 30 %), or null when it has none. */
export function withoutEndHook(points: readonly Point[]): Point[] | null {
  const even = resample(points, 41);
  const direction = (from: Point, to: Point) => Math.atan2(to.y - from.y, to.x - from.x);
  for (let i = Math.floor(even.length * (1 - HOOK_SHARE)); i < even.length - 1; i++) {
    const before = direction(even[Math.max(0, i - HOOK_REACH)]!, even[i]!);
    const after = direction(even[i]!, even[Math.min(even.length - 1, i + HOOK_REACH)]!);
    let turn = Math.abs(after - before);
    if (turn > Math.PI) turn = 2 * Math.PI - turn;
    if (turn > HOOK_TURN) return even.slice(0, i + 1);
  }
  return null;
}

/** SVG path data through the points, for drawing what the learner drew. */
export function polylinePathData(points: readonly Point[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');
}
