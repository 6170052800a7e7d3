// The end of a run of a path step that completes by being answered right: records it, and says so.
import type {FinishedRun} from './step-completion.ts';
import {CompletionNote} from './CompletionNote.tsx';
import {useCompleteOnFinish} from './use-complete-on-finish.ts';

type Props = {modulePath: string | null; run: FinishedRun; title: string};

export function StepCompletionNote({modulePath, run, title}: Props) {
  return <CompletionNote state={useCompleteOnFinish(modulePath, run)} title={title} />;
}
