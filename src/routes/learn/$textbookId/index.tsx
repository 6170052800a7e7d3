import {createFileRoute, Navigate, redirect} from '@tanstack/react-router';
import {isTextbookID} from '../../../../schema/catalogue.ts';
import {useSettingsToDecideOn} from '../../../app/settings/use-settings-to-decide-on.ts';
import {activeChapterSlug, FALLBACK_CHAPTER} from '../../../features/learn/active-chapter.ts';
import {Loading} from '../../../components/Loading.tsx';
import {pageHead} from '../../../app/page-head.ts';

// A course without a chapter opens at that course's active chapter; an unknown course at genki_1 chapter-0.
export const Route = createFileRoute('/learn/$textbookId/')({
  staticData: {withoutZero: true},
  head: () => pageHead('/learn/$textbookId/'),
  beforeLoad: ({params}) => {
    if (!isTextbookID(params.textbookId))
      throw redirect({to: '/learn/$textbookId/$chapterSlug', params: FALLBACK_CHAPTER, replace: true});
  },
  component: function TextbookRedirect() {
    const {textbookId} = Route.useParams();
    const {part: chapterSlug, ready} = useSettingsToDecideOn((settings) =>
      isTextbookID(textbookId) ? activeChapterSlug(settings, textbookId) : null,
    );
    if (!ready || !isTextbookID(textbookId) || chapterSlug === null) return <Loading what="Finding your place…" />;
    return <Navigate to="/learn/$textbookId/$chapterSlug" params={{textbookId, chapterSlug}} replace />;
  },
});
