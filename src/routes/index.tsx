import {createFileRoute, Link} from '@tanstack/react-router';
import {useSession} from '../features/auth/use-session.ts';

export const Route = createFileRoute('/')({
  head: () => ({meta: [{title: 'Genki Study · Learn Japanese along the Genki courses'}]}),
  component: HomePage,
});

const FEATURES = [
  {title: 'Chapter paths', text: 'Both Genki courses, chapter by chapter: lessons, grammar notes, vocabulary and practice in the order you need them.'},
  {title: 'Spaced repetition', text: 'FSRS schedules every word, kanji and radical for the moment you are about to forget it.'},
  {title: 'Kanji stroke order', text: 'Watch each stroke, then practise on a printable sheet.'},
  {title: 'Everywhere at once', text: 'Open it on your phone and your laptop: every change shows on all of them instantly, and keeps working on a flaky train connection.'},
];

function HomePage() {
  const {user} = useSession();
  return (
    <div className="page home">
      <section className="hero">
        <p className="hero-kicker">げんき · N5 → N4</p>
        <h1>Learn Japanese along the Genki courses</h1>
        <p className="hero-text">
          Genki Study follows Genki I (chapters 0–12) and Genki II (chapters 13–20) with lessons, vocabulary practice,
          kana quizzes, conjugation drills and spaced-repetition review that syncs across all your devices.
        </p>
        <div className="button-row">
          {user
            ? <Link to="/settings" className="button">Your settings</Link>
            : <Link to="/auth" search={{mode: 'sign-up'}} className="button">Create a free account</Link>}
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
