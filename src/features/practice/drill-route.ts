// What the drill routes share (/practice/conjugation, /practice/counters): search parameters validated by the
// drill's schema, the path step named by `module` loaded with the page, and the page title.
import type {LessonModule} from '../../../schema/catalogue.ts';
import {loadDrillPlace, type DrillPlace} from './drill-place.ts';
import {PracticeLoading} from './PracticeLoading.tsx';

export function drillRouteOptions<Schema>(validateSearch: Schema, lessonType: LessonModule['lesson_type'], title: string) {
  return {
    validateSearch,
    loaderDeps: ({search}: {search: {module?: string}}) => ({module: search.module}),
    loader: ({deps}: {deps: {module?: string}}) => loadDrillPlace(deps.module, lessonType),
    head: ({loaderData}: {loaderData?: DrillPlace | null}) => ({meta: [{title: `${loaderData?.module.title ?? title} · Genki Study`}]}),
    pendingComponent: PracticeLoading,
  };
}
