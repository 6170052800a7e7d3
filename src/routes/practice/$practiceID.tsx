import {useCallback, useState} from 'react';
import {createFileRoute} from '@tanstack/react-router';
import {loadPractice} from '../../features/practice/load-practice.ts';
import {PracticeLoadError} from '../../features/practice/PracticeLoadError.tsx';
import {PracticeLoading} from '../../features/practice/PracticeLoading.tsx';
import {PracticeScreen} from '../../features/practice/PracticeScreen.tsx';
import {effectiveMode, practiceSearchSchema} from '../../features/practice/practice-search.ts';
import {usePracticeSession} from '../../features/progress/use-practice-session.ts';
import {useWithOwnEntries} from '../../features/practice/use-own-entries.ts';
import {useResumableSession} from '../../features/practice/use-resumable-session.ts';
import {sessionToGoOn} from '../../features/practice/run-snapshot.ts';
import {pageHead} from '../../app/page-head.ts';
import type {PracticeRunSnapshot} from '../../../schema/practice-run.ts';

export const Route = createFileRoute('/practice/$practiceID')({
  validateSearch: practiceSearchSchema,
  loader: ({params}) => loadPractice(params.practiceID),
  head: ({loaderData}) =>
    pageHead(
      '/practice/$practiceID',
      loaderData && {
        name: loaderData.module.title,
        description: `${loaderData.module.title}: practise these Genki words by meaning or by spelling, typing readings in romaji or kana.`,
      },
    ),
  pendingComponent: PracticeLoading,
  errorComponent: PracticeLoadError,
  component: PracticeRoute,
});

function PracticeRoute() {
  const practice = Route.useLoaderData();
  const {mode} = Route.useSearch();
  const navigate = Route.useNavigate();
  // Sessions are recorded against the module key, the same key the learning path and its progress use; the latest
  // one holds the run to go on with.
  const effective = effectiveMode(mode, practice.module);
  // The module the learner last answered in on this page (the page stays when they move to another module).
  const [answeredIn, setAnsweredIn] = useState<string | null>(null);
  const resumable = useResumableSession(practice.module.key, answeredIn === practice.module.key);
  const goOn = sessionToGoOn(resumable.session, effective);
  const {recordAnswer} = usePracticeSession(practice.module.key, goOn);
  const onAnswered = useCallback(
    (run?: PracticeRunSnapshot) => {
      setAnsweredIn(practice.module.key);
      recordAnswer(run);
    },
    [recordAnswer, practice.module.key],
  );
  const own = useWithOwnEntries(practice.items);
  if (!own.ready || !resumable.ready) return <PracticeLoading />;
  return (
    <PracticeScreen
      // A newer copy of the session, synced in before the learner answered, starts the run again from it.
      key={`${practice.module.key}:${goOn?.session_id}:${goOn?.last_updated_at}`}
      practice={{...practice, items: own.items}}
      mode={effective}
      onModeChange={(next) => void navigate({search: {mode: next}, replace: true})}
      onAnswered={onAnswered}
      resume={goOn?.run}
    />
  );
}
