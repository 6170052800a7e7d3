// Keyboard shortcuts of the practice screens. Letters and digits act only when the learner is not typing into a
// field (with Alt they act there too); Enter is left to the focused button or the answer form; Esc always leaves.
import {useEffect, useRef} from 'react';

export type PracticeShortcut =
  | {type: 'choose'; index: number}
  | {type: 'next'}
  | {type: 'speak'}
  | {type: 'toggle-typed'}
  | {type: 'toggle-reading'}
  | {type: 'switch-mode'}
  | {type: 'hint'}
  | {type: 'leave'};

export type ShortcutKey = {key: string; code: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean};
/** What has the focus: a text field, a control that acts on Enter itself (button, link, radio), or anything else. */
export type ShortcutTarget = 'text' | 'control' | 'other';

const LETTER_SHORTCUTS: Record<string, PracticeShortcut> = {
  KeyR: {type: 'speak'},
  KeyT: {type: 'toggle-typed'},
  KeyF: {type: 'toggle-reading'},
  KeyM: {type: 'switch-mode'},
  KeyH: {type: 'hint'},
};

export function practiceShortcut(event: ShortcutKey, target: ShortcutTarget): PracticeShortcut | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.key === 'Escape') return {type: 'leave'};
  if (event.key === 'Enter') return target === 'other' && !event.altKey ? {type: 'next'} : null;
  if (target === 'text' && !event.altKey) return null;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code);
  if (digit) return {type: 'choose', index: Number(digit[1]) - 1};
  return LETTER_SHORTCUTS[event.code] ?? null;
}

function targetKind(target: EventTarget | null): ShortcutTarget {
  if (!(target instanceof HTMLElement)) return 'other';
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return 'text';
  if (target instanceof HTMLInputElement)
    return ['radio', 'checkbox', 'button', 'submit'].includes(target.type) ? 'control' : 'text';
  return target.closest('button, a[href], select, summary') ? 'control' : 'other';
}

/** Calls `onShortcut` for every shortcut pressed on the page; a handler that returns true has used the key. */
export function usePracticeShortcuts(onShortcut: (shortcut: PracticeShortcut) => boolean) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = practiceShortcut(event, targetKind(event.target));
      if (shortcut && handler.current(shortcut)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
