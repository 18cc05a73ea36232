import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));
vi.mock('@/lib/toaster', () => ({ toast: { success: vi.fn(), warning: vi.fn() } }));

const { ProductPicker, filterProducts } = await import('./product-picker');
const { categoryChoices } = await import('./product-add-dialog');

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

const product = (id: number, name: string, lv1 = 'C1', lv2 = 'C11') => ({
  id,
  code: `P${id}`,
  name,
  package: 1,
  category_path: '家具/沙发',
  category_path_code: `${lv1}/${lv2}`,
  lv1_category_code: lv1,
  lv2_category_code: lv2,
  inventory: null,
});
const tree = [{ value: 'C1', label: '家具', level: 1, children: [{ value: 'C11', label: '沙发', level: 2 }] }];

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  api.apiGet.mockImplementation(async (url: string) => {
    if (url === '/user/product-categories/cascader-data') return { code: 'PC001', name: '', children: tree };
    return { list: [product(1, '布艺沙发'), product(2, '餐桌', 'C2', '')], total: 2 };
  });
  api.apiPost.mockImplementation(async (_url: string, body: { name: string; category_code: string }) => product(7, body.name));
});
afterEach(cleanup);

describe('product picker', () => {
  it('loads the cascade under PC001 (max level 2) and the products with the inventory filters', async () => {
    wrap(<ProductPicker value={null} onChange={vi.fn()} check_inventory filter_zero_inventory />);
    await screen.findAllByTestId('product-picker-option');
    expect(api.apiGet).toHaveBeenCalledWith('/user/product-categories/cascader-data', { parent_code: 'PC001', max_level: 2 }, expect.anything());
    expect(api.apiGet).toHaveBeenCalledWith(
      '/user/product/getAllProduct',
      expect.objectContaining({ check_inventory: 1, filter_zero_inventory: 1, order_business_code: 'E-COMMERCE' }),
      expect.anything(),
    );
  });

  it('the name filter applies 300 ms after typing', async () => {
    wrap(<ProductPicker value={null} onChange={vi.fn()} />);
    await vi.waitFor(() => expect(screen.getAllByTestId('product-picker-option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('product-picker-filter'), { target: { value: '餐' } });
    const typedAt = Date.now();
    expect(screen.getAllByTestId('product-picker-option')).toHaveLength(2);
    await vi.waitFor(() => expect(screen.getAllByTestId('product-picker-option')).toHaveLength(1));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(280);
    expect(screen.getByTestId('product-picker-option').textContent).toContain('餐桌');
  });

  it('filters by category and text', () => {
    const list = [product(1, '布艺沙发'), product(2, '餐桌', 'C2', '')];
    expect(filterProducts(list, 'C1', '', '').map((p) => p.id)).toEqual([1]);
    expect(filterProducts(list, '', '', '餐').map((p) => p.id)).toEqual([2]);
    expect(filterProducts(list, '', '', 'p1').map((p) => p.id)).toEqual([1]);
    expect(categoryChoices(tree)).toEqual([
      { value: 'C1', label: '家具' },
      { value: 'C11', label: '家具 / 沙发' },
    ]);
  });

  it('the add dialog requires type and name, posts package 1 and selects the new product', async () => {
    const onChange = vi.fn();
    wrap(<ProductPicker value={null} onChange={onChange} />);
    await screen.findAllByTestId('product-picker-option');
    fireEvent.click(screen.getByTestId('product-picker-add'));
    fireEvent.click(await screen.findByTestId('add-product-save'));
    expect((await screen.findByTestId('add-product-type-error')).textContent).toBe('请选择产品类型');
    expect(screen.getByTestId('add-product-name-error').textContent).toBe('请输入产品名称');
    expect((screen.getByTestId('add-product-package') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('add-product-type'), { target: { value: 'C11' } });
    fireEvent.change(screen.getByTestId('add-product-name'), { target: { value: '新沙发' } });
    fireEvent.click(screen.getByTestId('add-product-save'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: '新沙发' })));
    expect(api.apiPost).toHaveBeenCalledWith('/user/product/add', { name: '新沙发', package: 1, category_code: 'C11' }, expect.anything());
    expect(screen.getAllByTestId('product-picker-option')[0].textContent).toContain('新沙发');
  });

  it('a failed product request is only logged: empty list', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    api.apiGet.mockRejectedValue(new Error('down'));
    wrap(<ProductPicker value={null} onChange={vi.fn()} />);
    await vi.waitFor(() => expect(screen.getByTestId('product-picker-list').textContent).toBe('无匹配数据'));
    expect(debug).toHaveBeenCalled();
    debug.mockRestore();
  });
});
