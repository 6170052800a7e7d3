import {useAtomValue} from 'jotai';
import {noticesAtom, useNotify} from './notices.ts';

export function Notices() {
  const notices = useAtomValue(noticesAtom);
  const {dismiss} = useNotify();
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.kind}`} data-testid={`notice-${notice.kind}`}>
          <span>{notice.message}</span>
          {notice.action && (
            <button
              type="button"
              className="link-button notice-action"
              data-testid="notice-action"
              onClick={() => {
                notice.action!.onSelect();
                dismiss(notice.id);
              }}
            >
              {notice.action.label}
            </button>
          )}
          <button type="button" className="notice-close" aria-label="Dismiss" onClick={() => dismiss(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
