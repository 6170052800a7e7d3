import type {ReactNode} from 'react';

/** Content wider than the page, e.g. a table, that scrolls sideways. It takes focus so the arrow keys scroll it
 * (axe: scrollable-region-focusable), and its label tells a screen reader what it holds. */
export function ScrollRegion({
  label,
  className = 'table-scroll',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a <section> would add a landmark to every table; the focus is what scrolling by keyboard needs.
    <div className={className} role="region" aria-label={`${label} (scrolls sideways)`} tabIndex={0}>
      {children}
    </div>
  );
}
