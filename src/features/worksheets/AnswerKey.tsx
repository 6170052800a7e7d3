// The answer key: every blank's model answer (all the particles that fit), section by section. Shown on screen when
// asked for; on paper it always starts a page of its own.
import {MixedText} from '../../components/MixedText.tsx';
import {SECTION_TITLES, type Worksheet} from './worksheet.ts';
import {sectionBlanks} from './worksheet-blanks.ts';
import {listedAnswers} from './worksheet-check.ts';

export function AnswerKey({sheet, title, shown}: {sheet: Worksheet; title: string; shown: boolean}) {
  return (
    <section
      className="worksheet-key"
      data-shown={shown}
      aria-labelledby="worksheet-key-title"
      data-testid="worksheet-key"
    >
      <h2 id="worksheet-key-title">
        Answer key: <MixedText text={title} />
      </h2>
      {sheet.sections.map((section, index) => (
        <div className="worksheet-key-section" key={section.kind}>
          <h3>
            {index + 1}. <MixedText text={SECTION_TITLES[section.kind]} />
          </h3>
          <ol>
            {sectionBlanks(section, index).map(({id, label, blank}) => {
              const answers = listedAnswers(blank);
              return (
                <li key={id}>
                  <MixedText text={label} />:{' '}
                  <MixedText text={blank.kind === 'particle' ? answers.join(' or ') : answers[0]!} />
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
