import {createFileRoute, Link} from '@tanstack/react-router';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/additional-resources/')({
  staticData: {withoutZero: true},
  head: () => pageHead('/additional-resources/'),
  component: AdditionalResourcesPage,
});

function AdditionalResourcesPage() {
  return (
    <div className="page">
      <h1>Additional resources</h1>
      <ul className="resource-list">
        <li className="card">
          <h2>
            <Link to="/additional-resources/kanji-practice-sheet">
              Kanji practice sheet <span lang="ja">(漢字練習シート)</span>
            </Link>
          </h2>
          <p>Paste the kanji of a chapter and print a sheet: stroke order, squares to trace and squares to write in.</p>
        </li>
        <li className="card">
          <h2>
            <Link to="/kanji-test">Stroke order viewer</Link>
          </h2>
          <p>Watch a kanji being written stroke by stroke, with its meanings and readings.</p>
        </li>
        <li className="card">
          <h2>
            <Link to="/credits">Credits</Link>
          </h2>
          <p>The stroke images and kanji dictionary data come from open projects; this is where they are named.</p>
        </li>
      </ul>
    </div>
  );
}
