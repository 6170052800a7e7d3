// Short messages for the learner (a save that failed, a link that was sent), shown by <Notices />.
import {atom, useSetAtom} from 'jotai';
import {useCallback} from 'react';

/** A notice may offer one action (e.g. Undo); taking it dismisses the notice. */
export type NoticeAction = {label: string; onSelect: () => void};
export type Notice = {id: number; kind: 'error' | 'success' | 'info'; message: string; action?: NoticeAction};

export const noticesAtom = atom<Notice[]>([]);
let nextNoticeID = 1;
/** How long a notice stays, and so how long its action (an undo) is offered. */
export const NOTICE_LIFETIME_MS = 6000;

export function useNotify() {
  const setNotices = useSetAtom(noticesAtom);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), [setNotices]);
  const notify = useCallback(
    (kind: Notice['kind'], message: string, action?: NoticeAction) => {
      const id = nextNoticeID++;
      setNotices((all) => [...all.slice(-3), {id, kind, message, ...(action && {action})}]);
      setTimeout(() => dismiss(id), NOTICE_LIFETIME_MS);
    },
    [setNotices, dismiss],
  );
  return {notify, dismiss};
}
