// "Review" in the main navigation, with the number of cards due now; hovering or focusing it shows the groups
// (requirements §9). The count follows answers given in any tab or device, or comes from the live external service.
import {useState} from 'react';
import {Link} from '@tanstack/react-router';
import type {ShownDueCounts} from './use-due-counts.ts';
import {SERVICE_LABELS, type ServiceName} from '../../../schema/external-services.ts';

/** `counts`: null while they load (or Zero does), and for a visitor. `service`: the live service they come from. */
export function ReviewLink({counts, service = null}: {counts: ShownDueCounts | null; service?: ServiceName | null}) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const total = counts ? `${counts.total}${counts.atLeast ? '+' : ''}` : null;
  const where = service ? ` in ${SERVICE_LABELS[service]}` : '';
  const show = (event: {currentTarget: HTMLElement}) => setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);

  return (
    <>
      <Link
        to="/practice/review"
        className="nav-link review-nav-link"
        activeProps={{'aria-current': 'page'}}
        data-testid="review-nav-link"
        data-due-total={counts?.total}
        aria-describedby={counts ? 'review-due-groups' : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Review
        {counts && counts.total > 0 && (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the badge's label joins the link's name (tests/e2e/navigation.spec.ts).
          <span className="due-badge" data-testid="due-badge" aria-label={`${total} due${where}`}>
            {total}
          </span>
        )}
      </Link>
      {counts && (
        <span
          id="review-due-groups"
          role="tooltip"
          className="due-popover"
          data-testid="due-popover"
          hidden={!anchor}
          style={anchor ? {top: anchor.bottom + 6, left: anchor.left} : undefined}
        >
          <strong>
            {total} due now{where}
          </strong>
          <span>Meanings · vocabulary: {counts.meanings.vocab}</span>
          <span>Meanings · kanji and radicals: {counts.meanings.kanji}</span>
          <span>Spellings: {counts.spellings}</span>
          <span>Writing kanji: {counts.writing}</span>
        </span>
      )}
    </>
  );
}
