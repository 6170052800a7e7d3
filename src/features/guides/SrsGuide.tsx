// /guides/srs: our own explanation of spaced repetition and FSRS as this product uses it.
import {Link} from '@tanstack/react-router';
import './guides.css';

export function SrsGuide() {
  return (
    <article className="page guide">
      <header>
        <p className="hero-kicker">Guide</p>
        <h1>How spaced repetition works here</h1>
        <p className="hint">Five minutes to understand why a word comes back when it does.</p>
      </header>

      <section aria-labelledby="forgetting">
        <h2 id="forgetting">Forgetting is predictable</h2>
        <p>
          Right after you learn a word you are almost sure to remember it; a day later a little less; a week later less
          again. The drop is steep for new words and gentle for words you have met many times. Reviewing a word just as
          you are starting to lose it costs one short effort and makes the next drop much gentler. Spaced repetition is
          the habit of reviewing each item at that moment, and no sooner.
        </p>
      </section>

      <section aria-labelledby="fsrs">
        <h2 id="fsrs">What FSRS keeps for each card</h2>
        <p>
          Every word, kanji and radical you practise becomes a card (one for meanings, one for spellings). The
          scheduler, FSRS (the Free Spaced Repetition Scheduler), keeps three numbers for each card:
        </p>
        <dl className="guide-terms">
          <dt>Stability</dt>
          <dd>
            How many days it takes for your chance of remembering the card to fall to 90%. It grows each time you
            remember.
          </dd>
          <dt>Difficulty</dt>
          <dd>
            How hard the card is for you, from 1 to 10. Cards you often forget grow harder and their stability grows
            more slowly.
          </dd>
          <dt>Retrievability</dt>
          <dd>Your chance of remembering the card right now. It falls as the days pass since the last review.</dd>
        </dl>
        <p>The card is due when its retrievability reaches your desired retention.</p>
      </section>

      <section aria-labelledby="grades">
        <h2 id="grades">The four answers</h2>
        <ul>
          <li>
            <strong>Again</strong>: you did not remember. The card comes back within minutes and its stability drops.
          </li>
          <li>
            <strong>Hard</strong>: you remembered with effort. A shorter wait than Good.
          </li>
          <li>
            <strong>Good</strong>: you remembered. The usual answer; most of your answers should be this one.
          </li>
          <li>
            <strong>Easy</strong>: you knew it at once. A much longer wait.
          </li>
        </ul>
        <p>
          Each button shows when the card would come back, so you can see the effect of your answer before you give it.
        </p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention">Desired retention</h2>
        <p>
          Desired retention is the share of due cards you want to remember. At 90% (the default) you will remember about
          nine cards in ten when they come up. Raising it to 95% brings cards back sooner: you forget less, but you
          review noticeably more. Lowering it to 80% means fewer reviews and more forgetting. Between 85% and 92% suits
          almost everyone; you can change it under{' '}
          <Link to="/settings" hash="settings-reviews">
            Settings → Reviews
          </Link>
          .
        </p>
        <p>
          The dashboard shows your <em>true retention</em>: of the due cards you reviewed in the last 30 days, the share
          you did not answer Again. If it sits well below your desired retention, the default parameters underestimate
          how fast you forget; that is what optimisation fixes.
        </p>
      </section>

      <section aria-labelledby="optimise">
        <h2 id="optimise">Optimising your schedule</h2>
        <p>
          FSRS starts with parameters that fit most learners. Once you have answered at least 400 reviews,{' '}
          <em>Optimise my schedule</em> in Settings fits the 21 parameters to your own history with the FSRS project’s
          optimiser. It shows how well the new parameters predict your answers compared with the defaults (lower log
          loss is better) and how many reviews a day they would ask of you, and only applies them if you confirm. You
          can go back to the defaults at any time.
        </p>
      </section>

      <section aria-labelledby="habits">
        <h2 id="habits">Habits that help</h2>
        <ul>
          <li>Review a little every day: ten minutes daily beats an hour on Sunday.</li>
          <li>
            Answer honestly. Pressing Good on a card you missed only hides it until you have forgotten it completely.
          </li>
          <li>
            Add new words at a pace you can keep: every new word brings a handful of reviews over the following weeks.
          </li>
          <li>
            Look at the forecast on <Link to="/review">Review</Link> before a busy week.
          </li>
        </ul>
      </section>
    </article>
  );
}
