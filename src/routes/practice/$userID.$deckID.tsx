import {createFileRoute, notFound} from '@tanstack/react-router';
import {practiceSearchSchema} from '../../features/practice/practice-search.ts';
import {DeckPracticePage} from '../../features/vocab/practice/DeckPracticePage.tsx';
import {deckID as deckIDSchema} from '../../../schema/decks/deck-args.ts';

export const Route = createFileRoute('/practice/$userID/$deckID')({
  validateSearch: practiceSearchSchema,
  // deckID must be a whole number (spec §2.1, §5): anything else is not found.
  params: {
    parse: ({userID, deckID}) => {
      const parsed = /^\d+$/.test(deckID) ? deckIDSchema.safeParse(Number(deckID)) : null;
      if (!parsed?.success) throw notFound();
      return {userID, deckID: parsed.data};
    },
    stringify: ({userID, deckID}) => ({userID, deckID: String(deckID)}),
  },
  head: () => ({meta: [{title: 'Deck practice · Genki Study'}]}),
  component: DeckPracticeRoute,
});

function DeckPracticeRoute() {
  const {userID, deckID} = Route.useParams();
  const {mode} = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DeckPracticePage key={`${userID}/${deckID}`} userID={userID} deckID={deckID} mode={mode}
    onModeChange={(next) => void navigate({search: {mode: next}, replace: true})} />;
}
