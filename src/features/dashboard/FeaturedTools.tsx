// Shortcuts to the tools learners come back to most, with the number of reviews waiting.
import {Link} from '@tanstack/react-router';
import {useShownReviewCounts} from '../review/use-shown-review-counts.ts';
import {SERVICE_LABELS} from '../../../schema/external-services.ts';
import {AppLink} from '../../components/AppLink.tsx';

export function FeaturedTools() {
  const {counts, service} = useShownReviewCounts();
  return (
    <section
      className="card dashboard-tools"
      aria-labelledby="tools-heading"
      data-tour="featured-tools"
      data-testid="featured-tools"
    >
      <h2 id="tools-heading">Featured tools</h2>
      <ul className="tool-list">
        <li>
          <Link to="/review">Review</Link>
          <span className="hint-inline">
            {' '}
            ·{' '}
            {counts
              ? `${counts.total}${counts.atLeast ? '+' : ''} due now${service ? ` in ${SERVICE_LABELS[service]}` : ''}`
              : 'spaced repetition'}
          </span>
        </li>
        <li>
          <Link to="/kanji-test">Kanji stroke order</Link>
          <span className="hint-inline"> · watch each stroke</span>
        </li>
        <li>
          <Link to="/additional-resources/kanji-practice-sheet">Kanji practice sheet</Link>
          <span className="hint-inline"> · print and write</span>
        </li>
        <li>
          <Link to="/grammar-notes">Grammar notes</Link>
          <span className="hint-inline"> · every chapter’s grammar</span>
        </li>
        <li>
          <AppLink href="/guides/srs">How reviews work</AppLink>
          <span className="hint-inline"> · FSRS explained</span>
        </li>
      </ul>
    </section>
  );
}
