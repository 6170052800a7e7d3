import {beforeAll, expect, test, vi} from 'vitest';

// The page around the module: frames on demand, its document's visibility, and its pagehide.
const frames: FrameRequestCallback[] = [];
const page = new EventTarget();
const doc = Object.assign(new EventTarget(), {visibilityState: 'visible' as DocumentVisibilityState});
let afterNextPaint: typeof import('../../src/app/after-next-paint.ts').afterNextPaint;
let LONGEST_WAIT_MS: number;

beforeAll(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  ({afterNextPaint, LONGEST_WAIT_MS} = await import('../../src/app/after-next-paint.ts'));
});

function paintFrame() {
  for (const callback of frames.splice(0)) callback(0);
}

test('the task runs after the next frame has been painted, not before', () => {
  const task = vi.fn();
  afterNextPaint(task);
  vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
  expect(task).not.toHaveBeenCalled();
  paintFrame();
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledTimes(1);
  vi.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a page whose next frame does not come (a window behind another) runs the task after the longest wait, once', () => {
  const task = vi.fn();
  afterNextPaint(task);
  vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  paintFrame();
  vi.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a page closed before its next frame runs the task at once, and only once', () => {
  const task = vi.fn();
  afterNextPaint(task);
  page.dispatchEvent(new Event('pagehide'));
  expect(task).toHaveBeenCalledTimes(1);
  paintFrame();
  vi.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a page hidden before its next frame, or already hidden, runs the task at once', () => {
  const waiting = vi.fn();
  afterNextPaint(waiting);
  doc.visibilityState = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(waiting).toHaveBeenCalledTimes(1);
  const hidden = vi.fn();
  afterNextPaint(hidden);
  expect(hidden).toHaveBeenCalledTimes(1);
  doc.visibilityState = 'visible';
});
