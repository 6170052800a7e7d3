import './app/zod-config.ts';
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {RouterProvider} from '@tanstack/react-router';
import {Provider as JotaiProvider} from 'jotai';
import {createAppRouter} from './app/router.tsx';
import {prepareZero} from './app/zero-runtime.ts';
import {reloadOnceOnPreloadErrors} from './app/chunk-reload.ts';
import {fetchUserClaims, onSessionChangedElsewhere} from './features/auth/session.ts';
import {registerServiceWorker} from './app/service-worker.ts';
import {loadJapaneseFontWhenIdle} from './app/japanese-font.ts';
import './styles.css';

reloadOnceOnPreloadErrors();
onSessionChangedElsewhere(() => location.reload());
if (import.meta.env.PROD) registerServiceWorker();

const userClaims = fetchUserClaims();
prepareZero(userClaims);
const user = await userClaims;
const router = createAppRouter({user});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>
  </StrictMode>,
);
loadJapaneseFontWhenIdle();
