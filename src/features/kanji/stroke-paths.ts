// Turns KanjiVG's files into the strokes the client draws: each path of the SVG (id kvg:<cp>-sN) in stroke order,
// with the point where the brush starts and where its number goes.
import type {StrokeStarts} from '../../../schema/strokes.ts';

export type Point = {x: number; y: number};
export type StrokePath = {number: number; d: string};
export type Stroke = StrokePath & {start: Point; label: Point};

/** KanjiVG's drawing box: 109 × 109 units, centre lines at 54.5. */
export const STROKE_BOX = 109;
export const STROKE_BOX_CENTRE = 54.5;

const STROKE_ID = /^kvg:[0-9a-f]{5}-s(\d+)$/;
const PATH_TAG = /<path\b([^>]*)>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;

/** The stroke paths of an SVG, ordered by stroke number; other paths (none in KanjiVG's main set) are ignored. */
export function parseStrokePaths(svg: string): StrokePath[] {
  const strokes: StrokePath[] = [];
  for (const [, attributeText] of svg.matchAll(PATH_TAG)) {
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]),
    );
    const number = STROKE_ID.exec(attributes.id ?? '')?.[1];
    if (number && attributes.d) strokes.push({number: Number(number), d: attributes.d});
  }
  return strokes.sort((a, b) => a.number - b.number);
}

const PATH_TOKEN = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/** The brush's starting point and the direction it first moves in, read from the path data. */
export function pathStart(d: string): {start: Point; direction: Point} | null {
  const tokens = d.match(PATH_TOKEN) ?? [];
  if (tokens[0]?.toLowerCase() !== 'm') return null;
  const start = {x: Number(tokens[1]), y: Number(tokens[2])};
  if (!Number.isFinite(start.x) || !Number.isFinite(start.y)) return null;
  const command = tokens[3] ?? 'l';
  const relative = command === command.toLowerCase();
  const numbers = tokens
    .slice(/[a-zA-Z]/.test(command) ? 4 : 3)
    .filter((token) => !/[a-zA-Z]/.test(token))
    .map(Number);
  // The first control point that is not the start itself gives the direction.
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const direction = relative
      ? {x: numbers[i]!, y: numbers[i + 1]!}
      : {x: numbers[i]! - start.x, y: numbers[i + 1]! - start.y};
    if (Math.hypot(direction.x, direction.y) > 0.01) return {start, direction};
  }
  return {start, direction: {x: 0, y: 1}};
}

const LABEL_DISTANCE = 6;
const LABEL_MARGIN = 5;

/** Where a stroke's number sits: a little behind its start point, so it does not cover the stroke itself. */
export function strokeLabelPosition(start: Point, direction: Point): Point {
  const length = Math.hypot(direction.x, direction.y) || 1;
  const clamp = (value: number) => Math.min(STROKE_BOX - LABEL_MARGIN, Math.max(LABEL_MARGIN, value));
  return {
    x: clamp(start.x - (direction.x / length) * LABEL_DISTANCE),
    y: clamp(start.y - (direction.y / length) * LABEL_DISTANCE),
  };
}

/** The strokes of an SVG with their start points from the .json file, or from the path itself when it lacks one. */
export function buildStrokes(svg: string, starts: StrokeStarts): Stroke[] {
  const startById = new Map(starts.map((stroke) => [stroke.id, stroke.start]));
  const codepoint = /id="kvg:([0-9a-f]{5})-s\d+"/.exec(svg)?.[1];
  return parseStrokePaths(svg).map((path) => {
    const fromPath = pathStart(path.d);
    const start = startById.get(`kvg:${codepoint}-s${path.number}`) ??
      fromPath?.start ?? {x: STROKE_BOX_CENTRE, y: STROKE_BOX_CENTRE};
    return {...path, start, label: strokeLabelPosition(start, fromPath?.direction ?? {x: 0, y: 1})};
  });
}
