import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
class ApiError extends Error {
  constructor(
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(msg);
  }
}
vi.mock('@/lib/api-client', () => ({ ...api, ApiError }));
vi.mock('@/lib/toaster', () => ({ toast }));

const { ResourceFormDialog } = await import('./resource-form-dialog');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const driver = {
  id: 5,
  name: '王建国',
  phone: '13800000005',
  memo: '',
  object_type: 'transporter',
  object_sub_type: 'T_SJ',
  settle_type_code: 'MONTHLY',
  settle_type_name: '月结',
  is_forbid_create_order: 0,
  service_type: [{ code: 'DELIVERY', name: '配送' }],
  service_type_codes: ['DELIVERY'],
  is_related: true,
  districts: [],
  parent_id: null,
  parent_name: '',
  role: null,
};

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  Object.values(toast).forEach((f) => f.mockReset());
  api.apiGet.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/config/item/getConfigItemList') {
      return params?.category_code === 'DRIVER_SERVICE_TYPE'
        ? { list: [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }] }
        : { list: [{ code: 'MONTHLY', name: '月结' }] };
    }
    if (url === '/user/resource_binding/resource/5') return driver;
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(cleanup);

describe('Edit resource dialog', () => {
  it('loads a driver, validates with the driver dialog limits and saves through PUT', async () => {
    const onSaved = vi.fn();
    wrap(<ResourceFormDialog open id={5} title="编辑司机" onClose={vi.fn()} onSaved={onSaved} />);
    const name = (await screen.findByTestId('edit-resource-name')) as HTMLInputElement;
    await vi.waitFor(() => expect(name.value).toBe('王建国'));

    type('edit-resource-name', 'x'.repeat(21));
    fireEvent.click(screen.getByTestId('edit-resource-save'));
    await vi.waitFor(() => expect(screen.getByTestId('edit-resource-name-error').textContent).toBe('允许输入20字内'));
    expect(api.apiPut).not.toHaveBeenCalled();

    // the server's answer for another driver's phone lands under the field
    api.apiPut.mockRejectedValueOnce(new ApiError('相同手机号的司机已存在', { data: { field: 'phone' } }));
    type('edit-resource-name', '王建国二');
    type('edit-resource-phone', '13800000006');
    fireEvent.click(screen.getByTestId('edit-resource-save'));
    await vi.waitFor(() => expect(screen.getByTestId('edit-resource-phone-error').textContent).toBe('相同手机号的司机已存在'));

    api.apiPut.mockResolvedValueOnce({ ...driver, name: '王建国二' });
    type('edit-resource-phone', '13800000007');
    fireEvent.click(screen.getByTestId('edit-resource-save'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(api.apiPut).toHaveBeenLastCalledWith(
      '/user/resource_binding/resource/5',
      expect.objectContaining({ name: '王建国二', phone: '13800000007', service_type_codes: ['DELIVERY'], is_related: true, settle_type_name: '月结' }),
      { silent: true },
    );
    expect(toast.success).toHaveBeenCalledWith('保存成功');
  });

  it('creates a factory with the same form', async () => {
    const onSaved = vi.fn();
    api.apiPost.mockResolvedValue({ id: 41, resource_id: 41, name: '新工厂' });
    wrap(<ResourceFormDialog open createKind="factory" title="新增工厂" onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(await screen.findByTestId('edit-resource-save'));
    await vi.waitFor(() => expect(screen.getByTestId('edit-resource-name-error').textContent).toBe('请输入工厂名称'));
    type('edit-resource-name', '新工厂');
    fireEvent.click(screen.getByTestId('edit-resource-save'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(api.apiPost).toHaveBeenCalledWith('/user/resource_binding/factory/add', expect.objectContaining({ name: '新工厂' }), { silent: true });
  });
});
