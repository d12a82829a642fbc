// The app, which main.tsx loads once the first frame is on screen.
// boot must stay the first import: it sets the language before the stores read it.
import './boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadChunk, toChunkLoadError } from './lib/routing/chunk-load-error';
import { useChunkFailure } from './app/chunks/chunk-failure';
import { startUpLocales } from './app/locales/start-up';
import { siteRouter } from './app/router';
import { startUp } from './app/start-up';
import { preloadShellParts } from './app/layouts/shell-parts';
import { metaOfHandles } from './lib/routing/route-meta';
import { loadLocales } from './lib/i18n/i18n';
import { nextTask } from './lib/next-task';
import { whenRouted } from './lib/routing/when-routed';
import { afterPageLoad } from './lib/after-page-load';
import { loadFeatureTable } from './app/feature-table';

startUp();

// A transition: React renders the first screen in slices and gives the main thread back between
// them (a phone's CPU otherwise blocks input for the whole first render); index.html's static
// shell stays on screen meanwhile.
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The first render waits for the current language's strings, so no key ever flashes on screen.
// Without them (the chunk failed) the recovery screen says so, rather than a blank page.
const localesSettled = loadChunk(() => loadLocales(startUpLocales), 'start-up locales').then(
  () => undefined,
  (error: unknown) => useChunkFailure.setState({ error: toChunkLoadError(error) }),
);

// The router (which starts loading the first page) is made in the task after this module's, while
// the strings load: on a phone, evaluating the app and routing the path were one long task. The
// first render waits for the first page too (lib/routing/when-routed.ts: RouterProvider would
// miss it arriving mid-render); until then index.html's shell is what shows either way.
void nextTask()
  .then(() => {
    const router = siteRouter();
    preloadShellParts(metaOfHandles(router.state.matches.map((match) => match.route.handle)));
    return Promise.all([localesSettled, whenRouted(router)]);
  })
  .then(render)
  .then(() =>
    // Home and the auth tabs draw without the features' table (app/feature-table.ts); it comes
    // once the page has loaded. A failure is only warned about here: the next navigation that
    // needs it asks again and shows the failure (the router's patch).
    afterPageLoad(() => void loadFeatureTable().catch((error: unknown) => console.warn('[start] the features\' table did not load ahead; a page that needs it asks again', error))),
  );
