import { createBrowserRouter } from 'react-router-dom';
import { GlobalLoading } from '../components/global-loading';
import { RouteError } from './chunks/route-error';
import { SiteLayout } from './layouts/site-layout';
import { pageRoutes } from './routes/route-table';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <GlobalLoading routeLoading />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
]);
