import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as uiStrings from '../i18n';
import * as strings from './i18n';
import type { SelectOption } from './options';
import { SearchableSelect, type SearchableSelectProps } from './searchable-select';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderSelect(props: Partial<SearchableSelectProps>, Wrap: (p: SearchableSelectProps) => React.ReactElement = (p) => <SearchableSelect {...p} />) {
  initI18n({ en: { ...strings.en, ...uiStrings.en }, zh: { ...strings.zh, ...uiStrings.zh } });
  void i18n.changeLanguage('zh');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const all: SearchableSelectProps = {
    sourceKey: [Math.random()],
    search: vi.fn(async () => []),
    debounceMs: 500,
    value: [],
    onChange: vi.fn(),
    ...props,
  };
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <Wrap {...all} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...utils, props: all };
}

afterEach(cleanup);

describe('SearchableSelect', () => {
  it('searches once, 500 ms after typing stops', async () => {
    const search = vi.fn(async (term: string) => (term ? [{ value: '7', label: `${term}物流` }] : []));
    renderSelect({ search, debounceMs: 500 });
    const input = screen.getByTestId('searchable-select-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '顺' } });
    const firstAt = Date.now();
    await new Promise((r) => setTimeout(r, 200));
    fireEvent.change(input, { target: { value: '顺丰' } });
    const typedAt = Date.now();
    // a loaded machine can sleep past the debounce between the two keystrokes: then '顺' was rightly searched
    const paused = typedAt - firstAt >= 480;
    await new Promise((r) => setTimeout(r, 300));
    if (Date.now() - typedAt < 480) expect(search).not.toHaveBeenCalledWith('顺丰');
    await vi.waitFor(() => expect(search).toHaveBeenCalledWith('顺丰'), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    if (!paused) expect(search).not.toHaveBeenCalledWith('顺');
    expect(search.mock.calls.filter(([t]) => t === '顺丰')).toHaveLength(1);
  });

  it('looks a chosen value up and shows its label', async () => {
    const lookup = vi.fn(async (ids: string[]) => ids.map((id) => ({ value: id, label: `承运商${id}` })));
    renderSelect({ value: ['42'], lookup });
    await vi.waitFor(() => expect((screen.getByTestId('searchable-select-input') as HTMLInputElement).value).toBe('承运商42'));
    expect(lookup).toHaveBeenCalledWith(['42']);
  });

  it('select-on-load: exactly one option is chosen and the field locked', async () => {
    const onChange = vi.fn();
    renderSelect({ selectOnLoad: true, onChange, search: async () => [{ value: '5', label: '唯一店铺' }] });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(['5'], [{ value: '5', label: '唯一店铺' }]));
    expect(screen.getByTestId('searchable-select').getAttribute('data-locked')).toBe('true');
    expect((screen.getByTestId('searchable-select-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('select-on-load with two options neither chooses nor locks', async () => {
    const onChange = vi.fn();
    const search = vi.fn(async () => [
      { value: '5', label: 'a' },
      { value: '6', label: 'b' },
    ]);
    renderSelect({ selectOnLoad: true, onChange, search });
    await vi.waitFor(() => expect(search).toHaveBeenCalledWith(''));
    await new Promise((r) => setTimeout(r, 50));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('searchable-select').getAttribute('data-locked')).toBeNull();
  });

  it('no request at all while disabled by enabled=false', async () => {
    const search = vi.fn(async () => []);
    renderSelect({ enabled: false, loadInitial: true, search });
    await new Promise((r) => setTimeout(r, 50));
    expect(search).not.toHaveBeenCalled();
  });

  it("the dialog's saved record is selected", async () => {
    const onChange = vi.fn();
    let added: ((o: SelectOption) => void) | null = null;
    renderSelect({
      onChange,
      renderAdd: (ctx) => {
        added = ctx.onAdded;
        return null;
      },
    });
    expect(added).not.toBeNull();
    added!({ value: '99', label: '新承运商' });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(['99'], [{ value: '99', label: '新承运商' }]));
  });

  it('a pick past the multi-select limit is refused with a message; a removal clears it', async () => {
    const onChange = vi.fn();
    let added: ((o: SelectOption) => void) | null = null;
    renderSelect({
      multiple: true,
      limit: 1,
      value: ['1'],
      lookup: async () => [{ value: '1', label: '甲' }],
      onChange,
      renderAdd: (ctx) => {
        added = ctx.onAdded;
        return null;
      },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    added!({ value: '99', label: '新承运商' });
    expect((await screen.findByTestId('searchable-select-limit')).textContent).toBe('最多只能选择1项，请先移除已选项');
    expect(onChange).not.toHaveBeenCalled();
    await screen.findByText('甲');
    fireEvent.click(screen.getByTestId('searchable-select-tag').querySelector('button')!);
    expect(onChange).toHaveBeenCalledWith([], []);
    await vi.waitFor(() => expect(screen.queryByTestId('searchable-select-limit')).toBeNull());
  });

  it('a value set from outside after the user typed shows its label, not the typed text nor a blank', async () => {
    // the order form's scanned product code puts a product on a line whose picker was typed into before
    const lookup = vi.fn(async (ids: string[]) => ids.map((id) => ({ value: id, label: `产品${id}` })));
    const search = vi.fn(async (term: string) => (term ? [{ value: '1', label: `${term}沙发` }] : []));
    function Outside(p: SearchableSelectProps) {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <button type="button" data-testid="set-outside" onClick={() => setValue(['42'])} />
          <SearchableSelect {...p} value={value} onChange={(v) => setValue(v)} />
        </>
      );
    }
    renderSelect({ lookup, search, debounceMs: 10 }, Outside);
    const input = screen.getByTestId('searchable-select-input') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '北欧' } });
    expect(input.value).toBe('北欧');
    await new Promise((r) => setTimeout(r, 100));
    fireEvent.click(screen.getByTestId('set-outside'));
    await vi.waitFor(() => expect(input.value).toBe('产品42'));
    // the combobox's own sync after the change (a microtask later) does not blank it
    await new Promise((r) => setTimeout(r, 50));
    expect(input.value).toBe('产品42');
  });
});
