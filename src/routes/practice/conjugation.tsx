import {useCallback} from 'react';
import {createFileRoute} from '@tanstack/react-router';
import {ConjugationPractice} from '../../features/conjugation/ConjugationPractice.tsx';
import {conjugationSearchSchema, type ConjugationSearch} from '../../features/conjugation/conjugation-search.ts';
import {loadDrillPlace} from '../../features/practice/drill-place.ts';
import {PracticeLoading} from '../../features/practice/PracticeLoading.tsx';

export const Route = createFileRoute('/practice/conjugation')({
  validateSearch: conjugationSearchSchema,
  loaderDeps: ({search}) => ({module: search.module}),
  loader: ({deps}) => loadDrillPlace(deps.module, 'conjugation-practice'),
  head: ({loaderData}) => ({meta: [{title: `${loaderData?.module.title ?? 'Conjugation practice'} · Genki Study`}]}),
  pendingComponent: PracticeLoading,
  component: ConjugationRoute,
});

function ConjugationRoute() {
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((search: ConjugationSearch, {replace}: {replace: boolean}) => void navigate({search, replace}), [navigate]);
  return <ConjugationPractice search={Route.useSearch()} place={Route.useLoaderData()} onSearchChange={onSearchChange} />;
}
