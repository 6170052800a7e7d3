// One section of a worksheet on screen and on paper: its heading, what to do, and its items with their blanks.
import type {ReactNode} from 'react';
import {ScrollRegion} from '../../components/ScrollRegion.tsx';
import {MixedText} from '../../components/MixedText.tsx';
import {formLabel} from '../conjugation/form-labels.ts';
import {BlankField} from './BlankField.tsx';
import type {BlankState} from './worksheet-answers.ts';
import {BLANK_MARK, SECTION_TITLES, type WorksheetSection} from './worksheet.ts';
import {blankId, sectionBlanks, type PlacedBlank} from './worksheet-blanks.ts';

export type BlankHandlers = {
  stateOf: (id: string) => BlankState;
  onAnswer: (id: string, answer: string) => void;
  onCheck: (id: string) => void;
};

const INSTRUCTIONS: Record<WorksheetSection['kind'], string> = {
  particles: 'Write the particle that fits each gap.',
  conjugation: 'Write each word in the form its column names.',
  kanji: 'Read the first words: write them in kana. Write the others in kanji.',
  translation: 'Put the Japanese into English and the English into Japanese.',
  reading: 'Read the passage, then answer the questions in English.',
  'kana-reading': 'Write the sound of each hiragana in romaji.',
  'kana-writing': 'Write each word in hiragana.',
};

const WORD_KINDS = {
  godan: 'u-verb',
  ichidan: 'ru-verb',
  suru: 'irregular verb',
  kuru: 'irregular verb',
  'i-adjective': 'い-adjective',
  'na-adjective': 'な-adjective',
} as const;

type Props = {section: WorksheetSection; index: number; handlers: BlankHandlers};

export function WorksheetSectionView({section, index, handlers}: Props) {
  const blanks = new Map(sectionBlanks(section, index).map((placed) => [placed.id, placed]));
  const field = (id: string, japanese: boolean, size?: 'short' | 'long') => (
    <BlankField
      placed={blanks.get(id) as PlacedBlank}
      state={handlers.stateOf(id)}
      onAnswer={handlers.onAnswer}
      onCheck={handlers.onCheck}
      japanese={japanese}
      size={size}
    />
  );
  const headingId = `worksheet-section-${index}`;
  return (
    <section className="worksheet-section" aria-labelledby={headingId} data-kind={section.kind}>
      <h2 id={headingId}>
        {index + 1}. <MixedText text={SECTION_TITLES[section.kind]} />
      </h2>
      <p className="worksheet-instruction">
        <MixedText text={INSTRUCTIONS[section.kind]} />
      </p>
      {sectionBody(section, index, field)}
    </section>
  );
}

type Field = (id: string, japanese: boolean, size?: 'short' | 'long') => ReactNode;

function sectionBody(section: WorksheetSection, index: number, field: Field): ReactNode {
  const id = (...place: (number | string)[]) => blankId(index, ...place);
  switch (section.kind) {
    case 'particles':
      return (
        <ol className="worksheet-items">
          {section.items.map((item, row) => {
            const [before, after] = item.sentence.split(BLANK_MARK);
            return (
              <li key={item.sentence}>
                <span lang="ja">{before}</span>
                {field(id(row), true)}
                <span lang="ja">{after}</span>
                <span className="worksheet-english">{item.english}</span>
              </li>
            );
          })}
        </ol>
      );
    case 'conjugation':
      return (
        <ScrollRegion label="Conjugation table">
          <table className="worksheet-table">
            <thead>
              <tr>
                <th scope="col">Word</th>
                {section.forms.map((form) => (
                  <th scope="col" key={formLabel(form)}>
                    {formLabel(form)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.words.map((word, row) => (
                <tr key={word.written}>
                  <th scope="row">
                    <span lang="ja">{word.written}</span>
                    <span className="worksheet-english">
                      <MixedText text={`${word.noun ? 'noun + です' : WORD_KINDS[word.class]}: ${word.english}`} />
                    </span>
                  </th>
                  {section.forms.map((form, column) => (
                    <td key={formLabel(form)}>{field(id(row, column), true)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      );
    case 'kanji':
      return (
        <div className="worksheet-kanji">
          <ol className="worksheet-items">
            {section.read.map((word, row) => (
              <li key={word.word}>
                <span lang="ja" className="worksheet-big">
                  {word.word}
                </span>
                {field(id('read', row), true)}
              </li>
            ))}
          </ol>
          <ol className="worksheet-items" start={section.read.length + 1}>
            {section.write.map((word, row) => (
              <li key={word.word}>
                <span lang="ja">{word.reading}</span>
                <span className="worksheet-english">{word.english}</span>
                {field(id('write', row), true)}
              </li>
            ))}
          </ol>
        </div>
      );
    case 'translation':
      return (
        <ol className="worksheet-items">
          {section.toEnglish.map((item, row) => (
            <li key={item.japanese}>
              <span lang="ja">{item.japanese}</span>
              {field(id('en', row), false, 'long')}
            </li>
          ))}
          {section.toJapanese.map((item, row) => (
            <li key={item.english}>
              <span>{item.english}</span>
              {field(id('ja', row), true, 'long')}
            </li>
          ))}
        </ol>
      );
    case 'reading':
      return (
        <>
          <h3 className="worksheet-passage-title">{section.title}</h3>
          <div className="worksheet-passage" lang="ja">
            {section.passage.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <ol className="worksheet-items">
            {section.questions.map((question, row) => (
              <li key={question.question}>
                <span>{question.question}</span>
                {field(id(row), false, 'long')}
              </li>
            ))}
          </ol>
        </>
      );
    case 'kana-reading':
      return (
        <ol className="worksheet-kana-grid">
          {section.kana.map((kana, row) => (
            <li key={kana}>
              <span lang="ja" className="worksheet-big">
                {kana}
              </span>
              {field(id(row), false)}
            </li>
          ))}
        </ol>
      );
    case 'kana-writing':
      return (
        <ol className="worksheet-items">
          {section.words.map((word, row) => (
            <li key={word.kana}>
              <span>{word.english}</span>
              {field(id(row), true)}
            </li>
          ))}
        </ol>
      );
  }
}
