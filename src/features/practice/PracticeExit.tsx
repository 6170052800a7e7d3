// Where a practice screen leads back to: the chapter whose path holds it, or home.
import {Link} from '@tanstack/react-router';
import type {ChapterLink} from '../../app/catalogue/structure-lookup.ts';

/** Where Leave goes: a path, with search parameters when it needs them. */
export type ExitTarget = {to: string; search?: Record<string, unknown>; label: string};

export function practiceExit(chapter: ChapterLink | null): ExitTarget {
  return chapter ? {to: chapter.href, label: `Back to chapter ${chapter.number}`} : {to: '/', label: 'Back home'};
}

export function ExitLink({chapter, exit = practiceExit(chapter)}: {chapter: ChapterLink | null; exit?: ExitTarget}) {
  return (
    <Link to={exit.to} search={exit.search} className="button button-secondary">
      {exit.label}
    </Link>
  );
}

export function ChapterKicker({chapter}: {chapter: ChapterLink | null}) {
  return (
    chapter && (
      <Link to={chapter.href} className="practice-kicker">
        Chapter {chapter.number} · {chapter.title}
      </Link>
    )
  );
}
