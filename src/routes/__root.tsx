import {createRootRouteWithContext, HeadContent, Outlet, useMatches} from '@tanstack/react-router';
import type {RouterContext} from '../app/router-context.ts';
import {AppShell} from '../features/shell/AppShell.tsx';
import {Loading} from '../components/Loading.tsx';
import {WithZero, zeroPart} from '../app/WithZero.tsx';
import {ErrorPanel} from '../components/ErrorPanel.tsx';
import {NotFound} from '../components/NotFound.tsx';
import {SettingsOnDevice} from '../app/settings/SettingsOnDevice.tsx';
import {TourController} from '../features/tour/TourController.tsx';
import {usePageviews} from '../features/analytics/use-pageviews.ts';
import {rootHead} from '../app/page-head.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: rootHead,
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({error, reset}) => (
    <AppShell>
      <ErrorPanel error={error} reset={reset} />
    </AppShell>
  ),
});

const ProfileSettingsSync = zeroPart(() =>
  import('../app/settings/ProfileSettingsSync.tsx').then((module) => module.ProfileSettingsSync),
);

function RootLayout() {
  usePageviews();

  const withoutZero = useMatches({select: (matches) => Boolean(matches.at(-1)?.staticData.withoutZero)});

  return (
    <>
      <HeadContent />
      <ProfileSettingsSync />
      <SettingsOnDevice />
      <AppShell>
        {withoutZero ? (
          <Outlet />
        ) : (
          <WithZero fallback={<Loading />}>
            <Outlet />
          </WithZero>
        )}
      </AppShell>
      <TourController />
    </>
  );
}
