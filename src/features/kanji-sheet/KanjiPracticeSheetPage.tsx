import {useDeferredValue, useEffect, useId, useMemo, useState, type CSSProperties} from 'react';
import {prefetchStrokeData} from '../kanji/stroke-api.ts';
import {MAX_SHEET_KANJI, pickKanji} from './pick-kanji.ts';
import {
  DEFAULT_SQUARES_PER_ROW,
  DEFAULT_TRACING_SQUARES,
  practiceCells,
  SQUARES_PER_ROW_CHOICES,
  TRACING_SQUARE_CHOICES,
} from './sheet-layout.ts';
import {SheetRow} from './SheetRow.tsx';
import {PRACTICE_SHEET_TITLE} from '../../app/page-head.ts';

/** Type or paste Japanese text, get one practice row per kanji in it, print on A4. */
export function KanjiPracticeSheetPage() {
  const ids = {text: useId(), squares: useId(), tracing: useId(), hint: useId()};
  const [text, setText] = useState('');
  const [squaresPerRow, setSquaresPerRow] = useState(DEFAULT_SQUARES_PER_ROW);
  const [tracingSquares, setTracingSquares] = useState(DEFAULT_TRACING_SQUARES);
  // Typing stays responsive while a long text's rows are drawn.
  const deferredText = useDeferredValue(text);
  const allKanji = useMemo(() => pickKanji(deferredText), [deferredText]);
  const kanji = allKanji.slice(0, MAX_SHEET_KANJI);
  const cells = practiceCells(squaresPerRow, tracingSquares);
  const kanjiKey = kanji.join('');

  useEffect(() => {
    void prefetchStrokeData([...kanjiKey]);
  }, [kanjiKey]);

  return (
    <div className="page practice-sheet">
      <header className="no-print">
        <h1 lang="ja">{PRACTICE_SHEET_TITLE}</h1>
        <p className="hint">
          Kanji practice sheet: each kanji gets a row with its stroke order, squares to trace and empty squares to write
          in.
        </p>
      </header>

      <form className="form card sheet-form no-print" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.text}>Kanji to practise</label>
          <textarea
            id={ids.text}
            lang="ja"
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="日本語を勉強します"
            aria-describedby={ids.hint}
          />
          <span className="hint" id={ids.hint}>
            Type or paste any Japanese text. Every kanji in it gets one row; kana, letters and repeats are left out.
          </span>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={ids.squares}>Practice squares per row</label>
            <select
              id={ids.squares}
              value={squaresPerRow}
              onChange={(event) => setSquaresPerRow(Number(event.target.value))}
            >
              {SQUARES_PER_ROW_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.tracing}>Of which to trace</label>
            <select
              id={ids.tracing}
              value={tracingSquares}
              onChange={(event) => setTracingSquares(Number(event.target.value))}
            >
              {TRACING_SQUARE_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>

      <div className="sheet-toolbar no-print">
        <p role="status" className="sheet-summary" data-testid="sheet-summary">
          <SheetSummary text={deferredText} kanji={kanji} total={allKanji.length} />
        </p>
        <button type="button" className="button" onClick={() => window.print()} disabled={kanji.length === 0}>
          Print sheet
        </button>
      </div>

      {kanji.length > 0 && (
        <section className="sheet-preview" aria-label="Preview of the sheet">
          <p className="sheet-print-title" lang="ja" aria-hidden="true">
            {PRACTICE_SHEET_TITLE}
          </p>
          <ol className="sheet-rows" style={{'--sheet-columns': cells.length + 1} as CSSProperties}>
            {kanji.map((character) => (
              <SheetRow key={character} kanji={character} cells={cells} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function SheetSummary({text, kanji, total}: {text: string; kanji: string[]; total: number}) {
  if (!text.trim()) return <>Your sheet appears here as you type.</>;
  if (kanji.length === 0)
    return (
      <>
        No kanji found in this text. Kana and other characters are skipped, so type or paste something with kanji, such
        as 日本語.
      </>
    );
  const rows = `${kanji.length} ${kanji.length === 1 ? 'row' : 'rows'}: `;
  const cut =
    total > kanji.length ? ` (the first ${kanji.length} of ${total} kanji; make a second sheet for the rest)` : '';
  return (
    <>
      {rows}
      <span lang="ja">{kanji.join(' ')}</span>
      {cut}
    </>
  );
}
