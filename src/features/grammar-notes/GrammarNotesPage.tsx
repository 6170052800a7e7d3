// /grammar-notes: one section per chapter (#chapter-N, the target of each chapter's grammar-notes module).
import {useEffect} from 'react';
import {Link, useLocation} from '@tanstack/react-router';
import {chapterSlug, textbookOfChapter, type CatalogueStructure} from '../../../schema/catalogue.ts';
import {findChapter} from '../../app/catalogue/structure-lookup.ts';
import {GRAMMAR_NOTES} from './grammar-notes.ts';
import {MixedText} from '../../components/MixedText.tsx';

export function GrammarNotesPage({structure}: {structure: CatalogueStructure}) {
  const {hash} = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
  const chapters = Object.keys(GRAMMAR_NOTES)
    .map(Number)
    .sort((a, b) => a - b);
  return (
    <div className="page grammar-notes">
      <h1>Grammar notes</h1>
      <p className="hero-text">
        The grammar of each chapter in a few lines, with examples. Each chapter’s path links to its section.
      </p>
      <nav aria-label="Chapters" className="chapter-pills-nav">
        <ul className="chapter-pills">
          {chapters.map((chapter) => (
            <li key={chapter}>
              <a className="chapter-pill" href={`#${chapterSlug(chapter)}`}>
                {chapter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {chapters.map((chapter) => {
        const textbookId = textbookOfChapter(chapter);
        const place = findChapter(structure, textbookId, chapterSlug(chapter));
        return (
          <section
            key={chapter}
            id={chapterSlug(chapter)}
            className="card grammar-chapter"
            aria-labelledby={`${chapterSlug(chapter)}-title`}
          >
            <h2 id={`${chapterSlug(chapter)}-title`}>
              Chapter {chapter}
              {place && (
                <>
                  : <MixedText text={place.chapter.title} />
                </>
              )}
            </h2>
            {GRAMMAR_NOTES[chapter]!.map((point) => (
              <article key={point.title} className="grammar-point">
                <h3 lang="ja">{point.title}</h3>
                {point.notes.map((note) => (
                  <p key={note}>
                    <MixedText text={note} />
                  </p>
                ))}
                <ul className="grammar-examples">
                  {point.examples.map((example) => (
                    <li key={example.japanese}>
                      <span lang="ja" className="example-japanese">
                        {example.japanese}
                      </span>{' '}
                      <span className="hint-inline">
                        <MixedText text={example.english} />
                      </span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
            <p>
              <Link to="/learn/$textbookId/$chapterSlug" params={{textbookId, chapterSlug: chapterSlug(chapter)}}>
                Open the chapter {chapter} path
              </Link>
            </p>
          </section>
        );
      })}
    </div>
  );
}
