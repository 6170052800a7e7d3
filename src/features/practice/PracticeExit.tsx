// Where a practice screen leads back to: the chapter whose path holds it, or home.
import {Link} from '@tanstack/react-router';
import type {ChapterLink} from '../catalogue/structure-lookup.ts';

export function practiceExit(chapter: ChapterLink | null): {to: string; label: string} {
  return chapter ? {to: chapter.href, label: `Back to chapter ${chapter.number}`} : {to: '/', label: 'Back home'};
}

export function ExitLink({chapter}: {chapter: ChapterLink | null}) {
  const exit = practiceExit(chapter);
  return <Link to={exit.to} className="button button-secondary">{exit.label}</Link>;
}

export function ChapterKicker({chapter}: {chapter: ChapterLink | null}) {
  return chapter && <Link to={chapter.href} className="practice-kicker">Chapter {chapter.number} · {chapter.title}</Link>;
}
