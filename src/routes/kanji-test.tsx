import {createFileRoute, Link} from '@tanstack/react-router';
import {KanjiCard} from '../features/kanji/KanjiCard.tsx';
import {KanjiChooser} from '../features/kanji/KanjiChooser.tsx';
import {MyKanjiKeyword} from '../features/kanji/MyKanjiKeyword.tsx';
import {DEFAULT_KANJI, kanjiTestSearchSchema} from '../features/kanji/kanji-choice.ts';
import {pageHead} from '../app/page-head.ts';
import {KanjiWriting} from '../features/handwriting/KanjiWriting.tsx';

export const Route = createFileRoute('/kanji-test')({
  staticData: {withoutZero: true},
  validateSearch: kanjiTestSearchSchema,
  loaderDeps: ({search}) => ({kanji: search.kanji}),
  loader: ({deps}) => deps,
  head: ({loaderData}) =>
    pageHead(
      '/kanji-test',
      loaderData?.kanji
        ? {
            name: `Stroke order of ${loaderData.kanji}`,
            description: `Watch the kanji ${loaderData.kanji} written stroke by stroke, with its meanings and readings.`,
          }
        : null,
    ),
  component: KanjiTestPage,
});

function KanjiTestPage() {
  const kanji = Route.useSearch({select: (search) => search.kanji ?? DEFAULT_KANJI});
  const writing = Route.useSearch({select: (search) => search.mode === 'write'});
  const navigate = Route.useNavigate();
  return (
    <div className="page kanji-test">
      <h1>Kanji stroke order</h1>
      <p className="hint">
        Each stroke has its own colour and its number where the brush starts. Play it again as often as you like.
      </p>
      <KanjiChooser
        key={kanji}
        current={kanji}
        onChoose={(chosen) =>
          void navigate({search: (search) => ({...search, kanji: chosen === DEFAULT_KANJI ? undefined : chosen})})
        }
      />
      <nav className="kanji-test-modes" aria-label="Watch or write">
        <Link to="/kanji-test" search={(search) => ({...search, mode: undefined})} aria-current={!writing && 'page'}>
          Watch the strokes
        </Link>
        <Link
          to="/kanji-test"
          search={(search) => ({...search, mode: 'write' as const})}
          aria-current={writing && 'page'}
        >
          Write it yourself
        </Link>
      </nav>
      {writing ? (
        <>
          <p className="hint">
            Write <span lang="ja">{kanji}</span> one stroke at a time, in order. Each stroke is checked as you lift the
            pen.
          </p>
          <KanjiWriting key={kanji} character={kanji} />
        </>
      ) : (
        <>
          <KanjiCard key={kanji} kanji={kanji} autoPlay />
          <MyKanjiKeyword key={`keyword ${kanji}`} kanji={kanji} />
        </>
      )}
      <p>
        Ready to write? Make a <Link to="/additional-resources/kanji-practice-sheet">kanji practice sheet</Link> and
        print it.
      </p>
    </div>
  );
}
