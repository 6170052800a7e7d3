// A small "⋯" menu of actions for one row: opens on click or Enter, closes on Escape, a click outside or a choice,
// and gives the focus back to its button.
import {useEffect, useId, useRef, useState} from 'react';

export type MenuAction = {label: string; onSelect: () => void; danger?: boolean; testID?: string};

export function RowMenu({label, actions, testID}: {label: string; actions: MenuAction[]; testID?: string}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it; the keys come from its buttons.
    <div
      className="row-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        data-testid={testID}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu pattern, arrow keys included.
        <ul id={id} role="menu" className="row-menu-list">
          {actions.map((action, index) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                autoFocus={index === 0}
                className={action.danger ? 'row-menu-danger' : undefined}
                data-testid={action.testID}
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                  action.onSelect();
                }}
                onKeyDown={(event) => {
                  const items = [
                    ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLButtonElement>('button') ?? []),
                  ];
                  const at = items.indexOf(event.currentTarget);
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    items[(at + 1) % items.length]?.focus();
                  }
                  if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    items[(at - 1 + items.length) % items.length]?.focus();
                  }
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
