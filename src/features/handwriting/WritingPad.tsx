import {useMemo, useRef, useState, type PointerEvent} from 'react';
import type {Point, Stroke} from '../kanji/stroke-paths.ts';
import {pathStart} from '../kanji/stroke-paths.ts';
import {strokeColor} from '../kanji/stroke-colors.ts';
import {StrokeGuides, STROKE_VIEW_BOX} from '../kanji/StrokeGuides.tsx';
import {missMessage, modelKanji} from './stroke-matcher.ts';
import {padPoint} from './pad-point.ts';
import {polylinePathData} from './polyline.ts';
import {
  isFinished,
  NEW_SESSION,
  showsHint,
  strokeDrawn,
  type StrokeOutcome,
  type WritingSession,
} from './writing-session.ts';

type WritingPadProps = {
  character: string;
  /** What the pad's name calls the kanji (default: the kanji itself; a review asking for it must not say it). */
  label?: string;
  strokes: Stroke[];
  /** Called once, when the last stroke is kept. */
  onFinished: (session: WritingSession) => void;
};

/** A square the learner writes a kanji in, one stroke at a time, with feedback on each stroke as the pen lifts. */
export function WritingPad({character, label = character, strokes, onFinished}: WritingPadProps) {
  const kanji = useMemo(() => modelKanji(strokes), [strokes]);
  const [session, setSession] = useState(NEW_SESSION);
  const drawing = useRef<{pointerId: number; points: Point[]} | null>(null);
  const inkRef = useRef<SVGPathElement>(null);
  const next = strokes[session.drawn.length];

  const clearInk = () => inkRef.current?.setAttribute('d', '');
  const add = (event: PointerEvent<SVGSVGElement>) => {
    const pad = event.currentTarget.getBoundingClientRect();
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const each of events.length ? events : [event]) drawing.current!.points.push(padPoint(each, pad));
    inkRef.current?.setAttribute('d', polylinePathData(drawing.current!.points));
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing.current || !event.isPrimary || event.button !== 0 || isFinished(session, kanji)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = {pointerId: event.pointerId, points: []};
    add(event);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing.current?.pointerId === event.pointerId) add(event);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing.current?.pointerId !== event.pointerId) return;
    add(event);
    const {points} = drawing.current;
    drawing.current = null;
    clearInk();
    const after = strokeDrawn(session, kanji, points);
    setSession(after);
    if (isFinished(after, kanji)) onFinished(after);
  };
  const onPointerCancel = () => {
    drawing.current = null;
    clearInk();
  };

  const hint = next && showsHint(session) ? pathStart(next.d) : null;
  return (
    <figure className="writing-pad-figure">
      <svg
        className="stroke-drawing writing-pad"
        data-testid="writing-pad"
        data-strokes-kept={session.drawn.length}
        viewBox={STROKE_VIEW_BOX}
        role="img"
        aria-label={`Writing pad for ${label}: ${session.drawn.length} of ${strokes.length} strokes written`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <StrokeGuides />
        <g className="strokes">
          {strokes.slice(0, session.drawn.length).map((stroke, index) => (
            <path
              key={stroke.number}
              d={stroke.d}
              stroke={strokeColor(stroke.number)}
              className={session.outcomes[index] === 'helped' ? 'stroke-helped' : undefined}
            />
          ))}
        </g>
        {session.lastMiss && (
          <path className="stroke-miss" data-testid="stroke-miss" d={polylinePathData(session.lastMiss.points)} />
        )}
        {hint && next && (
          <g className="stroke-hint" data-testid="stroke-hint" aria-hidden="true">
            <circle cx={hint.start.x} cy={hint.start.y} r={4} />
            <line
              x1={hint.start.x}
              y1={hint.start.y}
              x2={hint.start.x + unit(hint.direction).x * 14}
              y2={hint.start.y + unit(hint.direction).y * 14}
            />
          </g>
        )}
        <path ref={inkRef} className="stroke-ink" />
      </svg>
      <figcaption className="writing-feedback" role="status" data-testid="writing-feedback">
        {feedback(session, strokes.length, hint !== null)}
      </figcaption>
    </figure>
  );
}

function unit(vector: Point): Point {
  const length = Math.hypot(vector.x, vector.y) || 1;
  return {x: vector.x / length, y: vector.y / length};
}

const OUTCOME_WORDS: Record<StrokeOutcome, string> = {
  'first-time': 'right',
  'after-misses': 'right',
  helped: 'drawn for you',
};

function feedback(session: WritingSession, total: number, hinted: boolean): string {
  const due = session.drawn.length + 1;
  if (session.lastMiss) {
    const hintWords = hinted ? ' Start at the dot and go the way the line points.' : '';
    return `${missMessage(session.lastMiss.reason)}. Try stroke ${due} again.${hintWords}`;
  }
  const last = session.outcomes.at(-1);
  if (!last) return `Write stroke 1 of ${total}.`;
  const done = `Stroke ${session.drawn.length}: ${OUTCOME_WORDS[last]}.`;
  return due > total ? `${done} All ${total} strokes written.` : `${done} Now stroke ${due}.`;
}
