// A worksheet page: the sheet with a box per blank, each checked as it is left, "Finish" to check the rest and
// complete the path step once every blank is right (step-completion.ts), printing, and the answer key.
import {useMemo, useState} from 'react';
import {AppLink} from '../../components/AppLink.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {StepCompletionNote} from '../progress/StepCompletionNote.tsx';
import {AnswerKey} from './AnswerKey.tsx';
import type {LoadedWorksheet} from './load-worksheet.ts';
import {worksheetBlanks} from './worksheet-blanks.ts';
import {EMPTY_BLANK, missedBlanks, withAnswer, withChecks, type SheetAnswers} from './worksheet-answers.ts';
import {WorksheetSectionView, type BlankHandlers} from './WorksheetSectionView.tsx';
import './worksheet.css';

export function WorksheetPage({module, sheet, chapter}: LoadedWorksheet) {
  const blanks = useMemo(() => worksheetBlanks(sheet), [sheet]);
  const [answers, setAnswers] = useState<SheetAnswers>({});
  const [finished, setFinished] = useState(false);
  const [keyShown, setKeyShown] = useState(false);

  const handlers: BlankHandlers = useMemo(
    () => ({
      stateOf: (id) => answers[id] ?? EMPTY_BLANK,
      onAnswer: (id, answer) => setAnswers((current) => withAnswer(current, id, answer)),
      onCheck: (id) => setAnswers((current) => withChecks(blanks, current, new Set([id]))),
    }),
    [answers, blanks],
  );
  const misses = missedBlanks(blanks, answers);

  return (
    <article className="page worksheet-page" aria-labelledby="worksheet-title">
      <nav className="breadcrumbs no-print" aria-label="Breadcrumbs">
        <AppLink href={chapter.href}>
          Chapter {chapter.number}: <MixedText text={chapter.title} />
        </AppLink>
      </nav>
      <header className="worksheet-header">
        <h1 id="worksheet-title">
          <MixedText text={module.title} />
        </h1>
        <p>
          <MixedText text={sheet.intro} />
        </p>
        <p className="worksheet-print-only" aria-hidden="true">
          Name: ____________________ Date: ____________
        </p>
      </header>
      <div className="worksheet-actions no-print">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print the worksheet
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={keyShown}
          onClick={() => setKeyShown((shown) => !shown)}
        >
          {keyShown ? 'Hide the answer key' : 'Show the answer key'}
        </button>
      </div>
      {sheet.sections.map((section, index) => (
        <WorksheetSectionView key={section.kind} section={section} index={index} handlers={handlers} />
      ))}
      <footer className="worksheet-footer no-print">
        <button
          type="button"
          className="button"
          onClick={() => {
            setAnswers((current) => withChecks(blanks, current, null));
            setFinished(true);
          }}
        >
          Finish the worksheet
        </button>
        {finished && (
          <p className="worksheet-score" role="status" data-testid="worksheet-score">
            {blanks.length - misses.length} of {blanks.length} right.
            {misses.length > 0 && ' Fix the boxes marked ✗ (or fill in the empty ones) to finish.'}
          </p>
        )}
        <StepCompletionNote
          modulePath={module.key}
          run={{phase: finished ? 'done' : 'answering', misses}}
          title={module.title}
        />
      </footer>
      <AnswerKey sheet={sheet} title={module.title} shown={keyShown} />
    </article>
  );
}
