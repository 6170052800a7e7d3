// The end of a run of a path step that completes by being answered right: records it, and says so.
import type {PracticeState} from '../practice/practice-session.ts';
import {CompletionNote} from './CompletionNote.tsx';
import {useCompleteOnFinish} from './use-complete-on-finish.ts';

type Props = {modulePath: string | null; run: Pick<PracticeState, 'phase' | 'misses'>; title: string};

export function StepCompletionNote({modulePath, run, title}: Props) {
  return <CompletionNote state={useCompleteOnFinish(modulePath, run)} title={title} />;
}
