// A modal question with a few answers, on the native <dialog>: focus moves into it and stays there, Escape cancels,
// and the page behind is inert.
import {useEffect, useRef, type ReactNode} from 'react';

export type DialogAction = {
  label: string;
  onSelect: () => void;
  tone?: 'primary' | 'danger' | 'secondary';
  testID?: string;
};

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: DialogAction[];
  onCancel: () => void;
  cancelLabel?: string;
  testID?: string;
};

export function ConfirmDialog({open, title, children, actions, onCancel, cancelLabel = 'Cancel', testID}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${testID ?? 'confirm'}-title`}
      data-testid={testID}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${testID ?? 'confirm'}-title`}>{title}</h2>
      <div className="confirm-dialog-body">{children}</div>
      <div className="button-row confirm-dialog-actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            data-testid={action.testID}
            className={`button ${action.tone === 'danger' ? 'button-danger' : action.tone === 'secondary' ? 'button-secondary' : ''}`}
            onClick={action.onSelect}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
