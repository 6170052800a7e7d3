import {CSV_COLUMNS} from './csv-columns.ts';

/** The CSV/TSV format in a few lines, for the import dialog. */
export function CsvFormatHelp() {
  return (
    <details className="transfer-help">
      <summary>Which files and columns?</summary>
      <p>
        A <strong>CSV or TSV</strong> file (comma, tab or semicolon between cells) with a header row naming its columns:
      </p>
      <p className="transfer-columns">
        {CSV_COLUMNS.map((column) => (
          <code key={column}>{column}</code>
        ))}
      </p>
      <p>
        Only <code>word</code> and <code>meaning</code> are needed. Put several meanings or notes in one cell separated
        by <code>;</code> (write <code>\;</code> for a semicolon inside one). A word or reading written two ways takes
        both the same way (<code lang="ja">足; 脚</code>, <code lang="ja">いく; ゆく</code>): either is right in
        practice. Particles are written <code lang="ja">を: the thing eaten</code>. A file without a header row holds
        two or three columns: word, meaning, reading.
      </p>
      <p>
        An <strong>Anki deck package</strong> (.apkg) from any Anki version: the word is the first field named Front,
        Expression, Word, Kanji, Sentence, Question, Vocabulary or VocabKanji that holds Japanese; readings and meanings
        are found by their field names. Pictures and sound are not imported.
      </p>
    </details>
  );
}
