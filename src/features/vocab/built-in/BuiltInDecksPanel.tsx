// The built-in decks of /vocab: each chapter's word list, by course and chapter. Open one to read its words; signed
// in, import it into your own decks.
import {Loading} from '../../../components/Loading.tsx';

import {useBuiltInDecks} from './use-built-in-decks.ts';
import {plural} from '../../../app/plural.ts';

type Props = {selected: string | undefined; onSelect: (key: string) => void};

export function BuiltInDecksPanel({selected, onSelect}: Props) {
  const state = useBuiltInDecks();
  if (state.status === 'loading') return <Loading what="Loading the built-in decks…" />;
  if (state.status === 'error')
    return (
      <p className="field-error" role="alert">
        The built-in decks could not be loaded: {state.message}
      </p>
    );
  const {courses, counts} = state.value;
  return (
    <div className="built-in-decks" data-testid="built-in-decks">
      {courses.map((course) => (
        <section key={course.id} aria-labelledby={`course-${course.id}`}>
          <h3 id={`course-${course.id}`} className="built-in-course">
            {course.name}
          </h3>
          <ul className="deck-tree">
            {course.chapters.flatMap((chapter) =>
              chapter.decks.map((deck) => (
                <li key={deck.key} className="deck-tree-deck" data-testid="built-in-deck-row" data-deck-key={deck.key}>
                  <div className="deck-tree-line">
                    <button
                      type="button"
                      className="deck-tree-select"
                      aria-current={deck.key === selected ? 'true' : undefined}
                      title={`Chapter ${chapter.number}: ${chapter.title}`}
                      onClick={() => onSelect(deck.key)}
                    >
                      <span className="deck-tree-name">
                        <span className="deck-tree-chapter">Ch. {chapter.number}</span> {chapter.title}
                      </span>
                      <span className="deck-tree-count">{plural(counts.get(deck.key) ?? 0, 'word')}</span>
                    </button>
                  </div>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
