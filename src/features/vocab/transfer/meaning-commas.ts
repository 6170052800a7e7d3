// A meaning cell such as "to meet, to see" is one meaning as written; the learner may ask for meanings to be split
// at their commas instead. A comma inside brackets ("to be (of people, animals)") never splits.
import {draftOfContent} from '../../../../schema/decks/deck-item.ts';
import {rowOfDraft, type ImportPreview, type PreviewRow} from './import-preview.ts';

/** The parts of a meaning between commas outside brackets, trimmed, blank ones dropped. */
export function splitAtCommas(meaning: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const character of meaning) {
    if ('([（'.includes(character)) depth++;
    else if (')]）'.includes(character)) depth = Math.max(0, depth - 1);
    if ((character === ',' || character === '、') && depth === 0) parts.push('');
    else parts[parts.length - 1] += character;
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Whether any good row has a meaning that splitting would change. */
export function hasCommaMeanings(preview: ImportPreview): boolean {
  return preview.rows.some(
    (row) => row.status === 'ok' && row.item.english.some((meaning) => splitAtCommas(meaning).length > 1),
  );
}

/** The preview with every good row's meanings split at their commas, each row checked by the rules again. */
export function splitMeaningsAtCommas(preview: ImportPreview): ImportPreview {
  const what = preview.source === 'apkg' ? 'Note' : 'Line';
  const rows = preview.rows.map((row): PreviewRow => {
    if (row.status !== 'ok') return row;
    return rowOfDraft(what, row.position, {
      ...draftOfContent(row.item),
      english: row.item.english.flatMap(splitAtCommas),
    });
  });
  return {...preview, rows};
}
