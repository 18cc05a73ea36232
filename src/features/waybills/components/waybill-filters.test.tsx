import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ui from '@/components/ui/i18n';
import { addressTreeKeys } from '@/components/ui/tree-select/api/get-address-tree';
import { i18n, initI18n } from '@/lib/i18n';
import { sessionKeys } from '@/lib/session/queries';
import type * as VariantModule from '@/lib/variant';
import * as waybills from '../i18n';
import { activeFilterCount, WaybillFilters, type WaybillFilterValues } from './waybill-filters';

// the host's user type (the edition rule's other half); servicer unless a test says otherwise
const host = vi.hoisted(() => ({ userType: 'servicer' as string }));
vi.mock('@/lib/variant', async (importOriginal) => {
  const m = await importOriginal<typeof VariantModule>();
  return { ...m, useVariant: () => ({ ...m.getVariant(), userType: host.userType }) };
});

afterEach(() => {
  cleanup();
  host.userType = 'servicer';
});

function renderFilters(initial: Record<string, unknown>, onSearch = vi.fn(), user?: Record<string, unknown>) {
  initI18n({ en: { ...ui.en, ...waybills.en }, zh: { ...ui.zh, ...waybills.zh } });
  void i18n.changeLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) client.setQueryData(sessionKeys.currentUser(), user);
  client.setQueryData(addressTreeKeys.all, [{ value: '310000', label: '上海市', children: [{ value: '310100', label: '市辖区', children: [{ value: '310115', label: '浦东新区' }] }] }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ChakraProvider value={defaultSystem}>
          <WaybillFilters initial={initial as WaybillFilterValues} lang="en" onSearch={onSearch} />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSearch;
}

describe('WaybillFilters', () => {
  it('takes only the filter keys from the whole URL search and submits them trimmed', () => {
    const onSearch = renderFilters({ nos: ' 226 ', per_page: 500, page: 2, sort: 'order_no asc', created_from: '2026-11-15', created_to: '2026-11-21', end_area_code: '310115' });
    expect((screen.getByTestId('filter-created-start') as HTMLInputElement).value).toBe('2026-11-15');
    expect(screen.getByTestId('filter-end-area').textContent).toContain('上海市 / 市辖区 / 浦东新区');
    fireEvent.submit(screen.getByTestId('waybill-filters'));
    expect(onSearch).toHaveBeenCalledWith({
      nos: '226',
      end_tel: undefined,
      union_end_contact: undefined,
      status: undefined,
      created_from: '2026-11-15',
      created_to: '2026-11-21',
      end_area_code: '310115',
      consignor_resource_id: undefined,
    });
  });

  it('the merchant filter follows the edition rule: a STORE-edition consignor account filters by one of its stores', () => {
    host.userType = 'consignor';
    const onSearch = renderFilters({ store_resource_id: 5, consignor_resource_id: 9 }, vi.fn(), { id: 7, main_user_id: 7, edition_flags: 2 });
    const merchant = screen.getByTestId('filter-consignor').closest('[data-source]')!;
    expect(merchant.getAttribute('data-source')).toBe('stores');
    expect(screen.getByText('Store')).toBeTruthy();
    fireEvent.submit(screen.getByTestId('waybill-filters'));
    expect(onSearch.mock.calls[0][0]).toMatchObject({ store_resource_id: '5', consignor_resource_id: '9' });
  });

  it('the same consignor account without the STORE bit, and a servicer in the STORE edition, filter consignors', () => {
    host.userType = 'consignor';
    renderFilters({}, vi.fn(), { id: 7, main_user_id: 7, edition_flags: 1 });
    expect(screen.getByTestId('filter-consignor').closest('[data-source]')!.getAttribute('data-source')).toBe('consignors');
    cleanup();
    host.userType = 'servicer';
    renderFilters({}, vi.fn(), { id: 8, main_user_id: 8, edition_flags: 2 });
    expect(screen.getByTestId('filter-consignor').closest('[data-source]')!.getAttribute('data-source')).toBe('consignors');
    // named in the edition's word all the same
    expect(screen.getByText('Store')).toBeTruthy();
  });

  it('editing the date range and clearing the area reach the search', () => {
    const onSearch = renderFilters({ end_area_code: '310000' });
    fireEvent.change(screen.getByTestId('filter-created-end'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByTestId('filter-end-area-clear'));
    fireEvent.submit(screen.getByTestId('waybill-filters'));
    expect(onSearch.mock.calls[0][0]).toMatchObject({ created_from: undefined, created_to: '2026-11-20', end_area_code: undefined });
  });

  it('reset clears everything', () => {
    const onSearch = renderFilters({ status: 'TO_SIGN' });
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(onSearch).toHaveBeenCalledWith({});
  });
});

describe('activeFilterCount', () => {
  it('counts each filter once, the date range as one', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ status: 'TO_SIGN', created_from: '2026-11-01', created_to: '2026-11-02' })).toBe(2);
    expect(activeFilterCount({ created_to: '2026-11-02', end_area_code: '310000', nos: '1' })).toBe(3);
  });
});
