import {expect, test} from 'vitest';
import {pathPoints} from '../../src/features/handwriting/path-points.ts';
import {
  dtwDistance,
  polylineLength,
  polylinePathData,
  resample,
  withoutEndHook,
} from '../../src/features/handwriting/polyline.ts';
import {fitHandTransform, IDENTITY, toModelBox} from '../../src/features/handwriting/hand-transform.ts';
import {padPoint} from '../../src/features/handwriting/pad-point.ts';

const line = (from: number, to: number, y = 50) => [
  {x: from, y},
  {x: to, y},
];

test("KanjiVG's path data becomes the brush's points: moveto, absolute and relative curves, smooth curves", () => {
  const straight = pathPoints('M10,20c10,0,20,0,30,0');
  expect(straight[0]).toEqual({x: 10, y: 20});
  expect(straight.at(-1)).toEqual({x: 40, y: 20});
  expect(polylineLength(straight)).toBeCloseTo(30);
  const smooth = pathPoints('M10,20C20,20,30,20,40,20s10,0,20,0');
  expect(smooth.at(-1)).toEqual({x: 60, y: 20});
  expect(pathPoints('M1.5.5c1-1,2-2,3-3')[0]).toEqual({x: 1.5, y: 0.5});
  expect(pathPoints('M10,10z')).toEqual([{x: 10, y: 10}]);
});

test('resampling spaces points evenly along the path, whatever their spacing was', () => {
  const points = resample(
    [
      {x: 0, y: 0},
      {x: 1, y: 0},
      {x: 90, y: 0},
    ],
    4,
  );
  for (const [i, x] of [0, 30, 60, 90].entries()) expect(points[i]!.x).toBeCloseTo(x);
});

test('dynamic time warping forgives uneven spacing but not direction', () => {
  const even = resample(line(0, 60), 16);
  const bunched = resample(line(0, 60), 16).map((p) => ({x: (p.x / 60) ** 2 * 60, y: p.y}));
  expect(dtwDistance(even, bunched)).toBeLessThan(3);
  expect(dtwDistance(even, even.toReversed())).toBeGreaterThan(10);
});

test('a sharp turn in the last 30 % is a hook and can be left off; a straight line has none', () => {
  const hooked = [
    {x: 50, y: 10},
    {x: 50, y: 90},
    {x: 42, y: 84},
  ];
  const without = withoutEndHook(hooked)!;
  expect(without.at(-1)!.y).toBeGreaterThan(85);
  expect(Math.max(...without.map((p) => p.x))).toBeCloseTo(50);
  expect(withoutEndHook(line(10, 90))).toBeNull();
});

test("the learner's scale, turn and offset are fitted and undone", () => {
  const model = [...resample(line(20, 80, 30), 8), ...resample(line(20, 80, 80), 8)];
  const drawn = model.map((p) => ({x: 10 + p.x * 0.5, y: 5 + p.y * 0.5}));
  const transform = fitHandTransform([
    {model: model.slice(0, 8), drawn: drawn.slice(0, 8)},
    {model: model.slice(8), drawn: drawn.slice(8)},
  ]);
  const back = toModelBox(drawn[3]!, transform);
  expect(back.x).toBeCloseTo(model[3]!.x);
  expect(back.y).toBeCloseTo(model[3]!.y);
  expect(fitHandTransform([])).toEqual(IDENTITY);
});

test('a pointer position becomes a point of the 109-unit box at any pad size', () => {
  const pad = {left: 100, top: 50, width: 218, height: 218} as DOMRect;
  expect(padPoint({clientX: 209, clientY: 159}, pad)).toEqual({x: 54.5, y: 54.5});
  expect(
    polylinePathData([
      {x: 1, y: 2},
      {x: 3.25, y: 4},
    ]),
  ).toBe('M1.0,2.0L3.3,4.0');
});
