import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { MyServicer } = await import('./my-servicer');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MyServicer', () => {
  it('names the servicer of GET /user/resource_binding/servicer/', async () => {
    api.apiGet.mockResolvedValue({ list: [{ id: 4, label: '示例物流', value: 4, name: '示例物流', servicer_id: 4 }] });
    initI18n({ en: strings.en, zh: strings.zh });
    void i18n.changeLanguage('zh');
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MyServicer />
          </QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('merchant-home-servicer')).textContent).toBe('服务商：示例物流');
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/servicer/', undefined, { silent: true });
  });
});
