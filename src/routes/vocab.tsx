import {createFileRoute} from '@tanstack/react-router';
import {VocabPage} from '../features/vocab/VocabPage.tsx';
import {vocabSearchSchema} from '../features/vocab/vocab-search.ts';
import {vocabSyncs} from '../features/vocab/vocab-syncs.ts';
import {useSession} from '../app/session/use-session.ts';
import {WithZero, zeroPart} from '../app/WithZero.tsx';
import {Loading} from '../components/Loading.tsx';
import {pageHead} from '../app/page-head.ts';

const SyncedVocabPage = zeroPart(
  () => import('../features/vocab/SyncedVocabPage.tsx').then((module) => module.SyncedVocabPage),
  () => <Loading />,
);

export const Route = createFileRoute('/vocab')({
  // Zero starts here, and only where the page syncs (vocab-syncs.ts).
  staticData: {withoutZero: true},
  validateSearch: vocabSearchSchema,
  head: () => pageHead('/vocab'),
  component: function VocabRoute() {
    const search = Route.useSearch();
    const {user} = useSession();
    if (!vocabSyncs(Boolean(user), search)) return <VocabPage search={search} />;
    return (
      <WithZero fallback={<Loading />}>
        <SyncedVocabPage search={search} />
      </WithZero>
    );
  },
});
