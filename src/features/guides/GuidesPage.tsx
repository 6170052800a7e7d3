// /guides: the guides we have written, each with what it answers.
import {Link} from '@tanstack/react-router';
import './guides.css';

export function GuidesPage() {
  return (
    <div className="page guides">
      <h1>Guides</h1>
      <p className="hint">Short reads on how Genki Study works and how it fits with the other tools you may use.</p>
      <ul className="guide-list">
        <li className="card">
          <h2>
            <Link to="/guides/srs">How spaced repetition works here</Link>
          </h2>
          <p>What FSRS does with your answers, what desired retention means, and when to optimise your schedule.</p>
        </li>
        <li className="card">
          <h2>
            <Link to="/guides/comparison">Genki Study, Anki, WaniKani and jpdb</Link>
          </h2>
          <p>What each tool is best at, and how to use them side by side without doing the same work twice.</p>
        </li>
      </ul>
    </div>
  );
}
