// Import words into a deck from a CSV/TSV file or an Anki package: choose or drop a file, see every row with its
// problems, then import all of it, or skip the bad rows when the learner chooses to. Alternatives in a word or reading
// ("足; 脚") are shown one by one; rows that repeat one another are named, and the learner imports them anyway or
// skips the repeats; meanings with commas may be split. Nothing is written before the learner imports.
// Reading a file can be cancelled: closing the dialog stops it.
import {useEffect, useId, useMemo, useRef, useState, type DragEvent} from 'react';
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {CsvFormatHelp} from './CsvFormatHelp.tsx';
import {importOffer, previewSummary, type ImportStep} from './import-dialog-state.ts';
import {badRows, type ImportPreview} from './import-preview.ts';
import {duplicateGroups, duplicatesMessage} from './import-duplicates.ts';
import {hasCommaMeanings, splitMeaningsAtCommas} from './meaning-commas.ts';
import {alternativesOf} from '../../../../schema/decks/alternatives.ts';
import {IMPORT_ACCEPT} from './transfer-files.ts';
import {MAX_DECK_ITEMS} from './transfer-limits.ts';
import {TransferError} from './transfer-error.ts';
import {readImportFile} from './transfer.ts';
import './transfer.css';
import {plural} from '../../../app/plural.ts';
import {ScrollRegion} from '../../../components/ScrollRegion.tsx';

/** Rows shown in the preview table; bad rows are all listed above it. */
const PREVIEW_ROWS = 200;
const LISTED_PROBLEMS = 100;

export type ImportDialogProps = {
  /** The deck the words go into, for the title. */
  deckName?: string;
  /** How many more words the deck takes (MAX_DECK_ITEMS minus what it holds). */
  capacity?: number;
  /** Writes the items (already through the §5 rules), all or none. Resolve when they are saved; reject with an Error
   * whose message the learner should read. */
  onImport(items: DeckItemContent[]): Promise<void>;
  onClose(): void;
};

function errorMessage(error: unknown): string {
  if (error instanceof TransferError) return error.message;
  return 'This file could not be read. Check that it is a CSV, TSV or .apkg file and try again.';
}

export function ImportDialog({deckName, capacity = MAX_DECK_ITEMS, onImport, onClose}: ImportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleID = useId();
  const [state, setState] = useState<ImportStep>({step: 'choose', error: null});
  const [dragging, setDragging] = useState(false);
  const readingController = useRef<AbortController | null>(null);
  const isReading = state.step === 'reading';
  const isImporting = state.step === 'importing';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Start on the file picker (the dialog would otherwise focus its close button).
    input.current?.focus();
    return () => element?.close();
  }, []);

  useEffect(() => () => readingController.current?.abort(), []);

  async function read(file: File) {
    const controller = new AbortController();
    readingController.current = controller;
    setState({step: 'reading', fileName: file.name});
    try {
      const preview = await readImportFile(file, controller.signal);
      setState({step: 'preview', fileName: file.name, preview, importError: null});
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({step: 'choose', error: errorMessage(error)});
      // The same input stays: clear it, so choosing the same file again (after fixing it) reads it again.
      if (input.current) input.current.value = '';
      requestAnimationFrame(() => input.current?.focus());
    }
  }

  async function run(fileName: string, preview: ImportPreview, items: DeckItemContent[]) {
    setState({step: 'importing', fileName, preview, total: items.length});
    try {
      await onImport(items);
      setState({step: 'done', count: items.length});
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The words could not be saved.';
      setState({step: 'preview', fileName, preview, importError: `Nothing was imported: ${message}`});
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isReading && !isImporting) void read(file);
  }

  function chooseAnother() {
    setState({step: 'choose', error: null});
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <dialog
      ref={dialog}
      className="transfer-dialog"
      aria-labelledby={titleID}
      aria-busy={isReading || isImporting}
      data-testid="deck-import-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!isImporting) onClose();
      }}
    >
      <header className="transfer-dialog-header">
        <h2 id={titleID}>
          Import words
          {deckName ? (
            <>
              {' '}
              into <span className="transfer-deck-name">{deckName}</span>
            </>
          ) : null}
        </h2>
        <button type="button" className="transfer-close" aria-label="Close" disabled={isImporting} onClick={onClose}>
          ×
        </button>
      </header>

      {(state.step === 'choose' || state.step === 'reading') && (
        <div className="transfer-choose">
          <label
            className="transfer-dropzone"
            data-dragging={dragging || undefined}
            data-testid="deck-import-dropzone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept={IMPORT_ACCEPT}
              disabled={isReading}
              data-testid="deck-import-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void read(file);
              }}
            />
            <span className="transfer-dropzone-title">
              {state.step === 'reading' ? `Reading ${state.fileName}…` : 'Choose a file or drop it here'}
            </span>
            <span className="hint">CSV or TSV (up to 5 MB) or an Anki deck package, .apkg (up to 50 MB)</span>
          </label>
          {state.step === 'choose' && state.error && (
            <p className="transfer-error" role="alert" data-testid="deck-import-file-error">
              {state.error}
            </p>
          )}
          <CsvFormatHelp />
        </div>
      )}

      {(state.step === 'preview' || state.step === 'importing') && (
        <ImportPreviewPanel state={state} capacity={capacity} onImport={run} onChooseAnother={chooseAnother} />
      )}

      {state.step === 'done' && (
        <div className="transfer-done" role="status" data-testid="deck-import-done">
          <p>
            Imported {plural(state.count, 'word')}
            {deckName ? ` into ${deckName}` : ''}.
          </p>
          <div className="button-row">
            <button type="button" className="button" autoFocus data-testid="deck-import-close" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      )}

      {state.step !== 'done' && (
        <footer className="transfer-dialog-footer">
          <button
            type="button"
            className="button button-secondary"
            disabled={isImporting}
            data-testid="deck-import-cancel"
            onClick={onClose}
          >
            Cancel
          </button>
        </footer>
      )}
    </dialog>
  );
}

