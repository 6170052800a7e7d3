import {createFileRoute, redirect} from '@tanstack/react-router';
import {chapterNumberOf, isTextbookID} from '../../../../schema/catalogue.ts';
import {fetchCatalogueStructure} from '../../../app/catalogue/catalogue-api.ts';
import {findChapter} from '../../../app/catalogue/structure-lookup.ts';
import {FALLBACK_CHAPTER} from '../../../features/learn/active-chapter.ts';
import {ChapterPage} from '../../../features/learn/ChapterPage.tsx';
import {Loading} from '../../../components/Loading.tsx';
import {pageHead} from '../../../app/page-head.ts';

const toFallback = () => redirect({to: '/learn/$textbookId/$chapterSlug', params: FALLBACK_CHAPTER, replace: true});

export const Route = createFileRoute('/learn/$textbookId/$chapterSlug')({
  staticData: {withoutZero: true},
  // Unknown courses and chapters go to genki_1 chapter-0 (requirements §2.4).
  beforeLoad: ({params}) => {
    if (!isTextbookID(params.textbookId) || chapterNumberOf(params.textbookId, params.chapterSlug) === null)
      throw toFallback();
  },
  loader: async ({params}) => {
    const structure = await fetchCatalogueStructure();
    const place = findChapter(structure, params.textbookId, params.chapterSlug);
    if (!place) throw toFallback();
    return {structure, ...place};
  },
  head: ({loaderData}) =>
    pageHead(
      '/learn/$textbookId/$chapterSlug',
      loaderData && {
        name: `Chapter ${loaderData.chapter.number}: ${loaderData.chapter.title}`,
        description: loaderData.chapter.description,
      },
    ),
  pendingComponent: () => <Loading what="Loading the chapter…" />,
  component: function ChapterRoute() {
    const {structure, textbook, chapter} = Route.useLoaderData();
    return <ChapterPage key={chapter.id} structure={structure} textbook={textbook} chapter={chapter} />;
  },
});
