// /practice/sentence-practice/{id}: the sentences of a grammar set, one by one, each asked once; the summary lists
// the misses with their model answers. Answers are timed as a practice session; finishing completes the step.
import {useState} from 'react';
import {useNavigate} from '@tanstack/react-router';
import {useSession} from '../auth/use-session.ts';
import {DrillRun} from '../practice/DrillRun.tsx';
import {GuestNote} from '../practice/GuestNote.tsx';
import {ChapterKicker, ExitLink, practiceExit} from '../practice/PracticeExit.tsx';
import {usePracticeShortcuts} from '../practice/shortcuts.ts';
import {ShortcutHelp} from '../practice/ShortcutHelp.tsx';
import type {LoadedSentencePractice} from './load-sentence-practice.ts';
import {SentenceQuestionCard} from './SentenceQuestionCard.tsx';
import './sentence-practice.css';

export function SentencePractice({practice: {module, sentences, chapter}}: {practice: LoadedSentencePractice}) {
  const {user} = useSession();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'leave') return false;
    void navigate({to: practiceExit(chapter).to});
    return true;
  });

  return (
    <div className="page practice sentence-practice">
      <header className="practice-header">
        <ChapterKicker chapter={chapter} />
        <h1>{module.title}</h1>
        {module.instructions && <p className="hint">{module.instructions}</p>}
        {!user && <GuestNote />}
      </header>
      {sentences.length === 0 ? (
        <p className="callout">There are no sentences in this set yet.</p>
      ) : (
        <DrillRun key={round} questions={sentences} modulePath={module.key} sessionPath={module.key} stepTitle={module.title}
          renderQuestion={(sentence, props) => <SentenceQuestionCard sentence={sentence} {...props} />}
          missOf={(sentence) => ({prompt: sentence.english, answer: <span lang="ja">{sentence.japanese}</span>})}
          onPractiseAgain={() => setRound((value) => value + 1)}
          leave={<ExitLink chapter={chapter} />} />
      )}
      <ShortcutHelp hints={[
        {keys: ['Enter'], action: 'check / next'}, {keys: ['Alt', 'H'], action: 'hint'}, {keys: ['Esc'], action: 'leave'},
      ]} />
    </div>
  );
}
