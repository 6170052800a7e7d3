import {STROKE_BOX, STROKE_BOX_CENTRE} from './stroke-paths.ts';

/** The dashed centre cross of a writing square, in KanjiVG's 109-unit box. */
export function StrokeGuides() {
  return (
    <g className="stroke-guides" aria-hidden="true">
      <line x1={STROKE_BOX_CENTRE} y1={0} x2={STROKE_BOX_CENTRE} y2={STROKE_BOX} />
      <line x1={0} y1={STROKE_BOX_CENTRE} x2={STROKE_BOX} y2={STROKE_BOX_CENTRE} />
    </g>
  );
}

export const STROKE_VIEW_BOX = `0 0 ${STROKE_BOX} ${STROKE_BOX}`;
