import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as resourceStrings from '@/features/resources/i18n';
import * as strings from '../i18n';
import { emptyLine, type ProductLine } from '../utils/form-values';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
// the real ApiError: the bar tells a refusal's msg from a failure by it
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { ApiError } = await import('@/lib/api-client');

const { ProductEntryBar } = await import('./product-entry-bar');

const sofa = { id: 7, name: '沙发', code: 'SF-1', package: 3, disabled: false };

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiGet.mockImplementation(async (url: string, params: { code?: string }) => {
    if (url === '/ms-fahuobao-order/FhbOrder/getProductInfo') {
      if (params.code === 'SF-1') return sofa;
      if (params.code === 'OLD-1') return { ...sofa, id: 8, code: 'OLD-1', disabled: true };
      throw new ApiError('404', '商品编码不存在', 404);
    }
    if (url === '/user/product-categories/cascader-data') return { children: [] };
    if (url === '/user/product/getAllProduct') return { list: [{ ...sofa, category_path: '', category_path_code: '', lv1_category_code: '', lv2_category_code: '', inventory: 4 }], total: 1 };
    throw new Error(url);
  });
});
afterEach(cleanup);

function setup(lines: ProductLine[] = [emptyLine()]) {
  const onChange = vi.fn();
  renderWithProviders(<ProductEntryBar lines={lines} onChange={onChange} catalog={{ object_id: 12, services_pkg_code: 'PKG1', order_business_code: 'E-COMMERCE' }} />, { catalogs: [strings, resourceStrings] });
  return onChange;
}

const typeCode = (code: string) => {
  const input = screen.getByTestId('product-code');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('the order form’s product code entry and catalog', () => {
  it('a typed code is looked up with getProductInfo and fills the empty line with the product’s name', async () => {
    const onChange = setup();
    typeCode('SF-1');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith([{ product_id: '7', name: '沙发 (SF-1)', package: 3, quantity: '1' }]));
    expect(api.apiGet).toHaveBeenCalledWith('/ms-fahuobao-order/FhbOrder/getProductInfo', { code: 'SF-1' }, expect.anything());
    expect((screen.getByTestId('product-code') as HTMLInputElement).value).toBe('');
  });

  it('an unknown code shows the server’s message; a disabled product is not added', async () => {
    const onChange = setup();
    typeCode('NOPE');
    expect((await screen.findByTestId('product-code-error')).textContent).toBe('商品编码不存在');
    typeCode('OLD-1');
    await vi.waitFor(() => expect(screen.getByTestId('product-code-error').textContent).toBe('该商品已停用'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('按分类选择 opens the product picker over the order’s products (consignor, package, business type, stock); a pick fills a line', async () => {
    const onChange = setup();
    fireEvent.click(screen.getByTestId('product-catalog-toggle'));
    const option = await screen.findByTestId('product-catalog-option');
    expect(option.textContent).toContain('沙发');
    expect(api.apiGet).toHaveBeenCalledWith('/user/product/getAllProduct', expect.objectContaining({ object_id: 12, services_pkg_code: 'PKG1', order_business_code: 'E-COMMERCE', check_inventory: 1 }), expect.anything());
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith([{ product_id: '7', name: '沙发 (SF-1)', package: 3, quantity: '1' }]);
  });
});
