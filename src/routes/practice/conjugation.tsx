import {useCallback} from 'react';
import {createFileRoute} from '@tanstack/react-router';
import {ConjugationPractice} from '../../features/conjugation/ConjugationPractice.tsx';
import {conjugationSearchSchema, type ConjugationSearch} from '../../features/conjugation/conjugation-search.ts';
import {drillRouteOptions} from '../../features/practice/drill-route.ts';

export const Route = createFileRoute('/practice/conjugation')({
  ...drillRouteOptions(conjugationSearchSchema, 'conjugation-practice', '/practice/conjugation'),
  component: function ConjugationRoute() {
    const navigate = Route.useNavigate();
    const onSearchChange = useCallback(
      (search: ConjugationSearch, {replace}: {replace: boolean}) => void navigate({search, replace}),
      [navigate],
    );
    return (
      <ConjugationPractice search={Route.useSearch()} place={Route.useLoaderData()} onSearchChange={onSearchChange} />
    );
  },
});
