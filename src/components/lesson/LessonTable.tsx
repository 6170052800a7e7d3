// A lesson's data table: one row per item, the first column as the row header (<th scope="row">), the rest as <td>,
// in a horizontally scrollable wrapper. Each column gives its header and how to render its cell from a row.
import type {Key, ReactNode} from 'react';

export type LessonColumn<T> = {header: ReactNode; cell: (row: T) => ReactNode; lang?: 'ja'; className?: string};

export function LessonTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption?: ReactNode;
  columns: LessonColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  className?: string;
}) {
  return (
    <div className="table-scroll">
      <table className={className}>
        {caption != null && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the table's columns, fixed by the lesson.
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({cell, lang, className: cellClassName}, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the table's columns, fixed by the lesson.
                  <Cell key={index} scope={index === 0 ? 'row' : undefined} lang={lang} className={cellClassName}>
                    {cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
