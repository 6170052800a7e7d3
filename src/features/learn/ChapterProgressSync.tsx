// The signed-in learner's progress on a chapter, live through Zero (a step completed or practised in another tab
// shows at once), handed to the chapter page, which stays as it is while Zero starts.
import {useLayoutEffect} from 'react';
import type {Module} from '../../../schema/catalogue.ts';
import {useModuleProgress} from '../progress/use-module-progress.ts';
import {useRecentPracticeSessions} from './use-recent-practice-sessions.ts';
import {usePathPracticeProgress} from './use-path-practice-progress.ts';
import type {ChapterProgress} from './ChapterView.tsx';

type Props = {
  path: readonly string[];
  modules: Record<string, Module>;
  onProgress: (progress: ChapterProgress) => void;
};

export function ChapterProgressSync({path, modules, onProgress}: Props) {
  const {completedAt, loaded} = useModuleProgress();
  const recentPracticeSessions = useRecentPracticeSessions();
  const practiceProgress = usePathPracticeProgress(path, modules);
  useLayoutEffect(() => {
    onProgress({signedIn: true, loaded, completedAt, recentPracticeSessions, practiceProgress});
  }, [onProgress, loaded, completedAt, recentPracticeSessions, practiceProgress]);
  return null;
}
