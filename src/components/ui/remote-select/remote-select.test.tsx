import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as ui from '../i18n';
import { RemoteSelect, type RemoteSelectProps } from './remote-select';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiGet }));

function renderSelect(props: Partial<RemoteSelectProps>) {
  initI18n({ en: ui.en, zh: ui.zh });
  void i18n.changeLanguage('zh');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <RemoteSelect value={[]} onChange={vi.fn()} {...props} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

// jsdom has no CSS.escape; the combobox's highlight lookup after a click needs it
globalThis.CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
// jsdom has no ResizeObserver; the combobox positioner only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => apiGet.mockReset());
afterEach(cleanup);

describe('RemoteSelect', () => {
  it("without a url shows '远程地址未定义' and requests nothing", () => {
    renderSelect({ url: '' });
    expect(screen.getByTestId('remote-select-no-url').textContent).toBe('远程地址未定义');
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('searches 1000 ms after typing stops, with the search key, page 1 and 10 per page', async () => {
    apiGet.mockResolvedValue({ list: [{ id: 7, name: '顺丰' }], total: 1 });
    renderSelect({ url: '/user/resource_binding/consignor/list', searchKey: 'keyword' });
    const input = screen.getByTestId('remote-select-input');
    const searchedFor = (term: string) => apiGet.mock.calls.filter(([, p]) => p.keyword === term);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '顺' } });
    const typedAt = Date.now();
    await new Promise((r) => setTimeout(r, 400));
    fireEvent.change(input, { target: { value: '顺丰' } });
    const lastTypedAt = Date.now();
    await new Promise((r) => setTimeout(r, 600));
    // still inside the second debounce window: nothing searched for either text yet
    if (Date.now() - lastTypedAt < 950) expect(searchedFor('顺丰')).toHaveLength(0);
    await vi.waitFor(() => expect(searchedFor('顺丰')).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - lastTypedAt).toBeGreaterThanOrEqual(1000);
    // the first text was replaced before its 1000 ms passed, so it was never searched
    if (lastTypedAt - typedAt < 950) expect(searchedFor('顺')).toHaveLength(0);
    expect(searchedFor('顺丰')[0]).toEqual(['/user/resource_binding/consignor/list', { keyword: '顺丰', page: 1, per_page: 10 }, { silent: true }]);
    expect(await screen.findByText('顺丰', { selector: '[data-testid="remote-select-option"]' })).toBeTruthy();
  });
});

describe('RemoteSelect while a typed search is on its way', () => {
  it("keeps the last list's options (the same elements) until the answer arrives, then shows the answer", async () => {
    let answer: (v: unknown) => void = () => {};
    apiGet.mockImplementation(async (_url: string, p?: Record<string, unknown>) =>
      p?.keyword ? new Promise((r) => (answer = r)) : { list: [{ id: 7, name: '顺丰' }, { id: 8, name: '德邦' }], total: 2 },
    );
    renderSelect({ url: '/user/resource_binding/consignor/list', searchKey: 'keyword', debounceMs: 0 });
    const input = screen.getByTestId('remote-select-input');
    fireEvent.focus(input);
    fireEvent.click(input);
    const first = await screen.findByText('顺丰', { selector: '[data-testid="remote-select-option"]' }, { timeout: 3000 });
    fireEvent.change(input, { target: { value: '顺' } });
    await vi.waitFor(() => expect(apiGet.mock.calls.some(([, p]) => p.keyword === '顺')).toBe(true));
    // the search is pending: the option the pointer may be on is still the same element
    expect(screen.getByText('顺丰', { selector: '[data-testid="remote-select-option"]' })).toBe(first);
    answer({ list: [{ id: 7, name: '顺丰' }], total: 1 });
    await vi.waitFor(() => expect(screen.queryByText('德邦', { selector: '[data-testid="remote-select-option"]' })).toBeNull());
    expect(screen.getByText('顺丰', { selector: '[data-testid="remote-select-option"]' })).toBeTruthy();
  });
});

describe('RemoteSelect with a chosen value', () => {
  it('looks the value up (50 per page) and shows its text', async () => {
    apiGet.mockImplementation(async (_url: string, p?: Record<string, unknown>) =>
      p?.resource_ids === '7' ? { list: [{ id: 7, name: '顺丰' }], total: 1 } : { list: [], total: 0 },
    );
    renderSelect({ url: '/user/resource_binding/consignor/list', value: ['7'] });
    await vi.waitFor(() => expect((screen.getByTestId('remote-select-input') as HTMLInputElement).value).toBe('顺丰'));
    expect(apiGet).toHaveBeenCalledWith('/user/resource_binding/consignor/list', { resource_ids: '7', page: 1, per_page: 50 }, { silent: true });
  });
});

describe('RemoteSelect multi-select limit', () => {
  it('a pick past the limit is refused with a message and the value kept', async () => {
    apiGet.mockImplementation(async () => ({ list: [{ id: 7, name: '顺丰' }, { id: 8, name: '德邦' }], total: 2 }));
    const onChange = vi.fn();
    renderSelect({ url: '/user/resource_binding/consignor/list', multiple: true, limit: 1, value: ['7'], onChange });
    const input = screen.getByTestId('remote-select-input');
    fireEvent.focus(input);
    fireEvent.click(input);
    const other = await screen.findByText('德邦', { selector: '[data-testid="remote-select-option"]' }, { timeout: 3000 });
    fireEvent.click(other);
    expect((await screen.findByTestId('remote-select-limit')).textContent).toBe('最多只能选择1项，请先移除已选项');
    expect(onChange).not.toHaveBeenCalled();
  });
});

