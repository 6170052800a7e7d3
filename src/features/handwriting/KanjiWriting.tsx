import {useState} from 'react';
import {useStrokeData} from '../kanji/use-stroke-data.ts';
import {SelfGradeView} from './SelfGrade.tsx';
import {WritingPad} from './WritingPad.tsx';
import {WritingResult} from './WritingResult.tsx';
import type {WritingSession} from './writing-session.ts';

/** Writing one kanji by hand (on /kanji-test, and in vocabulary practice): the pad, then how it went; or stroke by
 * stroke and a grade of one's own. `onFinished` hears of each writing that reaches the last stroke. */
export function KanjiWriting({
  character,
  onFinished,
}: {
  character: string;
  onFinished?: (session: WritingSession) => void;
}) {
  const state = useStrokeData(character);
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState<WritingSession | null>(null);
  if (state.status === 'loading') {
    return (
      <p className="hint" aria-busy="true">
        Loading the strokes of <span lang="ja">{character}</span>…
      </p>
    );
  }
  if (state.status === 'missing') {
    return (
      <p className="hint">
        There is no stroke data for <span lang="ja">{character}</span>, so it cannot be written here.
      </p>
    );
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
        <WritingPad key={attempt} character={character} strokes={strokes} onFinished={finish} />
      )}
      <button type="button" className="button button-small" onClick={again}>
        {finished ? 'Write it again' : 'Start again'}
      </button>
      <SelfGradeView character={character} strokes={strokes} />
    </div>
  );
}
