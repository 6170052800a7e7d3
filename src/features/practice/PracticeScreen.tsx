// The practice screen of a vocabulary module (requirements §2.1 /practice/{practiceID}): the module's title and mode,
// then a run through its words; a vocab list shows its words first, with a button to practise them.
import {useState} from 'react';
import {useNavigate} from '@tanstack/react-router';
import type {PracticeMode} from '../../../schema/catalogue.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';
import {useSession} from '../../app/session/use-session.ts';
import {VocabularyItemsTable} from '../../app/catalogue/VocabularyTable.tsx';
import {GuestNote} from './GuestNote.tsx';
import type {LoadedPractice} from './load-practice.ts';
import {ModeSwitch} from './ModeSwitch.tsx';
import {ChapterKicker, ExitLink, practiceExit, type ExitTarget} from './PracticeExit.tsx';
import {PracticeRun} from './PracticeRun.tsx';
import {allowedModes} from './practice-search.ts';
import {usePracticeShortcuts} from './shortcuts.ts';
import {ShortcutHelp, type ShortcutHint} from './ShortcutHelp.tsx';
import {MixedText} from '../../components/MixedText.tsx';

type PracticeScreenProps = {
  practice: LoadedPractice;
  mode: PracticeMode;
  onModeChange: (mode: PracticeMode) => void;
  /** Called once per answered question with where the run now stands (practice session timing, resuming). */
  onAnswered?: (run: PracticeRunSnapshot) => void;
  /** Where this module's run was left last time. */
  resume?: PracticeRunSnapshot | null;
  /** Where Leave goes, when not back to the chapter (a learner's deck goes back to it on /vocab). */
  exit?: ExitTarget;
};

export function PracticeScreen({
  practice: {module, items, chapter},
  mode,
  onModeChange,
  onAnswered,
  resume,
  exit = practiceExit(chapter),
}: PracticeScreenProps) {
  const {user} = useSession();
  const navigate = useNavigate();
  const modes = allowedModes(module);
  const [practising, setPractising] = useState(module.session_type !== 'vocab-list');

  usePracticeShortcuts((shortcut) => {
    if (shortcut.type === 'leave') {
      void navigate({to: exit.to, search: exit.search});
      return true;
    }
    if (shortcut.type === 'switch-mode' && modes.length > 1) {
      onModeChange(modes[(modes.indexOf(mode) + 1) % modes.length]!);
      return true;
    }
    return false;
  });

  const leave = <ExitLink chapter={chapter} exit={exit} />;
  return (
    <div className="page practice">
      <header className="practice-header">
        <ChapterKicker chapter={chapter} />
        <h1>
          <MixedText text={module.title} />
        </h1>
        {module.instructions && (
          <p className="hint">
            <MixedText text={module.instructions} />
          </p>
        )}
        {modes.length > 1 && <ModeSwitch mode={mode} modes={modes} onChange={onModeChange} />}
        {!user && <GuestNote />}
      </header>

      {items.length === 0 ? (
        <p className="callout">There are no words in this set yet.</p>
      ) : practising ? (
        <PracticeRun
          key={mode}
          module={module}
          items={items}
          mode={mode}
          onAnswered={onAnswered}
          resume={resume}
          leave={leave}
        />
      ) : (
        <section className="practice-list" aria-label="Words in this list">
          <div className="button-row">
            <button type="button" className="button" autoFocus onClick={() => setPractising(true)}>
              Practise these {items.length} words
            </button>
            {leave}
          </div>
          <VocabularyItemsTable items={items} />
        </section>
      )}

      <ShortcutHelp hints={shortcutHints(mode, modes.length > 1, practising)} />
    </div>
  );
}

function shortcutHints(mode: PracticeMode, canSwitchMode: boolean, practising: boolean): ShortcutHint[] {
  const hints: ShortcutHint[] = [];
  if (practising && mode === 'meanings') hints.push({keys: ['1', '2', '3', '4'], action: 'choose'});
  hints.push({keys: ['Enter'], action: practising ? 'check / next' : 'practise'});
  if (practising) {
    hints.push({keys: ['R'], action: 'listen'});
    if (mode === 'meanings') hints.push({keys: ['T'], action: 'type / choose'}, {keys: ['F'], action: 'reading'});
  }
  if (canSwitchMode) hints.push({keys: ['M'], action: 'meanings / spellings'});
  hints.push({keys: ['Esc'], action: 'leave'});
  if (practising) hints.push({keys: ['Alt'], action: '+ key while typing'});
  return hints;
}
