import {LessonTable, type LessonColumn} from './LessonTable.tsx';
import {MixedText} from '../MixedText.tsx';

/** A small inline word or phrase list for lessons whose words are not a catalogue vocab set: Japanese, English, and an optional note. */
export type PhraseRow = {japanese: string; english: string; note?: string};

const COLUMNS: LessonColumn<PhraseRow>[] = [
  {header: 'Japanese', cell: (row) => row.japanese, lang: 'ja', className: 'vocab-word'},
  {header: 'English', cell: (row) => <MixedText text={row.english} />},
];
const NOTE_COLUMN: LessonColumn<PhraseRow> = {header: 'Note', cell: (row) => row.note && <MixedText text={row.note} />};

export function PhraseTable({caption, rows}: {caption: string; rows: PhraseRow[]}) {
  const hasNotes = rows.some((row) => row.note);
  return (
    <LessonTable
      className="vocab-table"
      caption={<MixedText text={caption} />}
      columns={hasNotes ? [...COLUMNS, NOTE_COLUMN] : COLUMNS}
      rows={rows}
      rowKey={(row) => row.japanese}
    />
  );
}
