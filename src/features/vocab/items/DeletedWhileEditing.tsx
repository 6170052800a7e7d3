// The word the learner was editing was deleted by someone else: who deleted it, the learner's text that was not sent
// yet, and the choice to add the word back with it (a new word, where it was) or let it go. It goes by itself if the
// delete is undone, and the text is back in the editor.
import {MixedText} from '../../../components/MixedText.tsx';
import type {TypedLine} from './typed-text.ts';

type Props = {
  word: string;
  deletedBy: string;
  lines: readonly TypedLine[];
  error: string | null;
  onAddBack: () => void;
  onDismiss: () => void;
};

export function DeletedWhileEditing({word, deletedBy, lines, error, onAddBack, onDismiss}: Props) {
  return (
    <section className="callout callout-warn word-deleted" role="alert" data-testid="word-deleted">
      <p className="callout-title">
        <MixedText text={`“${word}”`} /> was deleted by {deletedBy} while you were editing it.
      </p>
      {lines.length > 0 && (
        <>
          <p>Your text was not saved to it, and is kept here:</p>
          <dl className="word-deleted-text" data-testid="word-deleted-text">
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the kept text, listed once, never reordered.
              <div key={index}>
                <dt>{line.label}</dt>
                <dd>
                  <MixedText text={line.text} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {error && <p className="field-error">{error}</p>}
      <div className="button-row">
        <button type="button" className="button button-small" data-testid="word-deleted-readd" onClick={onAddBack}>
          {lines.length ? 'Add it back with my text' : 'Add it back'}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="word-deleted-dismiss"
          onClick={onDismiss}
        >
          {lines.length ? 'Discard my text' : 'Dismiss'}
        </button>
      </div>
    </section>
  );
}
