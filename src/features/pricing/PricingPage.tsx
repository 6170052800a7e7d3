// /pricing (requirements §2.1): a public page. The product is free; the page says what that includes.
import {Link} from '@tanstack/react-router';
import {useSession} from '../../app/session/use-session.ts';
import './pricing.css';

const INCLUDED = [
  'Both courses: Genki I and Genki II, all 21 chapter paths',
  'Lessons, grammar notes, vocabulary practice, kana quizzes and drills',
  'Spaced-repetition review with FSRS, including schedule optimisation',
  'Kanji stroke order and a printable practice sheet',
  'Your own vocabulary decks, folders and sharing',
  'Live sync across every tab and device, and study offline',
  'Your data: export everything or delete your account at any time',
];

export function PricingPage() {
  const {user} = useSession();
  return (
    <div className="page pricing">
      <header className="hero">
        <p className="hero-kicker">Pricing</p>
        <h1>Free, all of it</h1>
        <p className="hero-text">
          There is one plan, and it costs nothing. No trial, no locked chapters, no limit on reviews or decks.
        </p>
      </header>
      <section className="card pricing-plan" aria-labelledby="plan-heading">
        <h2 id="plan-heading">Learner</h2>
        <p className="pricing-price">
          <span className="pricing-amount">Free</span> <span className="hint-inline">for every learner, for good</span>
        </p>
        <ul className="pricing-list">
          {INCLUDED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {user ? (
          <Link to="/dashboard" className="button">
            Go to your dashboard
          </Link>
        ) : (
          <Link to="/auth" search={{mode: 'sign-up'}} className="button">
            Create a free account
          </Link>
        )}
      </section>
      <p className="hint">
        You can use the lessons and practice without an account; an account keeps your progress and reviews and syncs
        them. Questions? See the <Link to="/guides">guides</Link>.
      </p>
    </div>
  );
}
