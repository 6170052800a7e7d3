import {createFileRoute, Link} from '@tanstack/react-router';
import {KanjiCard} from '../features/strokes/KanjiCard.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/kanji-test')({
  staticData: {withoutZero: true},
  head: () => pageHead('/kanji-test'),
  component: KanjiTestPage,
});

function KanjiTestPage() {
  return (
    <div className="page kanji-test">
      <h1>Kanji stroke order</h1>
      <p className="hint">Each stroke has its own colour and its number where the brush starts. Play it again as often as you like.</p>
      <KanjiCard kanji="字" autoPlay />
      <p>
        Ready to write? Make a <Link to="/additional-resources/kanji-practice-sheet">kanji practice sheet</Link> and print it.
      </p>
    </div>
  );
}
