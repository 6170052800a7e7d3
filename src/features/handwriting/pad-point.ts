// Where a pointer is in KanjiVG's 109-unit box, whatever size the pad is drawn at.
import {STROKE_BOX, type Point} from '../kanji/stroke-paths.ts';

export function padPoint(event: {clientX: number; clientY: number}, pad: DOMRect): Point {
  return {
    x: ((event.clientX - pad.left) / pad.width) * STROKE_BOX,
    y: ((event.clientY - pad.top) / pad.height) * STROKE_BOX,
  };
}
