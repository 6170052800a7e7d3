// Next to the connection indicator: how many writes are kept on this device and not yet confirmed by the server.
// Also where the learner hears of a write the server refused for good (it is then dropped), and of a browser that
// refuses to keep writes on this device.
import {useEffect} from 'react';
import {useZero} from '@rocicorp/zero/react';
import {useNotify} from '../notices/notices.ts';
import {usePendingWrites, writeOutboxFor} from '../../app/outbox/write-outbox.ts';
import {pendingWritesLabel, refusalNotice, STORAGE_REFUSED_NOTICE} from './pending-label.ts';

export function PendingWritesIndicator() {
  const zero = useZero();
  const pending = usePendingWrites(zero);
  const {notify} = useNotify();

  useEffect(() => {
    const outbox = writeOutboxFor(zero);
    if (!outbox) return;
    const stopRefusals = outbox.onRefused(({entry, refusal, submittedHere}) => {
      console.warn(`the server refused ${entry.name} (${refusal.code})`, refusal.message);
      const notice = refusalNotice(entry.name, refusal.message, submittedHere);
      if (notice) notify('error', notice);
    });
    const stopStorage = outbox.onStorageRefused(() => notify('error', STORAGE_REFUSED_NOTICE));
    if (outbox.storageRefused()) notify('error', STORAGE_REFUSED_NOTICE);
    return () => {
      stopRefusals();
      stopStorage();
    };
  }, [zero, notify]);

  if (!pending.length) return null;
  return (
    <span className="pending-reviews" data-testid="pending-reviews" data-count={pending.length}
      title="Kept on this device and sent, in order, when the connection is back.">
      {pendingWritesLabel(pending)}
    </span>
  );
}
