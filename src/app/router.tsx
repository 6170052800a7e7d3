import {createRouter} from '@tanstack/react-router';
import {routeTree} from '../routeTree.gen.ts';
import {ErrorPanel} from '../components/ErrorPanel.tsx';
import {NotFound} from '../components/NotFound.tsx';
import type {RouterContext} from './router-context.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPreloadStaleTime: 30_000,
    defaultGcTime: 300_000,
    scrollRestoration: true,
    defaultErrorComponent: ({error, reset}) => <ErrorPanel error={error} reset={reset} />,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page shows no synced data: it paints without waiting for Zero (see zero-runtime.ts). */
    withoutZero?: boolean;
  }
}
