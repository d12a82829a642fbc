import './mantine.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { useAppSettings } from '../stores/app-settings';
import { queryClient } from '../lib/query/query-client';
import { shareStyleNonce, styleNonce } from '../lib/csp/style-nonce';
import { toChunkLoadError } from '../lib/routing/chunk-load-error';
import { loadToasts } from './layouts/shell-parts';
import { useChunkFailure } from './chunks/chunk-failure';
import { cssVariablesResolver, theme } from './theme';

// Toasts in their own chunk (the first screen shows none). If it cannot load, the page says so
// with the recovery screen, as for any other chunk, rather than losing every toast unseen.
const Toasts = lazy(() =>
  loadToasts().then(
    (module): { default: React.ComponentType } => ({ default: module.Toasts }),
    (error: unknown) => {
      useChunkFailure.setState({ error: toChunkLoadError(error) });
      return { default: () => null };
    },
  ),
);

const nonce = styleNonce();
shareStyleNonce(nonce);
const getStyleNonce = nonce ? () => nonce : undefined;

export function AppProvider({ children }: { children: React.ReactNode }) {
  const colorScheme = useAppSettings((state) => state.theme);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={colorScheme} getStyleNonce={getStyleNonce}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
