import './app/zod-config.ts';
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {RouterProvider} from '@tanstack/react-router';
import {Provider as JotaiProvider} from 'jotai';
import {createAppRouter} from './app/router.tsx';
import {prepareZero} from './app/zero-runtime.ts';
import {reloadOnceOnPreloadErrors} from './app/chunk-reload.ts';
import {
  fetchUserClaims,
  markedSignedIn,
  onSessionChangedElsewhere,
  pageUserOf,
  rememberedUser,
  startsAgain,
} from './app/session/session.ts';
import {registerServiceWorker} from './app/service-worker.ts';
import {loadFontsWhenIdle} from './app/fonts.ts';
import {firstPageShown, watchForFirstPage} from './app/first-page-shown.ts';
import './styles.css';

reloadOnceOnPreloadErrors();
onSessionChangedElsewhere(() => location.reload());

// A page renders at once rather than after /api/user: a visitor's (no signed-in mark), and a returning learner's as
// the user this browser remembers, while the route's chunks and Zero load beside the request. A session the mark
// missed (one older than the mark), or a server that names someone else, starts the page again as them.
const userClaims = fetchUserClaims();
const pageUser = pageUserOf(markedSignedIn(), rememberedUser(), userClaims);
prepareZero(pageUser);
const user = await pageUser;
void userClaims.then((claims) => startsAgain(user, claims, markedSignedIn()) && location.reload());
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
