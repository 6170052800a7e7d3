// Turns a KanjiVG path's data into the points a brush passes through, so a drawn stroke can be compared with it.
// KanjiVG's paths use only moveto and cubic Béziers (M m C c S s); lineto (L l) is read too, anything else ends the path.
import type {Point} from '../kanji/stroke-paths.ts';

const PATH_TOKEN = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;
/** Points per Bézier segment: dense enough that resampling by arc length follows the curve. */
const SEGMENT_STEPS = 12;

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y};
}

/** The polyline of a path, from where the brush starts to where it lifts. */
export function pathPoints(d: string): Point[] {
  const tokens = d.match(PATH_TOKEN) ?? [];
  const points: Point[] = [];
  let current: Point = {x: 0, y: 0};
  let lastControl = null as Point | null; // Set inside curveTo, which TypeScript's narrowing does not see.
  let command = '';
  let index = 0;
  const number = () => Number(tokens[index++]);
  const point = (relative: boolean): Point => {
    const x = number();
    const y = number();
    return relative ? {x: current.x + x, y: current.y + y} : {x, y};
  };
  const curveTo = (c1: Point, c2: Point, end: Point) => {
    for (let step = 1; step <= SEGMENT_STEPS; step++) points.push(cubic(current, c1, c2, end, step / SEGMENT_STEPS));
    lastControl = c2;
    current = end;
  };
  while (index < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[index]!)) command = tokens[index++]!;
    const relative = command === command.toLowerCase();
    switch (command.toLowerCase()) {
      case 'm':
        current = point(relative);
        points.push(current);
        command = relative ? 'l' : 'L'; // Further pairs after a moveto are linetos.
        lastControl = null;
        break;
      case 'l':
        current = point(relative);
        points.push(current);
        lastControl = null;
        break;
      case 'c': {
        const c1 = point(relative);
        const c2 = point(relative);
        curveTo(c1, c2, point(relative));
        break;
      }
      case 's': {
        const c1 = lastControl ? {x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y} : current;
        const c2 = point(relative);
        curveTo(c1, c2, point(relative));
        break;
      }
      default:
        return points;
    }
    if (points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return [];
  }
  return points;
}
