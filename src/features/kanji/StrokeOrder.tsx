import {useId, useState, type CSSProperties} from 'react';
import {strokeColor} from './stroke-colors.ts';
import {STROKE_DRAW_MS, strokeDelayMs} from './stroke-animation.ts';
import type {Stroke} from './stroke-paths.ts';
import {StrokeGuides, STROKE_VIEW_BOX} from './StrokeGuides.tsx';
import {usePrefersReducedMotion} from './use-prefers-reduced-motion.ts';
import {useStrokeData} from './use-stroke-data.ts';

type StrokeOrderProps = {
  character: string;
  /** Width and height in CSS pixels; the drawing shrinks to fit narrower containers. */
  size?: number;
  /** Offer a play/replay control (with reduced motion: a stroke-by-stroke view instead). */
  animate?: boolean;
  /** Start drawing as soon as the strokes are there (or open the stroke-by-stroke view with reduced motion). */
  autoPlay?: boolean;
  showNumbers?: boolean;
};

/** A character's KanjiVG stroke order: strokes coloured in a cycle of 12, numbered where each stroke starts. */
export function StrokeOrder({
  character,
  size = 160,
  animate = false,
  autoPlay = false,
  showNumbers = true,
}: StrokeOrderProps) {
  const state = useStrokeData(character);
  const placeholderSize = {'--stroke-size': `${size}px`} as CSSProperties;
  switch (state.status) {
    case 'loading':
      return (
        <figure className="stroke-order" data-testid="stroke-order" data-state="loading">
          <div
            className="stroke-placeholder"
            style={placeholderSize}
            role="img"
            aria-busy="true"
            aria-label={`Loading the stroke order of ${character}`}
          />
        </figure>
      );
    case 'missing':
      return (
        <figure className="stroke-order" data-testid="stroke-order" data-state="missing">
          <div
            className="stroke-placeholder stroke-missing"
            style={placeholderSize}
            role="img"
            aria-label={`No stroke order image for ${character}`}
          >
            <span lang="ja" aria-hidden="true">
              {character}
            </span>
          </div>
          <figcaption className="hint">No stroke image</figcaption>
        </figure>
      );
    case 'ready':
      return (
        <StrokeDrawing
          character={character}
          strokes={state.data.strokes}
          size={size}
          animate={animate}
          autoPlay={autoPlay}
          showNumbers={showNumbers}
        />
      );
  }
}

type Phase = 'still' | 'playing' | 'done';

function StrokeDrawing({
  character,
  strokes,
  size,
  animate,
  autoPlay,
  showNumbers,
}: Required<Omit<StrokeOrderProps, 'character'>> & {character: string; strokes: Stroke[]}) {
  const reducedMotion = usePrefersReducedMotion();
  const shouldPlay = animate && autoPlay && !reducedMotion;
  // Each play renders a new <svg> (keyed by the run), which restarts every CSS animation in it.
  const [run, setRun] = useState(shouldPlay ? 1 : 0);
  const [phase, setPhase] = useState<Phase>(shouldPlay ? 'playing' : 'still');
  const [showFrames, setShowFrames] = useState(animate && autoPlay && reducedMotion);
  const framesId = useId();
  const animating = run > 0 && !reducedMotion;
  const label = `Stroke order of ${character}: ${strokes.length} ${strokes.length === 1 ? 'stroke' : 'strokes'}`;

  const play = () => {
    setRun((current) => current + 1);
    setPhase('playing');
  };

  return (
    <figure className="stroke-order" data-testid="stroke-order" data-state={phase}>
      <svg
        key={run}
        className={animating ? 'stroke-drawing is-animating' : 'stroke-drawing'}
        viewBox={STROKE_VIEW_BOX}
        width={size}
        height={size}
        role="img"
        aria-label={label}
      >
        <StrokeGuides />
        {animating && (
          <g className="stroke-ghost" aria-hidden="true">
            {strokes.map((stroke) => (
              <path key={stroke.number} d={stroke.d} />
            ))}
          </g>
        )}
        <g className="strokes">
          {strokes.map((stroke, index) => (
            <path
              key={stroke.number}
              d={stroke.d}
              pathLength={1}
              stroke={strokeColor(stroke.number)}
              data-stroke={stroke.number}
              style={
                animating
                  ? {animationDelay: `${strokeDelayMs(index)}ms`, animationDuration: `${STROKE_DRAW_MS}ms`}
                  : undefined
              }
              onAnimationEnd={animating && index === strokes.length - 1 ? () => setPhase('done') : undefined}
            />
          ))}
        </g>
        {showNumbers && <StrokeNumbers strokes={strokes} animating={animating} />}
      </svg>
      {animate && (
        <div className="stroke-controls">
          {reducedMotion ? (
            <button
              type="button"
              className="button button-small button-secondary"
              aria-expanded={showFrames}
              aria-controls={framesId}
              onClick={() => setShowFrames(!showFrames)}
            >
              {showFrames ? 'Hide stroke by stroke' : 'Show stroke by stroke'}
            </button>
          ) : (
            <button type="button" className="button button-small button-secondary" onClick={play}>
              {run === 0 ? 'Play stroke order' : 'Replay stroke order'}
            </button>
          )}
        </div>
      )}
      {reducedMotion && showFrames && <StrokeFrames id={framesId} character={character} strokes={strokes} />}
    </figure>
  );
}

function StrokeNumbers({strokes, animating}: {strokes: Stroke[]; animating: boolean}) {
  return (
    <g className="stroke-numbers" aria-hidden="true">
      {strokes.map((stroke, index) => (
        <text
          key={stroke.number}
          x={stroke.label.x}
          y={stroke.label.y}
          fill={strokeColor(stroke.number)}
          style={animating ? {animationDelay: `${strokeDelayMs(index)}ms`} : undefined}
        >
          {stroke.number}
        </text>
      ))}
    </g>
  );
}

/** The still alternative to the animation: one small drawing per stroke, the new stroke in colour. */
export function StrokeFrames({id, character, strokes}: {id: string; character: string; strokes: Stroke[]}) {
  return (
    <ol className="stroke-frames" id={id} aria-label={`${character} stroke by stroke`}>
      {strokes.map((current, index) => (
        <li key={current.number}>
          <svg viewBox={STROKE_VIEW_BOX} role="img" aria-label={`Stroke ${current.number} of ${strokes.length}`}>
            <StrokeGuides />
            <g className="strokes">
              {strokes.slice(0, index).map((stroke) => (
                <path key={stroke.number} d={stroke.d} className="stroke-earlier" />
              ))}
              <path d={current.d} stroke={strokeColor(current.number)} />
            </g>
            <circle
              className="stroke-start"
              cx={current.start.x}
              cy={current.start.y}
              r={3}
              fill={strokeColor(current.number)}
            />
          </svg>
        </li>
      ))}
    </ol>
  );
}
