// Export a deck's words as a CSV file (the import format) or an Anki package: a button that opens a small menu.
import {useEffect, useId, useRef, useState} from 'react';
import type {DeckItemContent} from '../../../../schema/decks/deck-item.ts';
import {buildExportFile} from './transfer.ts';
import type {ExportFormat} from './transfer-files.ts';
import './transfer.css';

export type ExportMenuProps = {
  deckName: string;
  items: readonly DeckItemContent[];
};

const FORMATS: Array<{format: ExportFormat; label: string; hint: string}> = [
  {format: 'csv', label: 'CSV (.csv)', hint: 'For spreadsheets; imports back here'},
  {format: 'apkg', label: 'Anki deck (.apkg)', hint: 'Opens in Anki'},
];

function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportMenu({deckName, items}: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const menuID = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const empty = items.length === 0;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  async function exportAs(format: ExportFormat) {
    setWorking(format);
    setError(null);
    try {
      download(await buildExportFile(format, deckName, items));
      setOpen(false);
      trigger.current?.focus();
    } catch {
      setError(
        format === 'apkg'
          ? 'The Anki package could not be made. Check your connection and try again.'
          : 'The CSV file could not be made. Try again.',
      );
    } finally {
      setWorking(null);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the keys come from its buttons.
    <div
      className="transfer-export"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={menuID}
        disabled={empty}
        title={empty ? 'This deck has no words to export yet' : undefined}
        data-testid="deck-export-button"
        onClick={() => setOpen((value) => !value)}
      >
        Export <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={menuID} className="transfer-export-menu" data-testid="deck-export-menu">
          <ul>
            {FORMATS.map(({format, label, hint}, index) => (
              <li key={format}>
                <button
                  type="button"
                  className="transfer-export-option"
                  autoFocus={index === 0}
                  disabled={working !== null}
                  aria-busy={working === format}
                  data-testid={`deck-export-${format}`}
                  onClick={() => void exportAs(format)}
                >
                  <span>{working === format ? 'Preparing…' : label}</span>
                  <span className="hint">{hint}</span>
                </button>
              </li>
            ))}
          </ul>
          {error && (
            <p className="transfer-error" role="alert" data-testid="deck-export-error">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
