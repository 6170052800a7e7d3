import {createFileRoute, Navigate} from '@tanstack/react-router';
import {useSettingsToDecideOn} from '../../app/settings/use-settings-to-decide-on.ts';
import {activeChapter} from '../../features/learn/active-chapter.ts';
import {Loading} from '../../components/Loading.tsx';
import {pageHead} from '../../app/page-head.ts';

// /learn opens the active course at its active chapter (see features/learn/active-chapter.ts for the mapping).
export const Route = createFileRoute('/learn/')({
  staticData: {withoutZero: true},
  head: () => pageHead('/learn/'),
  component: function LearnRedirect() {
    const {part: chapter, ready} = useSettingsToDecideOn(activeChapter);
    if (!ready) return <Loading what="Finding your place…" />;
    return <Navigate to="/learn/$textbookId/$chapterSlug" params={chapter} replace />;
  },
});
