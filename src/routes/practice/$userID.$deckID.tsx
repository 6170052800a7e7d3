import {createFileRoute, notFound} from '@tanstack/react-router';
import {practiceSearchSchema} from '../../features/practice/practice-search.ts';
import {DeckPracticePage} from '../../features/vocab/practice/DeckPracticePage.tsx';
import {parseDeckIDParam} from '../../features/vocab/practice/deck-practice.ts';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/practice/$userID/$deckID')({
  validateSearch: practiceSearchSchema,
  // deckID must be a whole number (requirements §2.1, §5): anything else is not found.
  loader: ({params}) => {
    if (parseDeckIDParam(params.deckID) === null) throw notFound();
  },
  head: () => pageHead('/practice/$userID/$deckID'),
  component: DeckPracticeRoute,
});

function DeckPracticeRoute() {
  const {userID, deckID} = Route.useParams();
  const {mode} = Route.useSearch();
  const navigate = Route.useNavigate();
  const id = parseDeckIDParam(deckID)!;
  return (
    <DeckPracticePage
      key={`${userID}/${id}`}
      userID={userID}
      deckID={id}
      mode={mode}
      onModeChange={(next) => void navigate({search: {mode: next}, replace: true})}
    />
  );
}
