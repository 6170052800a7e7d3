// The review shortcuts on the window while a card shows (review-keys.ts says which key does what); keys typed into a
// field are left alone.
import {useEffect} from 'react';
import {reviewKeyAction, type Rating} from './review-keys.ts';

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function useReviewKeys({
  enabled,
  revealed,
  onReveal,
  onGrade,
}: {
  enabled: boolean;
  revealed: boolean;
  onReveal: () => void;
  onGrade: (rating: Rating) => void;
}) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const action = reviewKeyAction(event, revealed);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'reveal') onReveal();
      else onGrade(action.rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, revealed, onReveal, onGrade]);
}
