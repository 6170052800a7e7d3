/// <reference types="vite-plugin-pwa/vanillajs" />
// The service worker (built by vite-plugin-pwa, see vite.config.ts) keeps the app shell and catalogue answers on
// this device, so the app opens offline. Production builds only: in development it would serve stale modules.
import {registerSW} from 'virtual:pwa-register';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('The offline app could not be installed', error),
  });
}
