// /lessons: every lesson, grouped by chapter in path order, with the learner's completion.
import {Link} from '@tanstack/react-router';
import type {CatalogueStructure, LessonModule} from '../../../schema/catalogue.ts';
import {useModuleProgress} from '../progress/use-module-progress.ts';
import {MixedText} from '../../components/MixedText.tsx';

function lessonsOfChapters(structure: CatalogueStructure) {
  return structure.textbooks
    .flatMap((textbook) =>
      textbook.chapters.map((chapter) => ({
        textbook,
        chapter,
        lessons: chapter.learning_path_items
          .map((key) => structure.modules[key])
          .filter((module): module is LessonModule => module?.kind === 'lesson' && module.lesson_type === 'lesson'),
      })),
    )
    .filter((group) => group.lessons.length > 0);
}

export function LessonsOverview({structure}: {structure: CatalogueStructure}) {
  const {completedAt, signedIn} = useModuleProgress();
  const groups = lessonsOfChapters(structure);
  const total = groups.reduce((sum, group) => sum + group.lessons.length, 0);
  const done = groups.reduce(
    (sum, group) => sum + group.lessons.filter((lesson) => completedAt.has(lesson.key)).length,
    0,
  );
  return (
    <div className="page lessons-overview">
      <h1>Lessons</h1>
      <p className="hero-text">
        {total} lessons take you from the first kana to polite verbs.{' '}
        {signedIn ? (
          <span data-testid="lessons-done">
            {done} of {total} completed.
          </span>
        ) : (
          <span>
            <Link to="/auth" search={{mode: 'sign-in'}}>
              Sign in
            </Link>{' '}
            to track your progress.
          </span>
        )}
      </p>
      {groups.length === 0 && <p className="hint">No lessons yet.</p>}
      {groups.map(({textbook, chapter, lessons}) => (
        <section key={chapter.id} className="lesson-group" aria-labelledby={`${chapter.id}-lessons`}>
          <h2 id={`${chapter.id}-lessons`}>
            <Link to="/learn/$textbookId/$chapterSlug" params={{textbookId: textbook.id, chapterSlug: chapter.slug}}>
              Chapter {chapter.number}: <MixedText text={chapter.title} />
            </Link>
          </h2>
          <ul className="lesson-cards">
            {lessons.map((lesson) => {
              const completed = completedAt.has(lesson.key);
              return (
                <li key={lesson.key} className="card lesson-card" data-completed={completed || undefined}>
                  <Link to="/lessons/$slug" params={{slug: lesson.key}} className="lesson-card-link">
                    <span className="lesson-card-title">
                      <MixedText text={lesson.title} />
                    </span>
                    {completed && <span className="module-state">✓ Completed</span>}
                  </Link>
                  {lesson.description && (
                    <p className="hint">
                      <MixedText text={lesson.description} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
