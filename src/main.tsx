import './app/zod-config.ts';
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {RouterProvider} from '@tanstack/react-router';
import {Provider as JotaiProvider} from 'jotai';
import {createAppRouter} from './app/router.tsx';
import {prepareZero} from './app/zero-runtime.ts';
import {reloadOnceOnPreloadErrors} from './app/chunk-reload.ts';
import {fetchUserClaims, markedSignedIn, onSessionChangedElsewhere} from './app/session/session.ts';
import {registerServiceWorker} from './app/service-worker.ts';
import {loadFontsWhenIdle} from './app/fonts.ts';
import {firstPageShown, watchForFirstPage} from './app/first-page-shown.ts';
import './styles.css';

reloadOnceOnPreloadErrors();
onSessionChangedElsewhere(() => location.reload());

// A visitor's page (no signed-in mark) renders at once rather than after /api/user. A session the mark missed (one
// older than the mark) is found all the same, and the page starts again as that learner's.
const userClaims = fetchUserClaims();
const pageUser = markedSignedIn() ? userClaims : Promise.resolve(null);
prepareZero(pageUser);
const user = await pageUser;
if (!user) void userClaims.then((claims) => claims && markedSignedIn() && location.reload());
const router = createAppRouter({user});
watchForFirstPage(router);
void firstPageShown.then(() => {
  if (import.meta.env.PROD) registerServiceWorker();
  loadFontsWhenIdle();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>
  </StrictMode>,
);
