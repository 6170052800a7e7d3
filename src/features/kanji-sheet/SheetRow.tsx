import {StrokeOrder} from '../kanji/StrokeOrder.tsx';
import {StrokeGuides, STROKE_VIEW_BOX} from '../kanji/StrokeGuides.tsx';
import {STROKE_BOX_CENTRE} from '../kanji/stroke-paths.ts';
import {useStrokeData} from '../kanji/use-stroke-data.ts';
import type {PracticeCell} from './sheet-layout.ts';

export function SheetRow({kanji, cells}: {kanji: string; cells: PracticeCell[]}) {
  return (
    <li className="sheet-row" data-testid="sheet-row" data-kanji={kanji}>
      <div className="sheet-cell sheet-model">
        <StrokeOrder character={kanji} size={96} />
      </div>
      {cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells of one sheet row, fixed in number and order.
        <div key={index} className={`sheet-cell sheet-${cell}`} data-cell={cell}>
          <svg viewBox={STROKE_VIEW_BOX} aria-hidden="true">
            <StrokeGuides />
            {cell === 'trace' && <TracingStrokes character={kanji} />}
          </svg>
        </div>
      ))}
    </li>
  );
}

/** The character in light grey to write over: its KanjiVG strokes, or the font's glyph when it has no image. */
function TracingStrokes({character}: {character: string}) {
  const state = useStrokeData(character);
  if (state.status === 'loading') return null;
  if (state.status === 'missing') {
    return (
      <text className="sheet-trace-glyph" x={STROKE_BOX_CENTRE} y={STROKE_BOX_CENTRE} lang="ja">
        {character}
      </text>
    );
  }
  return (
    <g className="sheet-trace-strokes">
      {state.data.strokes.map((stroke) => (
        <path key={stroke.number} d={stroke.d} />
      ))}
    </g>
  );
}
