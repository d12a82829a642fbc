import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from './chunks/route-error';
import { SiteLayout } from './layouts/site-layout';
import { pageRoutes } from './routes/route-table';
import { routes } from '../lib/paths';

export const router = createBrowserRouter([
  {
    path: routes.home,
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // While the first route loads, index.html's static shell stays on screen (lib/boot-shell.ts).
    hydrateFallbackElement: null,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
]);
