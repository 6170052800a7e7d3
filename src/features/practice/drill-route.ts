// What the drill routes share (/practice/conjugation, /practice/counters): search parameters validated by the
// drill's schema, the path step named by `module` loaded with the page, and the page's head (titled by that step).
import type {LessonModule} from '../../../schema/catalogue.ts';
import {pageHead} from '../../app/page-head.ts';
import {loadDrillPlace, type DrillPlace} from './drill-place.ts';
import {PracticeLoading} from './PracticeLoading.tsx';

export function drillRouteOptions<Schema>(
  validateSearch: Schema,
  lessonType: LessonModule['lesson_type'],
  routeID: '/practice/conjugation' | '/practice/counters',
) {
  return {
    validateSearch,
    loaderDeps: ({search}: {search: {module?: string}}) => ({module: search.module}),
    loader: ({deps}: {deps: {module?: string}}) => loadDrillPlace(deps.module, lessonType),
    head: ({loaderData}: {loaderData?: DrillPlace | null}) =>
      pageHead(routeID, loaderData && {name: loaderData.module.title}),
    pendingComponent: PracticeLoading,
  };
}
