// When a step of a chapter path counts as done: one rule per kind of step, used wherever a step is ticked or its
// progress shown (chapter page, dashboard, the end of a drill or quiz). The spec records a completion with its time
// (§4.4) and measures vocab practice by cards (§4.6); which event completes which step is decided here, and
// docs/progress.md says the same in words.
//
// | Step                        | Module                                         | Done when                                                  |
// |-----------------------------|------------------------------------------------|------------------------------------------------------------|
// | Lesson, grammar notes       | lesson (lesson, grammar-notes)                 | the learner presses "Mark complete" (recorded)             |
// | Video, listening            | external-resource                              | the learner presses "Mark complete" (recorded)             |
// | Conjugation, counters drill | lesson (conjugation-practice, counter-practice)| a run ends with every question right, misses retried until |
// | Sentence set, listening     | practice (sentence-practice,                   |   right (recorded when that run ends)                      |
// |                             |   listening-practice)                          |                                                            |
// | Kana quiz                   | practice (vocab-practice, a KANA_QUIZ_KEYS key)|                                                            |
// | Vocabulary test             | practice (vocab-test)                          |                                                            |
// | Worksheet                   | lesson (worksheet)                             |                                                            |
// | Chapter vocabulary list     | practice (vocab-list)                          | its deck is imported (recorded by the import)              |
// | Vocabulary or kana practice | practice (vocab-practice)                      | every word has a card in every mode the module practises   |
// |                             |                                                |   (read from the cards, nothing recorded)                  |
import {KANA_QUIZ_KEYS, PRACTICE_MODES, type Module, type PracticeMode} from '../../../schema/catalogue.ts';
import type {ModulePracticeProgress} from './module-progress.ts';

export type CompletionRule =
  | {kind: 'marked'}
  | {kind: 'all-right'}
  | {kind: 'imported'}
  | {kind: 'every-word-carded'; modes: readonly PracticeMode[]};

export type StepProgress = {
  /** Recorded completions (user_module_progress) by module key. */
  completedAt: ReadonlyMap<string, number>;
  /** Card progress of the steps whose rule is every-word-carded. */
  practiceProgress: ReadonlyMap<string, ModulePracticeProgress>;
};

const kanaQuizKeys: ReadonlySet<string> = new Set(KANA_QUIZ_KEYS);

export function completionRule(module: Module): CompletionRule {
  switch (module.kind) {
    case 'external-resource':
      return {kind: 'marked'};
    case 'lesson':
      switch (module.lesson_type) {
        case 'lesson':
        case 'grammar-notes':
          return {kind: 'marked'};
        case 'conjugation-practice':
        case 'counter-practice':
        case 'worksheet':
          return {kind: 'all-right'};
      }
      break;
    case 'practice':
      switch (module.session_type) {
        case 'sentence-practice':
        case 'listening-practice':
        case 'vocab-test':
          return {kind: 'all-right'};
        case 'vocab-list':
          return {kind: 'imported'};
        case 'vocab-practice':
          return kanaQuizKeys.has(module.key)
            ? {kind: 'all-right'}
            : {kind: 'every-word-carded', modes: module.allowed_practice_modes ?? PRACTICE_MODES};
      }
  }
}

export function isStepComplete(module: Module, progress: StepProgress): boolean {
  const rule = completionRule(module);
  switch (rule.kind) {
    case 'marked':
    case 'all-right':
    case 'imported':
      return progress.completedAt.has(module.key);
    case 'every-word-carded': {
      const practice = progress.practiceProgress.get(module.key);
      return (
        practice !== undefined &&
        rule.modes.every((mode) => practice[mode].total > 0 && practice[mode].completed === practice[mode].total)
      );
    }
  }
}

/** The steps of `path` that are done. */
export function completedSteps(
  path: readonly string[],
  modules: Readonly<Record<string, Module>>,
  progress: StepProgress,
): Set<string> {
  return new Set(
    path.filter((key) => {
      const module = modules[key];
      return module !== undefined && isStepComplete(module, progress);
    }),
  );
}

/** The modes whose card progress a step shows: only those it is measured by (a kana step has no spellings). */
export function shownPracticeModes(module: Module): readonly PracticeMode[] {
  const rule = completionRule(module);
  return rule.kind === 'every-word-carded' ? rule.modes : [];
}

/** Whether a run completes its all-right step: it has ended and nothing in it was missed. A "Retry misses" run
 * counts: clearing the misses of a first run means every question was answered right. */
/** What completion needs to know of a run: whether it has ended, and what was missed on the way. */
export type FinishedRun = {phase: string; misses: readonly string[]};

export function runCompletesStep(state: FinishedRun): boolean {
  return state.phase === 'done' && state.misses.length === 0;
}
