// Every worksheet against its schema and its checker: chapters 1–20 have the five sections in order, chapter 0 the
// kana sheet, and every answer the content lists is accepted by the checker of its blank (so content and checker
// agree). No blank is left without an answer.
import {describe, expect, test} from 'vitest';
import {WORKSHEET_LOADERS} from '../../src/content/worksheets/index.ts';
import {CHAPTER_SECTION_KINDS, KANA_SECTION_KINDS, worksheetSchema} from '../../src/features/worksheets/worksheet.ts';
import {missedBlanks, worksheetBlanks} from '../../src/features/worksheets/worksheet-blanks.ts';
import {checkBlank, listedAnswers} from '../../src/features/worksheets/worksheet-check.ts';

const chapters = Array.from({length: 21}, (_, chapter) => chapter);

describe.each(chapters)('the worksheet of chapter %i', (chapter) => {
  const load = async () => {
    const loader = WORKSHEET_LOADERS[chapter];
    if (!loader) throw new Error(`Chapter ${chapter} has no worksheet`);
    return worksheetSchema.parse((await loader()).default);
  };

  test('is of its chapter and has its sections in order', async () => {
    const sheet = await load();
    expect(sheet.chapter).toBe(chapter);
    expect(sheet.sections.map((section) => section.kind)).toEqual(
      chapter === 0 ? [...KANA_SECTION_KINDS] : [...CHAPTER_SECTION_KINDS],
    );
  });

  test('accepts every answer it lists, and lists one for every blank', async () => {
    const refused = worksheetBlanks(await load()).flatMap(({id, blank}) => {
      const answers = listedAnswers(blank);
      if (answers.length === 0) return [`${id}: no answer`];
      return answers.flatMap((answer) => {
        const check = checkBlank(blank, answer);
        return check.correct ? [] : [`${id} ${answer}: ${check.why}`];
      });
    });
    expect(refused).toEqual([]);
  });
});

test('a finished sheet misses every blank not answered right, empty ones included', async () => {
  const sheet = worksheetSchema.parse((await WORKSHEET_LOADERS[1]!()).default);
  const blanks = worksheetBlanks(sheet);
  const [first] = blanks;
  expect(missedBlanks(blanks, new Set([first!.id]))).toEqual(blanks.slice(1).map(({id}) => id));
  expect(missedBlanks(blanks, new Set(blanks.map(({id}) => id)))).toEqual([]);
});
