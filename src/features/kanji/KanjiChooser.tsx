// The kanji /kanji-test shows, chosen by typing it: one kanji that KanjiVG draws, else a message and no change.
import {useId, useState, type FormEvent} from 'react';
import {MixedText} from '../../components/MixedText.tsx';
import {kanjiChoiceSchema} from './kanji-choice.ts';
import {loadStrokeData} from './stroke-api.ts';
import {firstIssueMessage} from '../../../schema/validators.ts';

export function KanjiChooser({current, onChoose}: {current: string; onChoose: (kanji: string) => void}) {
  const errorId = useId();
  const [text, setText] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const choose = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = kanjiChoiceSchema.safeParse(text);
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.error));
    setChecking(true);
    try {
      if (await loadStrokeData(parsed.data)) {
        setProblem(null);
        onChoose(parsed.data);
      } else {
        setProblem(`KanjiVG has no stroke order for ${parsed.data}. Try another kanji.`);
      }
    } catch (error) {
      setProblem(
        `Could not look up ${parsed.data}: ${error instanceof Error ? error.message : String(error)}. Try again.`,
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="kanji-chooser field-row" onSubmit={(event) => void choose(event)} noValidate>
      <div className="field">
        <label htmlFor="kanji-choice">Kanji to show</label>
        <input
          id="kanji-choice"
          type="text"
          lang="ja"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <p className="field-error" id={errorId} role="alert">
            <MixedText text={problem} />
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={checking}>
        Show its strokes
      </button>
    </form>
  );
}
