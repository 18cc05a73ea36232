import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as wh from '../i18n';
import * as whStock from '../i18n-stock';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { ProductLocations } = await import('./product-locations');

function renderIt(productId: number | null, onPick = vi.fn()) {
  renderWithProviders(<ProductLocations productId={productId} onPick={onPick} />, { catalogs: [wh, whStock] });
  return onPick;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ProductLocations', () => {
  it("offers the product's stocked locations from get_locations_by_product_id; a click picks warehouse and location", async () => {
    const row = { location_id: 31, location_name: 'A区-01', location_code: 'A-01', warehouse_id: 3, warehouse_name: '上海仓', qty: 5 };
    api.apiGet.mockResolvedValue({ list: [row] });
    const onPick = renderIt(9);
    const button = await screen.findByTestId('wh-product-location');
    expect(button.textContent).toBe('上海仓 · A区-01（5）');
    expect(api.apiGet).toHaveBeenCalledWith('/order/inventory_operation/get_locations_by_product_id', { product_id: 9 }, { silent: true });
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith(row);
  });

  it('says when the product is stocked nowhere, and asks nothing without a product', async () => {
    api.apiGet.mockResolvedValue({ list: [] });
    renderIt(9);
    await waitFor(() => expect(screen.getByTestId('wh-product-locations').textContent).toBe('在库位置：暂无库存'));
    cleanup();
    api.apiGet.mockClear();
    renderIt(null);
    expect(screen.queryByTestId('wh-product-locations')).toBeNull();
    expect(api.apiGet).not.toHaveBeenCalled();
  });

  it("a document's line: only the document's warehouse's locations; none there says so", async () => {
    const here = { location_id: 31, location_name: 'A区-01', location_code: 'A-01', warehouse_id: 3, warehouse_name: '上海仓', qty: 5 };
    const there = { location_id: 41, location_name: 'B区-02', location_code: 'B-02', warehouse_id: 4, warehouse_name: '杭州仓', qty: 2 };
    api.apiGet.mockResolvedValue({ list: [here, there] });
    renderWithProviders(<ProductLocations productId={9} warehouseId={3} onPick={vi.fn()} data-testid="line-locations" />, { catalogs: [wh, whStock] });
    await waitFor(() => expect(screen.getAllByTestId('wh-product-location').map((b) => b.textContent)).toEqual(['上海仓 · A区-01（5）']));
    cleanup();
    renderWithProviders(<ProductLocations productId={9} warehouseId={5} onPick={vi.fn()} data-testid="line-locations" />, { catalogs: [wh, whStock] });
    await waitFor(() => expect(screen.getByTestId('line-locations').textContent).toBe('在库位置：暂无库存'));
  });
});
