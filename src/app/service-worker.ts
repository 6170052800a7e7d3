/// <reference types="vite-plugin-pwa/vanillajs" />
// The service worker (built by vite-plugin-pwa, see vite.config.ts) keeps the app shell and catalogue answers on
// this device, so the app opens offline. Production builds only: in development it would serve stale modules.
import {registerSW} from 'virtual:pwa-register';
import {keptByServiceWorker} from './runtime-caches.ts';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // On a device's first visit the page fetches before the service worker is installed, past it: once it takes over,
  // what it would have kept is asked again through it (mostly from the browser's HTTP cache), so the kanji just
  // opened for writing, say, is there offline too.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', fetchAgainThroughServiceWorker, {once: true});
  }
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('The offline app could not be installed', error),
  });
}

function fetchAgainThroughServiceWorker() {
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
  for (const url of keptByServiceWorker(fetched, location.origin)) {
    // Only a head start on what offline use needs: a failure here changes nothing for the page.
    void fetch(url).catch(() => {});
  }
}
