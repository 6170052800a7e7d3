import {useEffect} from 'react';
import {createRootRouteWithContext, HeadContent, Outlet, useMatches} from '@tanstack/react-router';
import type {RouterContext} from '../app/router.tsx';
import {AppShell} from '../components/AppShell.tsx';
import {Loading} from '../components/Loading.tsx';
import {WithZero, zeroPart} from '../app/WithZero.tsx';
import {ErrorPanel} from '../components/ErrorPanel.tsx';
import {NotFound} from '../components/NotFound.tsx';
import {useApplySettingsToDevice, useSettings} from '../features/settings/use-settings.ts';
import {deviceTypeForWidth} from '../../schema/settings.ts';
import {TourController} from '../features/tour/TourController.tsx';
import {usePageviews} from '../features/analytics/use-pageviews.ts';
import {rootHead} from '../app/page-head.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: rootHead,
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({error, reset}) => <AppShell><ErrorPanel error={error} reset={reset} /></AppShell>,
});

const ProfileSettingsSync = zeroPart(() => import('../features/settings/ProfileSettingsSync.tsx').then((module) => module.ProfileSettingsSync));

function RootLayout() {
  const {settings, updateSettings} = useSettings();
  useApplySettingsToDevice(settings);
  usePageviews();

  const deviceType = settings['device-type'];
  useEffect(() => {
    const check = () => {
      const current = deviceTypeForWidth(window.innerWidth);
      if (current !== deviceType) void updateSettings({'device-type': current});
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [deviceType, updateSettings]);

  const withoutZero = useMatches({select: (matches) => Boolean(matches.at(-1)?.staticData.withoutZero)});

  return (
    <>
      <HeadContent />
      <ProfileSettingsSync />
      <AppShell>
        {withoutZero ? <Outlet /> : <WithZero fallback={<Loading />}><Outlet /></WithZero>}
      </AppShell>
      <TourController />
    </>
  );
}
