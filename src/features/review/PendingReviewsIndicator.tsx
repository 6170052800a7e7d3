// Next to the connection indicator: how many answers are stored on this device and not yet confirmed by the
// server; and a notice when the server refuses one (it is then dropped).
import {useEffect} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {useNotify} from '../notices/notices.ts';
import {reviewOutboxFor, usePendingReviews} from './review-outbox.ts';

export function pendingLabel(count: number): string {
  return `${count} answer${count === 1 ? '' : 's'} waiting to sync`;
}

export function PendingReviewsIndicator() {
  const zero = useZero();
  const pending = usePendingReviews(zero);
  const {notify} = useNotify();

  useEffect(() => reviewOutboxFor(zero)?.onRejected(({message}) => {
    notify('error', `An answer could not be saved and was dropped: ${message}`);
  }), [zero, notify]);

  if (!pending.length) return null;
  return (
    <span className="pending-reviews" data-testid="pending-reviews" data-count={pending.length}
      title="Your answers are kept on this device and are sent, in order, when the connection is back.">
      {pendingLabel(pending.length)}
    </span>
  );
}
