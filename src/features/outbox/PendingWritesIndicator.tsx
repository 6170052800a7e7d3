// Next to the connection indicator: how many writes are kept on this device and not yet confirmed by the server, and,
// opened, each of them with why it waits and Retry or Discard. Also where the learner hears of a write the server
// refused for good (it is then dropped), is asked about a conflict, and hears of a browser that refuses to keep
// writes on this device.
import {useEffect, useState} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {useNotify} from '../../app/notices/notices.ts';
import {usePendingWrites, writeOutboxFor} from '../../app/outbox/use-outbox.ts';
import {useSession} from '../../app/session/use-session.ts';
import {pendingWritesLabel, refusalNotice, STORAGE_REFUSED_NOTICE} from './write-words.ts';
import {PendingWritesPanel} from './PendingWritesPanel.tsx';
import {ConflictPrompts} from './ConflictPrompts.tsx';

export function PendingWritesIndicator() {
  const zero = useZero();
  const {user} = useSession();
  const entries = usePendingWrites(zero);
  const outbox = writeOutboxFor(zero);
  const {notify} = useNotify();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!outbox) return;
    const stopRefusals = outbox.onRefused(({entry, refusal, submittedHere}) => {
      console.warn(`the server refused ${entry.name} (${refusal.code})`, refusal.message);
      const notice = refusalNotice(entry, refusal.message, refusal.code, submittedHere);
      if (notice) notify('error', notice);
    });
    const stopStorage = outbox.onStorageRefused(() => notify('error', STORAGE_REFUSED_NOTICE));
    if (outbox.storageRefused()) notify('error', STORAGE_REFUSED_NOTICE);
    return () => {
      stopRefusals();
      stopStorage();
    };
  }, [outbox, notify]);

  const pending = entries.filter((entry) => !entry.refused);
  const conflicts = entries.filter((entry) => entry.refused);
  const stopped = pending.filter((entry) => entry.parked).length;
  const shown = open && pending.length > 0;
  // Once nothing waits the list closes, so that the next wait starts with it closed.
  useEffect(() => {
    if (!pending.length) setOpen(false);
  }, [pending.length]);

  return (
    <>
      {pending.length > 0 && (
        <button
          type="button"
          className={`pending-reviews${stopped ? ' pending-reviews-stopped' : ''}`}
          data-testid="pending-reviews"
          data-count={pending.length}
          aria-expanded={shown}
          aria-controls="pending-writes"
          title={
            stopped
              ? `${stopped} stopped: open to retry or discard`
              : 'Kept on this device and sent, in order, when the connection is back.'
          }
          onClick={() => setOpen((was) => !was)}
        >
          {pendingWritesLabel(pending)}
        </button>
      )}
      {shown && outbox && (
        <PendingWritesPanel id="pending-writes" entries={pending} outbox={outbox} onClose={() => setOpen(false)} />
      )}
      {outbox && user && <ConflictPrompts conflicts={conflicts} outbox={outbox} userID={user.id} />}
    </>
  );
}
