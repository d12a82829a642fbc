// The floor of the initial-JS budget (`npm run bench`): the libraries the site starts with and
// nothing of its own. React and react-dom, a data router with one lazy route, React Query with one
// query, i18next through react-i18next, and Mantine's provider around a Stack, a Text and a Button,
// built with the site's settings (web/floor/vite.config.ts). Whatever the site's start-up weighs
// beyond this is its own code. `npm run bench` also serves it as the site is served and measures it
// with Lighthouse beside every page (the floor of the pages' budgets), and scrolls its `/tiles`
// (tiles.tsx) beside the lobby.
import { Button, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The page's CSP nonce (the server fills in the build's placeholder), for Mantine's `<style>` elements, as the site does. */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;

void i18next.use(initReactI18next).init({ lng: 'ja-JP', resources: { 'ja-JP': { translation: { hello: 'こんにちは' } } } });
const queryClient = new QueryClient();

function Home() {
  const { t } = useTranslation();
  // One call of the mock's API, as the site's first screen makes (served beside the floor by the same mock server).
  const answer = useQuery({
    queryKey: ['config'],
    queryFn: () => fetch('/api/phoenix/common/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => response.json() as Promise<unknown>),
  });
  return (
    <Stack>
      <Text>{t('hello')}</Text>
      <Button>{answer.status}</Button>
      <Link to="/later">later</Link>
    </Stack>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Outlet />,
    children: [
      { index: true, element: <Home /> },
      { path: 'later', lazy: () => import('./later') },
      // One import further down, as the site's routes are (its entry loads the app, the app its
      // routes): the weigher counts the entry's own dynamic imports as start-up, so a route chunk
      // imported straight from here would add the virtualiser to the floor's initial JS.
      { path: 'tiles', lazy: () => import('./lazy-routes').then((routes) => routes.tiles()) },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider getStyleNonce={nonce ? () => nonce : undefined}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
