import type {ReactNode} from 'react';
import {MixedText} from '../MixedText.tsx';

const TONES = {note: 'callout', tip: 'callout callout-ok', warning: 'callout callout-warn'} as const;

/** A boxed aside: a note, a tip or a common mistake to avoid. */
export function Callout({
  tone = 'note',
  title,
  children,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
}) {
  return (
    <aside className={TONES[tone]}>
      {title && (
        <p className="callout-title">
          <MixedText text={title} />
        </p>
      )}
      {children}
    </aside>
  );
}
