import {useId, useState} from 'react';
import type {Stroke} from '../kanji/stroke-paths.ts';
import {StrokeFrames} from '../kanji/StrokeOrder.tsx';

const GRADES = ['Right first time', 'Needed help', 'Got it wrong'] as const;
export type SelfGrade = (typeof GRADES)[number];

/** For a learner who cannot draw here: the strokes one by one, to write on paper, and a grade of their own. */
export function SelfGradeView({
  character,
  strokes,
  onGrade,
}: {
  character: string;
  strokes: Stroke[];
  onGrade?: (grade: SelfGrade) => void;
}) {
  const [open, setOpen] = useState(false);
  const [grade, setGrade] = useState<SelfGrade | null>(null);
  const framesId = useId();
  return (
    <div className="self-grade">
      <button
        type="button"
        className="button button-small button-secondary"
        aria-expanded={open}
        aria-controls={framesId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide stroke by stroke' : 'Write on paper: show stroke by stroke'}
      </button>
      {open && (
        <div id={framesId}>
          <StrokeFrames id={`${framesId}-frames`} character={character} strokes={strokes} />
          <fieldset className="self-grade-choices">
            <legend>How did you write it?</legend>
            {GRADES.map((choice) => (
              <button
                key={choice}
                type="button"
                className="button button-small button-secondary"
                aria-pressed={grade === choice}
                onClick={() => {
                  setGrade(choice);
                  onGrade?.(choice);
                }}
              >
                {choice}
              </button>
            ))}
          </fieldset>
          {grade && (
            <p role="status" data-testid="self-grade">
              You graded yourself: {grade.toLowerCase()}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
