import {useState} from 'react';
import type {Stroke} from '../kanji/stroke-paths.ts';
import {strokeColor} from '../kanji/stroke-colors.ts';
import {STROKE_DRAW_MS, strokeDelayMs} from '../kanji/stroke-animation.ts';
import {StrokeGuides, STROKE_VIEW_BOX} from '../kanji/StrokeGuides.tsx';
import {polylinePathData} from './polyline.ts';
import {summary, type WritingSession} from './writing-session.ts';

/** The end of a writing: how the strokes went, and the learner's strokes replayed over the model's. */
export function WritingResult({
  character,
  strokes,
  session,
}: {
  character: string;
  strokes: Stroke[];
  session: WritingSession;
}) {
  const [run, setRun] = useState(1);
  const {firstTime, helped, missed} = summary(session.outcomes);
  return (
    <section className="writing-result" data-testid="writing-result" aria-label={`How ${character} went`}>
      <ul className="writing-summary">
        <li>
          <strong>{firstTime}</strong> right first time
        </li>
        <li>
          <strong>{missed}</strong> right after a miss
        </li>
        <li>
          <strong>{helped}</strong> drawn for you
        </li>
      </ul>
      <svg
        key={run}
        className="stroke-drawing is-animating writing-replay"
        viewBox={STROKE_VIEW_BOX}
        width={160}
        height={160}
        role="img"
        aria-label={`Your ${character} over the model's strokes`}
      >
        <StrokeGuides />
        <g className="stroke-ghost" aria-hidden="true">
          {strokes.map((stroke) => (
            <path key={stroke.number} d={stroke.d} />
          ))}
        </g>
        <g className="strokes">
          {session.drawn.map((points, index) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes are kept in order and never move
              key={index}
              d={polylinePathData(points)}
              pathLength={1}
              stroke={strokeColor(index + 1)}
              style={{animationDelay: `${strokeDelayMs(index)}ms`, animationDuration: `${STROKE_DRAW_MS}ms`}}
            />
          ))}
        </g>
      </svg>
      <button type="button" className="button button-small button-secondary" onClick={() => setRun(run + 1)}>
        Replay my strokes
      </button>
    </section>
  );
}
