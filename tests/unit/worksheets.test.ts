// Every worksheet against its schema and its checker: chapters 1–20 have the five sections in order, chapter 0 the
// kana sheet, and every answer the content lists is accepted by the checker of its blank (so content and checker
// agree). No blank is left without an answer.
import {describe, expect, test} from 'vitest';
import {WORKSHEET_LOADERS} from '../../src/content/worksheets/index.ts';
import {CHAPTER_SECTION_KINDS, KANA_SECTION_KINDS, worksheetSchema} from '../../src/features/worksheets/worksheet.ts';
import {worksheetBlanks} from '../../src/features/worksheets/worksheet-blanks.ts';
import {missedBlanks, withAnswer, withChecks} from '../../src/features/worksheets/worksheet-answers.ts';
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

test('checking: only written, unchecked boxes are checked; a finished sheet misses every box not right', async () => {
  const sheet = worksheetSchema.parse((await WORKSHEET_LOADERS[1]!()).default);
  const blanks = worksheetBlanks(sheet);
  const [first, second, third] = blanks;
  let answers = withAnswer({}, first!.id, 'は');
  answers = withAnswer(answers, second!.id, 'を');
  answers = withChecks(blanks, answers, new Set([first!.id]));
  expect(answers[first!.id]!.check).toEqual({correct: true});
  expect(answers[second!.id]!.check).toBeNull();
  answers = withChecks(blanks, answers, null);
  expect(answers[second!.id]!.check?.correct).toBe(false);
  expect(answers[third!.id]).toBeUndefined();
  expect(missedBlanks(blanks, answers)).toEqual(blanks.slice(1).map(({id}) => id));
  // Editing a checked box clears its check.
  expect(withAnswer(answers, first!.id, 'が')[first!.id]!.check).toBeNull();
  const allRight = Object.fromEntries(blanks.map(({id}) => [id, {answer: 'x', check: {correct: true} as const}]));
  expect(missedBlanks(blanks, allRight)).toEqual([]);
});
