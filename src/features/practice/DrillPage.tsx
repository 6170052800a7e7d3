// The page around a drill (conjugation, counters, sentences): the chapter it belongs to, its title and what to do,
// a note for guests, the keyboard help, and Esc to leave for the chapter (or home).
import type {ReactNode} from 'react';
import {useNavigate} from '@tanstack/react-router';
import type {ChapterLink} from '../../app/catalogue/structure-lookup.ts';
import {useSession} from '../../app/session/use-session.ts';
import {MixedText} from '../../components/MixedText.tsx';
import {GuestNote} from './GuestNote.tsx';
import {ChapterKicker, practiceExit} from './PracticeExit.tsx';
import {usePracticeShortcuts} from './shortcuts.ts';
import {ShortcutHelp, type ShortcutHint} from './ShortcutHelp.tsx';

type Props = {
  className: string;
  chapter: ChapterLink | null;
  title: string;
  intro?: ReactNode;
  hints: ShortcutHint[];
  children: ReactNode;
};

export function DrillPage({className, chapter, title, intro, hints, children}: Props) {
  const {user} = useSession();
  const navigate = useNavigate();
  usePracticeShortcuts((shortcut) => {
    if (shortcut.type !== 'leave') return false;
    void navigate({to: practiceExit(chapter).to});
    return true;
  });
  return (
    <div className={`page practice ${className}`}>
      <header className="practice-header">
        <ChapterKicker chapter={chapter} />
        <h1>
          <MixedText text={title} />
        </h1>
        {intro && <p className="hint">{typeof intro === 'string' ? <MixedText text={intro} /> : intro}</p>}
        {!user && <GuestNote />}
      </header>
      {children}
      <ShortcutHelp hints={[...hints, {keys: ['Esc'], action: 'leave'}]} />
    </div>
  );
}
