import {createFileRoute} from '@tanstack/react-router';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';
import {loadWorksheet} from '../../features/worksheets/load-worksheet.ts';
import {WorksheetPage} from '../../features/worksheets/WorksheetPage.tsx';

export const Route = createFileRoute('/worksheets/$key')({
  loader: ({params}) => loadWorksheet(params.key),
  head: ({loaderData}) =>
    pageHead(
      '/worksheets/$key',
      loaderData && {
        name: loaderData.module.title,
        description: `${loaderData.module.title}: a worksheet for chapter ${loaderData.sheet.chapter} of the Genki course, checked as you go and ready to print.`,
      },
    ),
  pendingComponent: () => <Loading what="Loading the worksheet…" />,
  component: function WorksheetRoute() {
    const loaded = Route.useLoaderData();
    return <WorksheetPage key={loaded.module.key} {...loaded} />;
  },
});
