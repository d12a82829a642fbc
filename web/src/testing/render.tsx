/**
 * The app's providers for component tests: the app's theme, i18n (ja-JP unless asked), a
 * MemoryRouter and a fresh QueryClient per render, so a test reads like the page it checks.
 *
 *   render(<LoginPanel onDone={done} />, { language: 'en-US', route: '/login' });
 *   const wrapper = createWrapper({ language: 'en-US' });   // for rerender, renderHook
 *   const wrapper = createWrapper({ router: false });        // the test brings its own router
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom, type RenderOptions as DomRenderOptions, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { applyDocumentLanguage, i18n, initI18n } from '../lib/i18n/i18n';
import type { Language } from '../lib/i18n/languages';

interface AppRenderOptions {
  /** Interface language; ja-JP, the site's default, unless the test reads another. */
  language?: Language;
  /** Where the MemoryRouter starts. */
  route?: string;
  /** false when the test renders its own RouterProvider (a data router). */
  router?: boolean;
  /** A client the test wants to look into; else a fresh one per render. */
  queryClient?: QueryClient;
}

/** No retries (a failure shows at once) and no garbage collection during a test. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Sets the language for what renders next; every string is preloaded (testing/setup.ts). */
export function setTestLanguage(language: Language): void {
  if (!i18n.isInitialized) initI18n('');
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The providers as a wrapper component, for `render(..., { wrapper })`, `rerender` and `renderHook`. */
export function createWrapper({ language = 'ja-JP', route = '/', router = true, queryClient }: AppRenderOptions = {}) {
  setTestLanguage(language);
  return function AppTestProviders({ children }: { children: ReactNode }) {
    const [client] = useState(() => queryClient ?? createTestQueryClient());
    return (
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <QueryClientProvider client={client}>
            {router ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    );
  };
}

/** Renders `ui` inside the app's providers. */
export function render(
  ui: ReactElement,
  { language, route, router, queryClient, ...options }: AppRenderOptions & Omit<DomRenderOptions, 'wrapper' | 'queries'> = {},
): RenderResult & { queryClient: QueryClient } {
  const client = queryClient ?? createTestQueryClient();
  const result: RenderResult = renderInDom(ui, { ...options, wrapper: createWrapper({ language, route, router, queryClient: client }) });
  return Object.assign(result, { queryClient: client });
}
