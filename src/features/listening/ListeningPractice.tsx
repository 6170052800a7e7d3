// /practice/listening/{id}: a chapter's sentences read aloud by the device's Japanese voice, each written down or
// its meaning picked. Without a Japanese voice the page says how to add one and offers the same sentences as a
// reading exercise. Answers are timed as a practice session; a round with every answer right completes the step.
import {useMemo, useState} from 'react';
import {randomSeed} from '../../../schema/seeded-random.ts';
import {Loading} from '../../components/Loading.tsx';
import {DrillPage} from '../practice/DrillPage.tsx';
import {DrillRun} from '../practice/DrillRun.tsx';
import {ExitLink} from '../practice/PracticeExit.tsx';
import type {LoadedSentencePractice} from '../sentence-practice/load-sentence-practice.ts';
import '../sentence-practice/sentence-practice.css';
import {ListeningQuestionCard} from './ListeningQuestionCard.tsx';
import {listeningRound} from './listening-round.ts';
import {NoJapaneseVoice} from './NoJapaneseVoice.tsx';
import {useJapaneseVoice} from './use-japanese-voice.ts';

export function ListeningPractice({practice: {module, sentences, chapter}}: {practice: LoadedSentencePractice}) {
  const voice = useJapaneseVoice();
  const [seed, setSeed] = useState(randomSeed);
  const questions = useMemo(
    () => listeningRound(sentences, voice === 'missing' ? 'written' : 'spoken', seed),
    [sentences, voice, seed],
  );
  return (
    <DrillPage
      className="listening-practice"
      chapter={chapter}
      title={module.title}
      intro={voice === 'missing' ? undefined : module.instructions}
      hints={[
        {keys: ['Enter'], action: 'check / next'},
        {keys: ['R'], action: 'play again'},
        {keys: ['1–4'], action: 'pick a meaning'},
      ]}
    >
      {voice === 'checking' ? (
        <Loading what="Looking for a Japanese voice…" />
      ) : sentences.length === 0 ? (
        <p className="callout">There are no sentences for this chapter yet.</p>
      ) : (
        <>
          {voice === 'missing' && <NoJapaneseVoice />}
          <DrillRun
            key={`${voice}:${seed}`}
            questions={questions}
            modulePath={module.key}
            sessionPath={module.key}
            stepTitle={module.title}
            renderQuestion={(question, props) => <ListeningQuestionCard question={question} {...props} />}
            missOf={({sentence}) => ({prompt: sentence.english, answer: <span lang="ja">{sentence.japanese}</span>})}
            onPractiseAgain={() => setSeed(randomSeed())}
            leave={<ExitLink chapter={chapter} />}
          />
        </>
      )}
    </DrillPage>
  );
}
