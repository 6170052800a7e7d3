// /practice/counters: numbers with counters and their sound changes, from a chapter step's group of counters (or
// all of them), in an order fixed by the seed in the address, so the address reproduces the drill.
import {useEffect, useMemo} from 'react';
import {Loading} from '../../components/Loading.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import type {DrillPlace} from '../practice/drill-place.ts';
import {DrillPage} from '../practice/DrillPage.tsx';
import {DrillRun} from '../practice/DrillRun.tsx';
import {ExitLink} from '../practice/PracticeExit.tsx';
import {randomSeed} from '../../../schema/seeded-random.ts';
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
  const {seed, counter: group} = search;
  const amount = search.amount ?? DEFAULT_COUNTER_AMOUNT;
  const counters = useMemo(() => countersOf(group), [group]);

  useEffect(() => {
    if (seed === undefined) onSearchChange({...search, amount, seed: randomSeed()}, {replace: true});
  }, [seed, search, amount, onSearchChange]);

  const questions = useMemo(
    () => (seed === undefined ? null : buildCounterDrill(counters, seed, amount)),
    [counters, seed, amount],
  );
  const chapter = place?.chapter ?? null;
  const intro = (
    <>
      Say each number with its counter (<span lang="ja">{counters.map((each) => each.written).join('・')}</span>): type
      the reading in romaji or kana.
    </>
  );

  return (
    <DrillPage
      className="counters"
      chapter={chapter}
      title={place?.module.title ?? 'Counter practice'}
      intro={intro}
      hints={[{keys: ['Enter'], action: 'check / next'}]}
    >
      {!questions ? (
        <Loading what="Preparing the drill…" />
      ) : (
        <DrillRun
          key={`${group}:${seed}:${amount}`}
          questions={questions}
          modulePath={place?.module.key ?? null}
          sessionPath={place?.module.key ?? FREE_DRILL_PATH}
          stepTitle={place?.module.title ?? 'Counter practice'}
          renderQuestion={(question, props) => <CounterQuestionCard question={question} {...props} />}
          missOf={(question) => ({
            prompt: (
              <>
                <span lang="ja">
                  {question.number.toLocaleString('ja')}
                  {question.counter.written}
                </span>{' '}
                · {counterMeaning(question)}
              </>
            ),
            answer: (
              <span className="counter-miss">
                <span lang="ja">{question.readings.join(', ')}</span>
                <small className="hint">
                  <MixedText text={question.counter.rule} />
                </small>
              </span>
            ),
          })}
          onPractiseAgain={() => onSearchChange({...search, amount, seed: randomSeed()}, {replace: false})}
          leave={<ExitLink chapter={chapter} />}
        />
      )}
    </DrillPage>
  );
}
