import {createFileRoute} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../app/catalogue/catalogue-api.ts';
import {DashboardPage} from '../features/dashboard/DashboardPage.tsx';
import {Loading} from '../components/Loading.tsx';
import {pageHead} from '../app/page-head.ts';

export const Route = createFileRoute('/dashboard')({
  head: () => pageHead('/dashboard'),
  loader: () => fetchCatalogueStructure(),
  pendingComponent: () => <Loading what="Loading your dashboard…" />,
  component: function DashboardRoute() {
    return <DashboardPage structure={Route.useLoaderData()} />;
  },
});
