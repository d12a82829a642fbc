import { createBrowserRouter } from 'react-router-dom';
import { GlobalLoading } from '../components/global-loading';
import { RouteError } from './chunks/route-error';
import { SiteLayout } from './layouts/site-layout';
import { pageRoutes } from './routes/route-table';
import { routes } from '../lib/paths';

export const router = createBrowserRouter([
  {
    path: routes.home,
    element: <SiteLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <GlobalLoading routeLoading />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
]);
