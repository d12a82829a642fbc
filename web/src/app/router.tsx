import { createBrowserRouter } from 'react-router';
import { RouteError } from './chunks/route-error';
import { loadFeatureTable } from './feature-table';
import { SiteLayout } from './layouts/site-layout';
import { FEATURE_PARENTS, featureAccountRoutes, featurePageRoutes, pageRoutesOf } from './routes/route-table';
import { route } from '../lib/routing/route';

type SiteRouter = ReturnType<typeof createBrowserRouter>;
let router: SiteRouter | undefined;

/**
 * The site's router, made on first use. Making it matches the path against every route and starts
 * loading the first page; start.tsx does that in a task of its own, after the one that evaluated
 * the app's modules (together they were one long task on a phone).
 */
export function siteRouter(): SiteRouter {
  router ??= createRouter();
  return router;
}

let featuresPatched = false;

function createRouter(): SiteRouter {
  return createBrowserRouter(
    [
      route('/', {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        // While the first route loads, index.html's static shell stays on screen (lib/boot-shell.ts).
        hydrateFallbackElement: null,
        children: [{ id: FEATURE_PARENTS.pages, errorElement: <RouteError />, children: pageRoutesOf([]) }],
      }),
    ],
    {
      // The router starts with the shell's routes; a path they match only through the catch-all
      // (a feature's page) waits for the features' table and its routes, then matches again. The
      // table's chunk failing is a ChunkLoadError for the route's error boundary, like a page's.
      async patchRoutesOnNavigation({ patch }) {
        const features = await loadFeatureTable();
        if (featuresPatched) return;
        featuresPatched = true;
        patch(FEATURE_PARENTS.pages, featurePageRoutes(features));
        patch(FEATURE_PARENTS.accountCentre, featureAccountRoutes(features));
      },
    },
  );
}
