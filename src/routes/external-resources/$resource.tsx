import {createFileRoute, notFound} from '@tanstack/react-router';
import {fetchCatalogueStructure} from '../../app/catalogue/catalogue-api.ts';
import {ExternalResourcePage} from '../../features/external-resources/ExternalResourcePage.tsx';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';

export const Route = createFileRoute('/external-resources/$resource')({
  loader: async ({params}) => {
    const structure = await fetchCatalogueStructure();
    const resource = structure.modules[params.resource];
    if (resource?.kind !== 'external-resource') throw notFound();
    return {structure, resource};
  },
  head: ({loaderData}) =>
    pageHead(
      '/external-resources/$resource',
      loaderData && {
        name: loaderData.resource.title,
        description: `${loaderData.resource.title}: a video or listening resource for Genki learners.`,
      },
    ),
  pendingComponent: () => <Loading what="Loading…" />,
  component: function ExternalResourceRoute() {
    const {structure, resource} = Route.useLoaderData();
    return <ExternalResourcePage structure={structure} resource={resource} />;
  },
});
