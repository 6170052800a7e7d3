// /practice/counters: numbers with counters and their sound changes, from a chapter step's group of counters (or
// all of them), in an order fixed by the seed in the address, so the address reproduces the drill.
import {useEffect, useMemo} from 'react';
import {useNavigate} from '@tanstack/react-router';
import {Loading} from '../../components/Loading.tsx';
import {useSession} from '../auth/use-session.ts';
import type {DrillPlace} from '../practice/drill-place.ts';
import {DrillRun} from '../practice/DrillRun.tsx';
import {GuestNote} from '../practice/GuestNote.tsx';
import {ChapterKicker, ExitLink, practiceExit} from '../practice/PracticeExit.tsx';
import {randomSeed} from '../practice/seeded-random.ts';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {ShortcutHelp} from '../practice/ShortcutHelp.tsx';
import {buildCounterDrill, counterMeaning, countersOf} from './counter-drill.ts';
import {DEFAULT_COUNTER_AMOUNT, type CounterSearch} from './counter-search.ts';
import {CounterQuestionCard} from './CounterQuestionCard.tsx';
import './counters.css';

const FREE_DRILL_PATH = 'practice/counters';

type Props = {
  search: CounterSearch;
  place: DrillPlace | null;
  onSearchChange: (search: CounterSearch, options: {replace: boolean}) => void;
};

export function CounterPractice({search, place, onSearchChange}: Props) {
  const {user} = useSession();
  const navigate = useNavigate();
  const {seed, counter: group} = search;
  const amount = search.amount ?? DEFAULT_COUNTER_AMOUNT;
  const counters = useMemo(() => countersOf(group), [group]);

  useEffect(() => {
    if (seed === undefined) onSearchChange({...search, amount, seed: randomSeed()}, {replace: true});
  }, [seed, search, amount, onSearchChange]);

  const questions = useMemo(() => (seed === undefined ? null : buildCounterDrill(counters, seed, amount)), [counters, seed, amount]);
  const chapter = place?.chapter ?? null;
  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'leave') return false;
    void navigate({to: practiceExit(chapter).to});
    return true;
  });

  return (
    <div className="page practice counters">
      <header className="practice-header">
        <ChapterKicker chapter={chapter} />
        <h1>{place?.module.title ?? 'Counter practice'}</h1>
        <p className="hint">
          Say each number with its counter: <span lang="ja">{counters.map((each) => each.written).join('・')}</span>. Type the reading in romaji or kana.
        </p>
        {!user && <GuestNote />}
      </header>
      {!questions ? (
        <Loading what="Preparing the drill…" />
      ) : (
        <DrillRun key={`${group}:${seed}:${amount}`} questions={questions} modulePath={place?.module.key ?? null}
          sessionPath={place?.module.key ?? FREE_DRILL_PATH} stepTitle={place?.module.title ?? 'Counter practice'}
          renderQuestion={(question, props) => <CounterQuestionCard question={question} {...props} />}
          missOf={(question) => ({
            prompt: <><span lang="ja">{question.number.toLocaleString('ja')}{question.counter.written}</span> · {counterMeaning(question)}</>,
            answer: <span className="counter-miss"><span lang="ja">{question.readings.join(', ')}</span><small className="hint">{question.counter.rule}</small></span>,
          })}
          onPractiseAgain={() => onSearchChange({...search, amount, seed: randomSeed()}, {replace: false})}
          leave={<ExitLink chapter={chapter} />} />
      )}
      <ShortcutHelp hints={[{keys: ['Enter'], action: 'check / next'}, {keys: ['Esc'], action: 'leave'}]} />
    </div>
  );
}
