// The write step after a word spelt right (writing-step.ts): its kanji on the writing pad, one after another, each
// checked stroke by stroke. The question around it offers "Skip writing" until the last kanji is written.
import {useId, useState} from 'react';
import {KanjiWriting} from '../handwriting/KanjiWriting.tsx';

type WordWritingProps = {
  /** The kanji to write, in order (at least one). */
  characters: readonly string[];
  /** Called when the last kanji has been written to its last stroke. */
  onAllWritten: () => void;
};

export function WordWriting({characters, onAllWritten}: WordWritingProps) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [written, setWritten] = useState(false);
  const character = characters[index]!;
  const isLast = index === characters.length - 1;
  const finished = () => {
    setWritten(true);
    if (isLast) onAllWritten();
  };
  const nextKanji = () => {
    setIndex(index + 1);
    setWritten(false);
  };
  return (
    <section className="word-writing" data-testid="word-writing" aria-labelledby={titleId}>
      <p className="practice-ask" id={titleId}>
        Now write its kanji
      </p>
      <p className="hint" data-testid="word-writing-kanji">
        {characters.length > 1 && `Kanji ${index + 1} of ${characters.length}: `}
        Write <span lang="ja">{character}</span> one stroke at a time, in order.
      </p>
      <KanjiWriting key={character} character={character} onFinished={finished} />
      {written && !isLast && (
        <button type="button" className="button" autoFocus onClick={nextKanji}>
          Next kanji: <span lang="ja">{characters[index + 1]}</span>
        </button>
      )}
    </section>
  );
}
