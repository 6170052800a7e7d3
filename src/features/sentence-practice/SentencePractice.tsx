// /practice/sentence-practice/{id}: the sentences of a grammar set, one by one, each asked once; the summary lists
// the misses with their model answers. Answers are timed as a practice session; finishing completes the step.
import {useState} from 'react';
import {DrillPage} from '../practice/DrillPage.tsx';
import {DrillRun} from '../practice/DrillRun.tsx';
import {ExitLink} from '../practice/PracticeExit.tsx';
import type {LoadedSentencePractice} from './load-sentence-practice.ts';
import {SentenceQuestionCard} from './SentenceQuestionCard.tsx';
import './sentence-practice.css';

export function SentencePractice({practice: {module, sentences, chapter}}: {practice: LoadedSentencePractice}) {
  const [round, setRound] = useState(0);
  return (
    <DrillPage
      className="sentence-practice"
      chapter={chapter}
      title={module.title}
      intro={module.instructions}
      hints={[
        {keys: ['Enter'], action: 'check / next'},
        {keys: ['Alt', 'H'], action: 'hint'},
      ]}
    >
      {sentences.length === 0 ? (
        <p className="callout">There are no sentences in this set yet.</p>
      ) : (
        <DrillRun
          key={round}
          questions={sentences}
          modulePath={module.key}
          sessionPath={module.key}
          stepTitle={module.title}
          renderQuestion={(sentence, props) => <SentenceQuestionCard sentence={sentence} {...props} />}
          missOf={(sentence) => ({prompt: sentence.english, answer: <span lang="ja">{sentence.japanese}</span>})}
          onPractiseAgain={() => setRound((value) => value + 1)}
          leave={<ExitLink chapter={chapter} />}
        />
      )}
    </DrillPage>
  );
}
