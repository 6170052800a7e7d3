import {createFileRoute, Link} from '@tanstack/react-router';
import {useSession} from '../app/session/use-session.ts';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/')({
  staticData: {withoutZero: true},
  head: () => pageHead('/'),
  component: HomePage,
});

const COURSES = [
  {
    id: 'genki_1',
    name: 'Genki I',
    level: 'N5',
    chapters: 'Chapters 0–12',
    text: 'From your first hiragana to te-forms, short forms and talking about the past.',
    cover: '/covers/genki_1.svg',
  },
  {
    id: 'genki_2',
    name: 'Genki II',
    level: 'N4',
    chapters: 'Chapters 13–20',
    text: 'Potential and volitional forms, giving and receiving, and polite and humble speech.',
    cover: '/covers/genki_2.svg',
  },
] as const;

const FEATURES = [
  {
    title: 'Learning paths',
    text: 'Every chapter is a path of short steps: a lesson, then its practice, then a quiz, ending with a test of the chapter’s words. You always know what comes next.',
  },
  {
    title: 'Spaced-repetition review',
    text: 'FSRS schedules every word, kanji and radical for the moment you are about to forget it, so a few minutes a day go a long way.',
  },
  {
    title: 'Kanji stroke order',
    text: 'See how each kanji is written, stroke by stroke, and learn it through the radicals it is built from.',
  },
  {
    title: 'Everywhere at once',
    text: 'Open it on your phone and your laptop: a finished step or a changed setting shows on all of them instantly.',
  },
];

function HomePage() {
  const {user} = useSession();
  return (
    <div className="page home">
      <section className="hero">
        <p className="hero-kicker">
          <span lang="ja">げんき</span> · N5 → N4
        </p>
        <h1>Learn Japanese along the Genki courses</h1>
        <p className="hero-text">
          Genki Study follows Genki I and Genki II chapter by chapter, with lessons, grammar notes, vocabulary practice,
          kana quizzes, conjugation drills and spaced-repetition review that syncs across all your devices.
        </p>
        <div className="button-row">
          <Link to="/learn" className="button" data-testid="start-learning">
            Start learning
          </Link>
          {user ? (
            <Link to="/lessons" className="button button-secondary">
              Browse the lessons
            </Link>
          ) : (
            <Link to="/auth" search={{mode: 'sign-up'}} className="button button-secondary">
              Create a free account
            </Link>
          )}
        </div>
      </section>

      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading">Two courses, twenty-one chapters</h2>
        <div className="course-grid">
          {COURSES.map((course) => (
            <Link key={course.id} to="/learn/$textbookId" params={{textbookId: course.id}} className="card course-card">
              <img src={course.cover} alt="" width={90} height={120} />
              <span>
                <strong className="course-name">{course.name}</strong>{' '}
                <span className="hint-inline">
                  {course.level} · {course.chapters}
                </span>
                <span className="hint">{course.text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className="feature-grid" aria-label="What you can do">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
