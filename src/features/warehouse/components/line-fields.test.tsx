import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as resources from '@/features/resources/i18n';
import * as wh from '../i18n';
import * as whStock from '../i18n-stock';
import { emptyForm, emptyLine, type DocumentFormValues, type LinesKind } from '../utils/document-form';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));
const { LineFields } = await import('./line-fields');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const stocked = [
  { location_id: 31, location_name: 'A区-01', location_code: 'A-01', warehouse_id: 3, warehouse_name: '上海仓', qty: 5 },
  { location_id: 41, location_name: 'B区-02', location_code: 'B-02', warehouse_id: 4, warehouse_name: '杭州仓', qty: 2 },
];

function Form({ kind }: { kind: LinesKind }) {
  const { control, register, formState } = useForm<DocumentFormValues>({
    defaultValues: { ...emptyForm(), warehouse_id: '3', lines: [{ ...emptyLine(), product_id: '9', product_label: '沙发 (SF-1)' }] },
  });
  return <LineFields kind={kind} control={control} register={register} errors={formState.errors} warehouseId={3} />;
}

afterEach(() => {
  cleanup();
  api.apiGet.mockReset();
});

describe('a document line’s source location and the product’s stock', () => {
  it('an outbound line offers the product’s locations in the document’s warehouse; a click chooses the location', async () => {
    api.apiGet.mockImplementation(async (url: string) => {
      if (url === '/order/inventory_operation/get_locations_by_product_id') return { list: stocked };
      if (url === '/user/basic/storage-locations') return { list: [{ id: 31, code: 'A-01', name: 'A区-01', status: 1 }, { id: 32, code: 'A-02', name: 'A区-02', status: 1 }] };
      return { list: [], total: 0 };
    });
    renderWithProviders(<Form kind="outbound" />, { catalogs: [wh, whStock, resources] });
    const buttons = await screen.findAllByTestId('wh-product-location');
    expect(buttons.map((b) => b.textContent)).toEqual(['上海仓 · A区-01（5）']);
    expect(api.apiGet).toHaveBeenCalledWith('/order/inventory_operation/get_locations_by_product_id', { product_id: 9 }, { silent: true });
    await waitFor(() => expect(screen.getByTestId('wh-line-location-0').querySelectorAll('option').length).toBeGreaterThan(1));
    fireEvent.click(buttons[0]);
    await waitFor(() => expect((screen.getByTestId('wh-line-location-0') as HTMLSelectElement).value).toBe('31'));
  });

  it('an inbound line (a put-away target) asks nothing of the product’s stock', async () => {
    api.apiGet.mockResolvedValue({ list: [], total: 0 });
    renderWithProviders(<Form kind="inbound" />, { catalogs: [wh, whStock, resources] });
    await screen.findByTestId('wh-line-location-0');
    expect(screen.queryByTestId('wh-line-locations-0')).toBeNull();
    expect(api.apiGet).not.toHaveBeenCalledWith('/order/inventory_operation/get_locations_by_product_id', expect.anything(), expect.anything());
  });
});
