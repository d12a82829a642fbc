import { createBrowserRouter } from 'react-router';
import { RouteError } from './chunks/route-error';
import { SiteLayout } from './layouts/site-layout';
import { pageRoutes } from './routes/route-table';
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

function createRouter(): SiteRouter {
  return createBrowserRouter([
    route('/', {
      element: <SiteLayout />,
      errorElement: <RouteError />,
      // While the first route loads, index.html's static shell stays on screen (lib/boot-shell.ts).
      hydrateFallbackElement: null,
      children: [{ errorElement: <RouteError />, children: pageRoutes }],
    }),
  ]);
}
