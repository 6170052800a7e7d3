import './app/zod-config.ts';
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {RouterProvider} from '@tanstack/react-router';
import {ZeroProvider} from '@rocicorp/zero/react';
import {Provider as JotaiProvider} from 'jotai';
import {createAppRouter} from './app/router.tsx';
import {createZero} from './app/zero.ts';
import {reloadOnceOnPreloadErrors} from './app/chunk-reload.ts';
import {fetchUserClaims, onSessionChangedElsewhere} from './features/auth/session.ts';
import {registerServiceWorker} from './app/service-worker.ts';
import {loadJapaneseFont} from './app/japanese-font.ts';
import './styles.css';

reloadOnceOnPreloadErrors();
loadJapaneseFont();
onSessionChangedElsewhere(() => location.reload());
if (import.meta.env.PROD) registerServiceWorker();

const user = await fetchUserClaims();
const zero = createZero(user);
const router = createAppRouter({zero, user});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider>
      <ZeroProvider zero={zero}>
        <RouterProvider router={router} />
      </ZeroProvider>
    </JotaiProvider>
  </StrictMode>,
);
