// Moving between courses and chapters: one tab per course, one link per chapter of the shown course.
import {Link} from '@tanstack/react-router';
import type {Chapter, Textbook} from '../../../schema/catalogue.ts';

export function ChapterSwitcher({
  textbooks,
  textbook,
  chapter,
}: {
  textbooks: Textbook[];
  textbook: Textbook;
  chapter: Chapter;
}) {
  return (
    <nav className="chapter-switcher" aria-label="Courses and chapters" data-tour="chapter-switcher">
      <ul className="course-tabs">
        {textbooks.map((each) => (
          <li key={each.id}>
            <Link
              to="/learn/$textbookId"
              params={{textbookId: each.id}}
              className="course-tab"
              aria-current={each.id === textbook.id ? 'page' : undefined}
            >
              {each.short_name} <span className="hint-inline">{each.level}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="chapter-pills">
        {textbook.chapters.map((each) => (
          <li key={each.id}>
            <Link
              to="/learn/$textbookId/$chapterSlug"
              params={{textbookId: textbook.id, chapterSlug: each.slug}}
              className="chapter-pill"
              aria-current={each.id === chapter.id ? 'page' : undefined}
              title={each.title}
              aria-label={`Chapter ${each.number}: ${each.title}`}
            >
              {each.number}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
