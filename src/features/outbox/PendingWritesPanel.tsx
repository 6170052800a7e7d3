// The writes waiting on this device, each with where it stands, and Retry or Discard where the learner may use them
// (a write on its way may not be discarded: Zero may still deliver it).
import {useEffect, useState} from 'react';
import type {OutboxEntry} from '../../app/outbox/outbox-rules.ts';
import type {WriteOutbox} from '../../app/outbox/write-outbox.ts';
import {describeStatus, describeWrite} from './write-words.ts';

/** How often an open panel looks again at where each write stands (a retry's wait runs down). */
const REFRESH_MS = 1000;

export function PendingWritesPanel({
  id,
  entries,
  outbox,
  onClose,
}: {
  id: string;
  entries: readonly OutboxEntry[];
  outbox: WriteOutbox;
  onClose: () => void;
}) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), REFRESH_MS);
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', close);
    return () => {
      clearInterval(timer);
      window.removeEventListener('keydown', close);
    };
  }, [onClose]);

  return (
    <section id={id} className="pending-writes" aria-label="Changes waiting to sync" data-testid="pending-writes">
      <ol>
        {entries.map((entry) => {
          const status = outbox.statusOf(entry);
          return (
            <li key={entry.id} data-testid="pending-write" data-status={status.type}>
              <span className="pending-write-what">{describeWrite(entry)}</span>
              <span className="pending-write-status">{describeStatus(status)}</span>
              <span className="button-row">
                {outbox.retryable(entry) && (
                  <button type="button" className="button button-small" onClick={() => outbox.retry(entry.id)}>
                    Retry
                  </button>
                )}
                {outbox.discardable(entry) && (
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onClick={() => void outbox.discard(entry.id)}
                  >
                    Discard
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="link-button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
