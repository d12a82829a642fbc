// First setup file of the web project, run before every test file. The project shares one jsdom
// per worker (isolate: false in vitest.config.ts) because creating it per file was most of the
// project's time; what a fresh jsdom and a fresh worker gave each file is restored here.
import { vi } from 'vitest';

// A fresh module graph from web/src: module singletons (query client, stores, i18n instance)
// start anew, and vi.mock in the next file reaches every module that imports the mocked one.
vi.resetModules();

// A fresh window: no stored values, cookies, leftover nodes, analytics queue or path of the last file.
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.head.replaceChildren();
document.body.replaceChildren();
document.documentElement.removeAttribute('lang');
delete (window as { dataLayer?: unknown }).dataLayer;
window.history.replaceState(null, '', '/');
