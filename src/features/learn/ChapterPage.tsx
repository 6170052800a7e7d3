// A chapter of a course (requirements §2.4). Visiting makes it the active chapter; settings stored later elsewhere that name
// another chapter move the page there. A visitor's chapter paints without Zero; a learner's progress follows with it.
import {useEffect, useRef, useState} from 'react';
import {useNavigate} from '@tanstack/react-router';
import {useSettingsLoaded, useSettingsPart} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import {useSession} from '../../app/session/use-session.ts';
import {zeroPart} from '../../app/WithZero.tsx';
import {newerActiveChapter, visitPatch, type ChapterAddress} from './active-chapter.ts';
import {ChapterView, type ChapterProgress, type ChapterProps} from './ChapterView.tsx';

const UNTRACKED: ChapterProgress = {
  signedIn: false,
  loaded: true,
  completedAt: new Map(),
  recentPracticeSessions: [],
  practiceProgress: new Map(),
};
const SYNCING: ChapterProgress = {...UNTRACKED, signedIn: true, loaded: false};

const ChapterProgressSync = zeroPart(() =>
  import('./ChapterProgressSync.tsx').then((module) => module.ChapterProgressSync),
);

function useChapterVisit(here: ChapterAddress) {
  const {loaded} = useSettingsLoaded();
  const {updateSettings} = useUpdateSettings();
  const navigate = useNavigate();
  // When this chapter was opened; the page is keyed by chapter, so another chapter is another visit.
  const [openedAt] = useState(() => Date.now());
  const visit = useSettingsPart((settings) => {
    const moveTo = newerActiveChapter(settings, openedAt, here);
    return {moveTo, patch: moveTo ? null : visitPatch(settings, here, openedAt)};
  });
  const moveTo = loaded ? visit.moveTo : null;
  const patch = loaded ? visit.patch : null;
  const written = useRef(false);

  const target = moveTo && `${moveTo.textbookId}/${moveTo.chapterSlug}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` stands for moveTo, a new object on every render.
  useEffect(() => {
    if (moveTo) void navigate({to: '/learn/$textbookId/$chapterSlug', params: moveTo, replace: true});
  }, [target, navigate]);

  useEffect(() => {
    // Once per visit: a save the server refuses is rolled back and reported, not retried in a loop.
    if (!patch || written.current) return;
    written.current = true;
    void updateSettings(patch);
  }, [patch, updateSettings]);
}

export function ChapterPage(props: ChapterProps) {
  useChapterVisit({textbookId: props.textbook.id, chapterSlug: props.chapter.slug});
  const {user} = useSession();
  const [progress, setProgress] = useState(user ? SYNCING : UNTRACKED);
  // The page itself stays mounted as the progress arrives: the tour may be pointing at a part of it.
  return (
    <>
      {user && (
        <ChapterProgressSync
          path={props.chapter.learning_path_items}
          modules={props.structure.modules}
          onProgress={setProgress}
        />
      )}
      <ChapterView {...props} progress={progress} />
    </>
  );
}
