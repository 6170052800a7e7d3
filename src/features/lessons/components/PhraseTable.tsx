/** A small inline word or phrase list for lessons whose words are not a catalogue vocab set: Japanese, English, and an optional note. */
export type PhraseRow = {japanese: string; english: string; note?: string};

export function PhraseTable({caption, rows}: {caption: string; rows: PhraseRow[]}) {
  const hasNotes = rows.some((row) => row.note);
  return (
    <div className="table-scroll">
      <table className="vocab-table">
        <caption>{caption}</caption>
        <thead>
          <tr><th scope="col">Japanese</th><th scope="col">English</th>{hasNotes && <th scope="col">Note</th>}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.japanese}>
              <th scope="row" lang="ja" className="vocab-word">{row.japanese}</th>
              <td>{row.english}</td>
              {hasNotes && <td>{row.note}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
