/** Unit-test rendering for the layout's components: Chakra, TanStack Query and i18n (en + zh catalogs). */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import * as layout from './i18n';

export function renderWithProviders(ui: ReactElement, { lang = 'en' }: { lang?: 'en' | 'zh' } = {}) {
  initI18n({ en: { ...common.en, ...layout.en }, zh: { ...common.zh, ...layout.zh } });
  void i18n.changeLanguage(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>,
    ),
  };
}
