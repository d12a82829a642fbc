/**
 * Registers the service worker (web/vite.config.ts, vite-plugin-pwa) once the page has loaded, so
 * it never competes with the first screen, and wires a waiting release to the shell's prompt
 * (components/site-update-prompt). A tab that comes back to the front checks for a release.
 */
import { registerSW } from 'virtual:pwa-register';
import { offerSiteUpdate } from '../lib/pwa/site-update';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const takeUpdate = registerSW({
    // The caller runs after the load event: registering "on load" would wait for one that has passed.
    immediate: true,
    onNeedRefresh: () => offerSiteUpdate(() => takeUpdate(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch((error: unknown) => console.warn('[sw] update check failed', error));
      });
    },
    // Blocked by the browser (private mode, a policy, a test that blocks workers): the site works without one.
    onRegisterError: (error: unknown) => console.warn('[sw] not registered', error),
  });
}
