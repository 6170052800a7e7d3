// The chapter with the signed-in learner's progress, live through Zero: a step completed or practised in another tab
// shows at once.
import {useMemo} from 'react';
import {useModuleProgress} from '../progress/use-module-progress.ts';
import {useRecentPracticeSessions} from './use-recent-practice-sessions.ts';
import {usePathPracticeProgress} from './use-path-practice-progress.ts';
import {ChapterView, type ChapterProgress, type ChapterProps} from './ChapterView.tsx';

export function TrackedChapter(props: ChapterProps) {
  const {completedAt, loaded} = useModuleProgress();
  const recentPracticeSessions = useRecentPracticeSessions();
  const practiceProgress = usePathPracticeProgress(props.chapter.learning_path_items, props.structure.modules);
  const progress = useMemo<ChapterProgress>(
    () => ({signedIn: true, loaded, completedAt, recentPracticeSessions, practiceProgress}),
    [loaded, completedAt, recentPracticeSessions, practiceProgress],
  );
  return <ChapterView {...props} progress={progress} />;
}
