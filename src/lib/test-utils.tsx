/** Unit-test rendering: Chakra, i18n (the given catalogs merged, in `lang`) and a TanStack Query client without retries. */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n';

export interface Catalog {
  en: Record<string, unknown>;
  zh: Record<string, unknown>;
}

export interface RenderWithProvidersOptions {
  /** catalogs merged in order (a later key wins), as a feature's i18n.ts exports them */
  catalogs?: Catalog[];
  lang?: 'en' | 'zh';
  queryClient?: QueryClient;
}

/** Loads the catalogs into the app's i18n (deep-merged: two catalogs may fill one key) and switches to `lang`. */
export function loadCatalogs(catalogs: Catalog[], lang: 'en' | 'zh' = 'zh') {
  for (const catalog of catalogs.length ? catalogs : [{ en: {}, zh: {} }]) initI18n(catalog);
  void i18n.changeLanguage(lang);
}

/** A query client for tests: a failure is an answer at once, never retried. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside the app's providers; `rerender` keeps them (they are the wrapper). */
export function renderWithProviders(ui: ReactElement, { catalogs = [], lang = 'zh', queryClient = testQueryClient() }: RenderWithProvidersOptions = {}) {
  loadCatalogs(catalogs, lang);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers }) };
}
