// A run through a module's words in one mode: questions with a progress bar, then the summary. A vocab test asks
// each word once; practice brings a missed word back a few questions later, marked as such, with its choices drawn
// again. A run left half-way is taken up again where it was left. Every answer of a signed-in learner grades the
// word's card. A meanings practice run may start with the kanji and radicals of its words; a spellings practice run
// asks the learner to write the kanji they have met of a word spelt right. A vocabulary test with every word right
// (misses retried until right) completes its path step.
import {useMemo, useState, type ReactNode} from 'react';
import type {PracticeMode, VocabularyItem} from '../../../schema/catalogue.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {CHOICE_COUNT, meaningLabel} from './answer-choices.ts';
import {useChoicesPerAsking} from './use-choices-per-asking.ts';
import type {VocabPracticeModule} from './load-practice.ts';
import {PracticeProgress} from './PracticeProgress.tsx';
import {PracticeQuestion} from './PracticeQuestion.tsx';
import {comesBack, currentKey, practiceProgress, practiceReducer, type AnswerOutcome} from './practice-session.ts';
import {resumedRun, runSnapshot} from './run-snapshot.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';
import {PracticeSummary} from './PracticeSummary.tsx';
import {usePracticeShortcuts} from './shortcuts.ts';
import {canSpeak, speakJapanese} from './speech.ts';
import {useItemCards} from './use-item-cards.ts';
import {usePracticeRun} from './use-practice-run.ts';
import {usePrerequisites} from './use-prerequisites.ts';
import {useMetKanji} from './use-met-kanji.ts';
import {runAsksWriting, writingAfterAnswer} from './writing-step.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {completionRule} from '../progress/step-completion.ts';
import {StepCompletionNote} from '../progress/StepCompletionNote.tsx';

type PracticeRunProps = {
  module: VocabPracticeModule;
  items: VocabularyItem[];
  mode: PracticeMode;
  /** Called once per answered question with where the run now stands (the practice session times it and keeps it). */
  onAnswered?: (run: PracticeRunSnapshot) => void;
  /** Where this module's run was left, to go on with it if it fits this mode and these words. */
  resume?: PracticeRunSnapshot | null;
  leave: ReactNode;
};

export function PracticeRun(props: PracticeRunProps) {
  const prerequisites = usePrerequisites(
    props.items,
    props.mode === 'meanings' && props.module.session_type === 'vocab-practice',
  );
  if (!prerequisites)
    return (
      <p className="hint" role="status">
        Finding the kanji of these words…
      </p>
    );
  return <PracticeRunOf {...props} prerequisites={prerequisites} />;
}

function PracticeRunOf({
  module,
  items,
  prerequisites,
  mode,
  onAnswered,
  resume,
  leave,
}: PracticeRunProps & {prerequisites: VocabularyItem[]}) {
  const shuffle = useSettingsPart((settings) => settings.routes['vocab-practice']['shuffle-answers']);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const leadingKeys = useMemo(() => prerequisites.map((item) => item.key), [prerequisites]);
  const allKeys = useMemo(() => [...leadingKeys, ...keys], [leadingKeys, keys]);
  const itemsByKey = useMemo(
    () => new Map([...prerequisites, ...items].map((item) => [item.key, item])),
    [prerequisites, items],
  );
  const kind = module.session_type === 'vocab-test' ? 'test' : 'practice';
  const run = usePracticeRun(kind, leadingKeys, keys, shuffle, resumedRun(resume, mode, kind, allKeys));
  const cards = useItemCards(allKeys, mode);
  const metKanji = useMetKanji(items, runAsksWriting(mode, kind));
  const [typed, setTyped] = useState(false);
  const [showReading, setShowReading] = useState(false);

  const key = currentKey(run.state);
  const item = key === undefined ? undefined : itemsByKey.get(key);
  const answered = run.state.phase === 'feedback';
  // A kanji or radical is offered among the other kanji and radicals; with too few of them, it is typed.
  const isPrerequisite = item !== undefined && prerequisites.includes(item);
  const choicePool = isPrerequisite ? prerequisites : items;
  const asking = `${key}:${run.state.answered + (answered ? 0 : 1)}`;
  const choices = useChoicesPerAsking(asking, item, choicePool, shuffle);
  const typedHere = typed || (isPrerequisite && choicePool.length < CHOICE_COUNT);

  const answer = (outcome: AnswerOutcome) => {
    if (!item || answered) return;
    run.answer(outcome);
    cards.grade(item.key, outcome);
    onAnswered?.(runSnapshot(practiceReducer(run.state, {type: 'answer', outcome}), run.total, mode));
  };

  usePracticeShortcuts((shortcut) => {
    switch (shortcut.type) {
      case 'next':
        if (answered) run.next();
        return answered;
      case 'speak':
        if (!item || !canSpeak() || (mode === 'spellings' && !answered)) return false;
        speakJapanese(item.word);
        return true;
      case 'toggle-typed':
        if (mode !== 'meanings') return false;
        setTyped((value) => !value);
        return true;
      case 'toggle-reading':
        if (mode !== 'meanings') return false;
        setShowReading((value) => !value);
        return true;
      default:
        return false;
    }
  });

  if (run.state.phase === 'done') {
    return (
      <PracticeSummary
        firstTryCorrect={run.state.firstTryCorrect}
        total={run.total}
        note={
          completionRule(module).kind === 'all-right' && (
            <StepCompletionNote modulePath={module.key} run={run.state} title={module.title} />
          )
        }
        misses={run.state.misses.flatMap((missKey) => {
          const missed = itemsByKey.get(missKey);
          if (!missed) return [];
          const word = (
            <span key={missKey} lang="ja">
              {missed.word}
              {missed.reading !== missed.word && ` (${missed.reading})`}
            </span>
          );
          return [{key: missKey, prompt: word, answer: <MixedText text={meaningLabel(missed)} />}];
        })}
        onRetryMisses={run.retryMisses}
        onStartAgain={run.startAgain}
        leave={leave}
      />
    );
  }

  const progress = practiceProgress(run.state, run.total);
  return (
    <div className="practice-run">
      <div className="practice-toolbar">
        {mode === 'meanings' && (
          <>
            <label className="toggle">
              <input
                type="checkbox"
                checked={typed}
                onChange={(event) => setTyped(event.target.checked)}
                aria-keyshortcuts="T"
              />
              <span>
                Type answers <kbd>T</kbd>
              </span>
            </label>
            <label className="toggle">
              <input
                type="checkbox"
                checked={showReading}
                onChange={(event) => setShowReading(event.target.checked)}
                aria-keyshortcuts="F"
              />
              <span>
                Show reading <kbd>F</kbd>
              </span>
            </label>
          </>
        )}
      </div>
      <PracticeProgress done={progress.done} total={progress.total} />
      {item && (
        <PracticeQuestion
          key={asking}
          item={item}
          mode={mode}
          typed={typedHere}
          choices={choices}
          showReading={showReading}
          isNew={cards.signedIn && !cards.hasCard(item.key)}
          comesBack={comesBack(run.state)}
          isLast={
            run.state.queue.length === 1 && !(run.state.kind === 'practice' && run.state.lastOutcome?.correct === false)
          }
          kanjiToWrite={writingAfterAnswer({mode, kind}, run.state.lastOutcome, item.word, metKanji)}
          onAnswer={answer}
          onNext={run.next}
        />
      )}
    </div>
  );
}
