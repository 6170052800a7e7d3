import {useCallback} from 'react';
import {createFileRoute} from '@tanstack/react-router';
import {CounterPractice} from '../../features/counters/CounterPractice.tsx';
import {counterSearchSchema, type CounterSearch} from '../../features/counters/counter-search.ts';
import {drillRouteOptions} from '../../features/practice/drill-route.ts';

export const Route = createFileRoute('/practice/counters')({
  ...drillRouteOptions(counterSearchSchema, 'counter-practice', '/practice/counters'),
  component: function CountersRoute() {
    const navigate = Route.useNavigate();
    const onSearchChange = useCallback(
      (search: CounterSearch, {replace}: {replace: boolean}) => void navigate({search, replace}),
      [navigate],
    );
    return <CounterPractice search={Route.useSearch()} place={Route.useLoaderData()} onSearchChange={onSearchChange} />;
  },
});
