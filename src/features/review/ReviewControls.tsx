// Under a card in review: "Show answer" until the answer shows, then the four grades, each with its key and, where
// the scheduler is ours, when the card would come back; a grade suggested by how the answer went is marked and has
// the focus, so Enter accepts it. Shared by the built-in review and Anki's cards.
import {GRADES, type Rating} from './review-keys.ts';

type Props = {
  revealed: boolean;
  onReveal: () => void;
  onGrade: (rating: Rating) => void;
  disabled?: boolean;
  intervalOf?: (rating: Rating) => string | undefined;
  suggested?: Rating;
};

export function ReviewControls({revealed, onReveal, onGrade, disabled = false, intervalOf, suggested}: Props) {
  if (!revealed) {
    return (
      <button type="button" className="button review-reveal" autoFocus onClick={onReveal} disabled={disabled}>
        Show answer{' '}
        <small>
          <kbd>Space</kbd>
        </small>
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: four buttons, not a form: a fieldset would make them one.
    <div className="review-grades" role="group" aria-label="How well did you know it?">
      {GRADES.map(({rating, label}) => {
        const interval = intervalOf?.(rating);
        return (
          <button
            key={rating}
            type="button"
            className={`button review-grade review-grade-${rating}${rating === suggested ? ' review-grade-suggested' : ''}`}
            autoFocus={rating === suggested}
            onClick={() => onGrade(rating)}
          >
            <span>{label}</span>
            {rating === suggested && <span className="review-grade-suggestion">Suggested</span>}
            <small>
              <kbd>{rating}</kbd>
              {interval ? ` · ${interval}` : ''}
            </small>
          </button>
        );
      })}
    </div>
  );
}
