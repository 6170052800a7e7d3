import {useState} from 'react';
import {useStrokeData} from '../kanji/use-stroke-data.ts';
import {SelfGradeView, type SelfGrade} from './SelfGrade.tsx';
import {WritingPad} from './WritingPad.tsx';
import {WritingResult} from './WritingResult.tsx';
import type {WritingSession} from './writing-session.ts';

type KanjiWritingProps = {
  character: string;
  /** What the kanji is called until it is written: a review asking for it must not say which kanji it is. */
  label?: string;
  /** Called when a writing is finished, with how it went. */
  onFinished?: (session: WritingSession) => void;
  /** Called when the learner grades a writing on paper. */
  onSelfGrade?: (grade: SelfGrade) => void;
};

/** Writing one kanji by hand (on /kanji-test, a writing card in review, and the write step of vocabulary practice):
 * the pad, then how it went; or stroke by stroke and a grade of one's own. */
export function KanjiWriting({character, label = character, onFinished, onSelfGrade}: KanjiWritingProps) {
  const state = useStrokeData(character);
  const named = <span lang={label === character ? 'ja' : undefined}>{label}</span>;
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState<WritingSession | null>(null);
  if (state.status === 'loading') {
    return (
      <p className="hint" aria-busy="true">
        Loading the strokes of {named}…
      </p>
    );
  }
  if (state.status === 'missing') {
    return <p className="hint">There is no stroke data for {named}, so it cannot be written here.</p>;
  }
  const {strokes} = state.data;
  const finish = (session: WritingSession) => {
    setFinished(session);
    onFinished?.(session);
  };
  const again = () => {
    setFinished(null);
    setAttempt(attempt + 1);
  };
  return (
    <div className="kanji-writing">
      {finished ? (
        <WritingResult character={character} strokes={strokes} session={finished} />
      ) : (
        <WritingPad key={attempt} character={character} label={label} strokes={strokes} onFinished={finish} />
      )}
      <button type="button" className="button button-small" onClick={again}>
        {finished ? 'Write it again' : 'Start again'}
      </button>
      <SelfGradeView character={character} strokes={strokes} onGrade={onSelfGrade} />
    </div>
  );
}
