// A lesson page: the catalogue's title, the lesson body (loaded on demand), "Mark complete" and the next step of
// the chapter's path. A lesson whose body is not written yet still gets its title and buttons.
import {lazy, Suspense, type ComponentType, type LazyExoticComponent} from 'react';
import {Link} from '@tanstack/react-router';
import type {CatalogueStructure, LessonModule} from '../../../schema/catalogue.ts';
import {moduleLink} from '../../../schema/module-links.ts';
import {AppLink} from '../../components/AppLink.tsx';
import {Loading} from '../../components/Loading.tsx';
import {chapterContaining, nextStep} from '../../app/catalogue/structure-lookup.ts';
import {MarkCompleteButton} from '../progress/MarkCompleteButton.tsx';
import {LESSON_CONTENT} from './lesson-registry.ts';
import {MixedText} from '../../components/MixedText.tsx';

const lessonBodies = new Map<string, LazyExoticComponent<ComponentType>>();

function lessonBody(slug: string): LazyExoticComponent<ComponentType> | null {
  const load = LESSON_CONTENT[slug];
  if (!load) return null;
  if (!lessonBodies.has(slug)) lessonBodies.set(slug, lazy(load));
  return lessonBodies.get(slug)!;
}

export function LessonPage({structure, lesson}: {structure: CatalogueStructure; lesson: LessonModule}) {
  const Body = lessonBody(lesson.key);
  const place = chapterContaining(structure, lesson.key);
  const next = nextStep(structure, lesson.key);
  return (
    <article className="page lesson-page" aria-labelledby="lesson-title">
      {place && (
        <nav className="breadcrumbs" aria-label="Breadcrumbs">
          <Link
            to="/learn/$textbookId/$chapterSlug"
            params={{textbookId: place.textbook.id, chapterSlug: place.chapter.slug}}
          >
            {place.textbook.short_name} · Chapter {place.chapter.number}
          </Link>
          <span aria-hidden="true"> / </span>
          <Link to="/lessons">Lessons</Link>
        </nav>
      )}
      <h1 id="lesson-title">
        <MixedText text={lesson.title} />
      </h1>
      {lesson.vocab_deck_id && (
        <p className="callout">
          This lesson’s words are in a built-in deck.{' '}
          <a href={`/vocab?import=${encodeURIComponent(lesson.vocab_deck_id)}`}>
            Add the chapter’s vocabulary to your decks
          </a>{' '}
          to review it.
        </p>
      )}
      <div className="lesson">
        {Body ? (
          <Suspense fallback={<Loading what="Loading the lesson…" />}>
            <Body />
          </Suspense>
        ) : (
          <p className="callout callout-warn" data-testid="lesson-being-written">
            This lesson is being written. {lesson.description && <MixedText text={lesson.description} />}
          </p>
        )}
      </div>
      <footer className="lesson-footer">
        <MarkCompleteButton modulePath={lesson.key} />
        {next?.kind === 'module' && (
          <AppLink className="button" href={moduleLink(next.module)} data-testid="next-step">
            Next: <MixedText text={next.module.title} /> →
          </AppLink>
        )}
        {next?.kind === 'chapter' && (
          <Link
            className="button"
            to="/learn/$textbookId/$chapterSlug"
            params={{textbookId: next.textbookId, chapterSlug: next.chapterSlug}}
            data-testid="next-step"
          >
            Back to the chapter →
          </Link>
        )}
      </footer>
    </article>
  );
}
