// The libraries the app is built on, which main.tsx loads and evaluates in a task of their own,
// before the app's modules. Each export keeps its library in this chunk's graph (a bare
// `import 'x'` of a side-effect-free package would be dropped); nothing imports them from here.
export { createRoot } from 'react-dom/client';
export { createBrowserRouter, RouterProvider } from 'react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { Box, MantineProvider } from '@mantine/core';
