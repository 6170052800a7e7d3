// A worksheet as the blanks the learner fills in, each with a stable id (its section, item and column) and a label
// (what the box asks, for screen readers and the answer key), so the page, the finish action and the key all count
// the same blanks.
import type {ConjugationForm, WordClass} from '../../../schema/conjugation/forms.ts';
import type {AnswerSource} from '../../../schema/sentences/sentence-answers.ts';
import {formLabel} from '../conjugation/form-labels.ts';
import type {Worksheet, WorksheetSection} from './worksheet.ts';

export type ConjugationWord = {written: string; reading: string; class: WordClass; noun?: true};

export type Blank =
  | {kind: 'particle'; particles: readonly string[]; why: string}
  | {kind: 'conjugation'; word: ConjugationWord; form: ConjugationForm}
  | {kind: 'kanji-reading'; word: string; reading: string}
  | {kind: 'kanji-writing'; word: string; reading: string}
  | {kind: 'to-english'; english: readonly string[]}
  | {kind: 'to-japanese'; sentence: AnswerSource}
  | {kind: 'reading-question'; answers: readonly string[]; because: string}
  | {kind: 'kana-reading'; kana: string}
  | {kind: 'kana-writing'; kana: string};

export type PlacedBlank = {id: string; label: string; blank: Blank};

export const blankId = (section: number, ...place: (number | string)[]) => [section, ...place].join('.');

export function sectionBlanks(section: WorksheetSection, index: number): PlacedBlank[] {
  switch (section.kind) {
    case 'particles':
      return section.items.map((item, row) => ({
        id: blankId(index, row),
        label: `Particle in sentence ${row + 1}`,
        blank: {kind: 'particle', particles: item.particles, why: item.why},
      }));
    case 'conjugation':
      return section.words.flatMap((word, row) =>
        section.forms.map((form, column) => ({
          id: blankId(index, row, column),
          label: `${word.written}: ${formLabel(form).toLowerCase()}`,
          blank: {kind: 'conjugation', word, form},
        })),
      );
    case 'kanji':
      return [
        ...section.read.map(
          ({word, reading}, row): PlacedBlank => ({
            id: blankId(index, 'read', row),
            label: `Reading of ${word}`,
            blank: {kind: 'kanji-reading', word, reading},
          }),
        ),
        ...section.write.map(
          ({word, reading, english}, row): PlacedBlank => ({
            id: blankId(index, 'write', row),
            label: `${reading} (${english}) in kanji`,
            blank: {kind: 'kanji-writing', word, reading},
          }),
        ),
      ];
    case 'translation':
      return [
        ...section.toEnglish.map(
          ({english}, row): PlacedBlank => ({
            id: blankId(index, 'en', row),
            label: `Sentence ${row + 1} in English`,
            blank: {kind: 'to-english', english},
          }),
        ),
        ...section.toJapanese.map(
          ({english: _english, ...sentence}, row): PlacedBlank => ({
            id: blankId(index, 'ja', row),
            label: `Sentence ${section.toEnglish.length + row + 1} in Japanese`,
            blank: {kind: 'to-japanese', sentence},
          }),
        ),
      ];
    case 'reading':
      return section.questions.map(({answers, because}, row) => ({
        id: blankId(index, row),
        label: `Answer to question ${row + 1}`,
        blank: {kind: 'reading-question', answers, because},
      }));
    case 'kana-reading':
      return section.kana.map((kana, row) => ({
        id: blankId(index, row),
        label: `Sound of ${kana} in romaji`,
        blank: {kind: 'kana-reading', kana},
      }));
    case 'kana-writing':
      return section.words.map(({kana, english}, row) => ({
        id: blankId(index, row),
        label: `${english} in hiragana`,
        blank: {kind: 'kana-writing', kana},
      }));
  }
}

export function worksheetBlanks(sheet: Worksheet): PlacedBlank[] {
  return sheet.sections.flatMap(sectionBlanks);
}
