// The floor of the initial-JS budget (`npm run bench`): the libraries the site starts with and
// nothing of its own. React and react-dom, a data router with one lazy route, React Query with one
// query, i18next through react-i18next, and Mantine's provider around a Stack, a Text and a Button,
// built with the site's settings (web/floor/vite.config.ts). Whatever the site's start-up weighs
// beyond this is its own code.
import { Button, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

void i18next.use(initReactI18next).init({ lng: 'ja-JP', resources: { 'ja-JP': { translation: { hello: 'こんにちは' } } } });
const queryClient = new QueryClient();

function Home() {
  const { t } = useTranslation();
  const answer = useQuery({ queryKey: ['config'], queryFn: () => fetch('/api/config').then((response) => response.json() as Promise<unknown>) });
  return (
    <Stack>
      <Text>{t('hello')}</Text>
      <Button>{answer.status}</Button>
      <Link to="/later">later</Link>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Outlet />, children: [{ index: true, element: <Home /> }, { path: 'later', lazy: () => import('./later') }] }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