type PreviewState = Extract<ImportStep, {step: 'preview' | 'importing'}>;

function ImportPreviewPanel({
  state,
  capacity,
  onImport,
  onChooseAnother,
}: {
  state: PreviewState;
  capacity: number;
  onImport(fileName: string, preview: ImportPreview, items: DeckItemContent[]): void;
  onChooseAnother(): void;
}) {
  const {fileName} = state;
  const importing = state.step === 'importing';
  const [splitCommas, setSplitCommas] = useState(false);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const canSplitCommas = useMemo(() => hasCommaMeanings(state.preview), [state.preview]);
  const preview = useMemo(
    () => (splitCommas ? splitMeaningsAtCommas(state.preview) : state.preview),
    [state.preview, splitCommas],
  );
  const duplicates = useMemo(() => duplicateGroups(preview), [preview]);
  const offer = useMemo(() => importOffer(preview, capacity, {skipDuplicates}), [preview, capacity, skipDuplicates]);
  const bad = badRows(preview);
  const shown = preview.rows.slice(0, PREVIEW_ROWS);
  const problemsTitleID = useId();
  const duplicatesTitleID = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  // The file input is gone once a file is read: the summary takes the focus, so it is read out first.
  useEffect(() => summary.current?.focus(), []);
  return (
    <div className="transfer-preview">
      <p ref={summary} tabIndex={-1} className="transfer-summary" data-testid="deck-import-summary">
        <span className="transfer-file">{fileName}</span>: {previewSummary(preview)}
      </p>
      {preview.notices.map((notice) => (
        <p key={notice} className="callout callout-warn transfer-notice">
          {notice}
        </p>
      ))}

      {bad.length > 0 && (
        <section className="transfer-problems" aria-labelledby={problemsTitleID}>
          <h3 id={problemsTitleID}>{plural(bad.length, 'problem')}</h3>
          <ul data-testid="deck-import-problems">
            {bad.slice(0, LISTED_PROBLEMS).map((row) => (
              <li key={row.position} data-testid="deck-import-problem">
                {row.message}
              </li>
            ))}
          </ul>
          {bad.length > LISTED_PROBLEMS && (
            <p className="hint">…and {plural(bad.length - LISTED_PROBLEMS, 'more problem')}.</p>
          )}
        </section>
      )}

      {duplicates.length > 0 && (
        <section
          className="transfer-duplicates"
          aria-labelledby={duplicatesTitleID}
          data-testid="deck-import-duplicates"
        >
          <h3 id={duplicatesTitleID}>{plural(duplicates.length, 'word')} in more than one row</h3>
          <ul>
            {duplicates.slice(0, LISTED_PROBLEMS).map((group) => (
              <li key={group[0]!.position} data-testid="deck-import-duplicate">
                {duplicatesMessage(group)}
              </li>
            ))}
          </ul>
          {duplicates.length > LISTED_PROBLEMS && (
            <p className="hint">…and {plural(duplicates.length - LISTED_PROBLEMS, 'more word')}.</p>
          )}
          <label className="transfer-option">
            <input
              type="checkbox"
              checked={skipDuplicates}
              disabled={importing}
              data-testid="deck-import-skip-duplicates"
              onChange={(event) => setSkipDuplicates(event.target.checked)}
            />
            Skip the repeated rows (keep the first row of each word)
          </label>
        </section>
      )}

      {canSplitCommas && (
        <label className="transfer-option">
          <input
            type="checkbox"
            checked={splitCommas}
            disabled={importing}
            data-testid="deck-import-split-commas"
            onChange={(event) => setSplitCommas(event.target.checked)}
          />
          Split meanings at commas (“to meet, to see” becomes two meanings)
        </label>
      )}

      <ScrollRegion label="Preview of the rows" className="transfer-table-scroll">
        <table className="transfer-table" data-testid="deck-import-preview-table">
          <thead>
            <tr>
              <th scope="col">{preview.source === 'apkg' ? 'Note' : 'Line'}</th>
              <th scope="col">Word</th>
              <th scope="col">Reading</th>
              <th scope="col">Meanings</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.position}
                className={row.status === 'bad' ? 'transfer-row-bad' : undefined}
                data-testid="deck-import-row"
                data-status={row.status}
                data-position={row.position}
              >
                <td className="transfer-position">{row.position}</td>
                <td lang="ja" className="transfer-word">
                  {row.status === 'ok' ? <Alternatives text={row.item.word} /> : row.word}
                </td>
                <td lang="ja">
                  {row.status === 'ok' && row.item.furigana ? <Alternatives text={row.item.furigana} /> : ''}
                </td>
                <td>{row.status === 'ok' ? row.item.english.join('; ') : row.meaning}</td>
                <td>
                  {row.status === 'ok' ? (
                    <span className="transfer-ok">Ready</span>
                  ) : (
                    <span className="transfer-bad">{row.reason}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {preview.rows.length > shown.length && (
        <p className="hint">
          Showing the first {shown.length.toLocaleString('en')} of {plural(preview.rows.length, 'row')}.
        </p>
      )}

      {state.step === 'preview' && state.importError && (
        <p className="transfer-error" role="alert" data-testid="deck-import-error">
          {state.importError}
        </p>
      )}
      {offer.kind === 'none' && (
        <p className="transfer-error" role="alert" data-testid="deck-import-blocked">
          {offer.reason}
        </p>
      )}

      {importing ? (
        <div className="transfer-progress" role="status" data-testid="deck-import-progress">
          <progress aria-label="Import progress" />
          <span>Importing {plural(state.total, 'word')}…</span>
        </div>
      ) : (
        <div className="button-row">
          {offer.kind !== 'none' && (
            <button
              type="button"
              className="button"
              data-testid={offer.kind === 'all' ? 'deck-import-submit' : 'deck-import-skip'}
              onClick={() => onImport(fileName, state.preview, offer.items)}
            >
              {offer.label}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            data-testid="deck-import-choose-another"
            onClick={onChooseAnother}
          >
            Choose another file
          </button>
        </div>
      )}
    </div>
  );
}

/** A word or reading with its accepted alternatives one by one: "足 or 脚". */
function Alternatives({text}: {text: string}) {
  const alternatives = alternativesOf(text);
  if (alternatives.length < 2) return <>{text}</>;
  return (
    <span className="transfer-alternatives" data-testid="deck-import-alternatives">
      {alternatives.map((alternative, index) => (
        <span key={alternative}>
          {index > 0 && (
            <span lang="en" className="transfer-alternatives-or">
              {' '}
              or{' '}
            </span>
          )}
          <span data-testid="deck-import-alternative">{alternative}</span>
        </span>
      ))}
    </span>
  );
}
