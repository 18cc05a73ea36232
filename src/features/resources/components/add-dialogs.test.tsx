import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));
vi.mock('@/lib/toaster', () => ({ toast }));

const { ResourceAddDialog } = await import('./resource-add-dialog');
const { DriverAddDialog } = await import('./driver-add-dialog');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  Object.values(toast).forEach((f) => f.mockReset());
  api.apiGet.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    if (url === '/config/item/getConfigItemList') {
      return params.category_code === 'DRIVER_SERVICE_TYPE'
        ? { list: [{ code: 'DELIVERY_INSTALL', name: '配装' }, { code: 'DELIVERY', name: '配送' }] }
        : { list: [{ code: 'PAY_NOW', name: '现付' }] };
    }
    if (url.endsWith('/isNameExist')) return { is_exist: params.name === '已有承运商' };
    if (url.endsWith('/verify')) return { is_bind: params.phone === '13900000000' };
    return {};
  });
});
afterEach(cleanup);

describe('Add carrier dialog', () => {
  it('shows the spec §5 messages and saves a valid carrier', async () => {
    const onAdded = vi.fn();
    wrap(<ResourceAddDialog kind="carrier" open onCancel={vi.fn()} onAdded={onAdded} />);
    fireEvent.click(await screen.findByTestId('add-carrier-save'));
    expect((await screen.findByTestId('add-carrier-name-error')).textContent).toBe('请输入承运商名称');
    expect(screen.getByTestId('add-carrier-phone-error').textContent).toBe('请输入承运商联系手机号');

    type('add-carrier-name', '一二三四五六七八九十一');
    type('add-carrier-phone', '1380000');
    fireEvent.click(screen.getByTestId('add-carrier-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-carrier-name-error').textContent).toBe('允许输入10字内'));
    expect(screen.getByTestId('add-carrier-phone-error').textContent).toBe('手机号格式不正确');

    type('add-carrier-name', '已有承运商');
    type('add-carrier-phone', '13800000000');
    fireEvent.click(screen.getByTestId('add-carrier-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-carrier-name-error').textContent).toBe('承运商名称已存在'));
    expect(api.apiPost).not.toHaveBeenCalled();

    api.apiPost.mockResolvedValue({ resource_id: 77 });
    type('add-carrier-name', '新承运商');
    fireEvent.click(screen.getByTestId('add-carrier-save'));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 77, name: '新承运商', phone: '13800000000' }));
    expect(api.apiPost).toHaveBeenCalledWith(
      '/user/resource_binding/transporter/add',
      expect.objectContaining({ name: '新承运商', phone: '13800000000', object_sub_type: 'T_ZX' }),
      { silent: true },
    );
    expect(toast.success).toHaveBeenCalledWith('新增成功');
  });

  it('a delivery service provider with a bound phone: 相同手机号服务商已存在', async () => {
    wrap(<ResourceAddDialog kind="serviceProvider" open onCancel={vi.fn()} onAdded={vi.fn()} />);
    type('add-serviceProvider-name', '服务商甲');
    type('add-serviceProvider-phone', '13900000000');
    fireEvent.click(screen.getByTestId('add-serviceProvider-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-serviceProvider-phone-error').textContent).toBe('相同手机号服务商已存在'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/delivery/verify', { sub_type: 'T_PZ', phone: '13900000000' }, { silent: true });
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it('a consignor without a settlement type: 请选择结算方式', async () => {
    wrap(<ResourceAddDialog kind="consignor" open onCancel={vi.fn()} onAdded={vi.fn()} />);
    type('add-consignor-name', '商家甲');
    fireEvent.click(screen.getByTestId('add-consignor-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-consignor-settle-error').textContent).toBe('请选择结算方式'));
  });

  it('Cancel resets the fields', async () => {
    const onCancel = vi.fn();
    wrap(<ResourceAddDialog kind="carrier" open onCancel={onCancel} onAdded={vi.fn()} />);
    type('add-carrier-name', '临时');
    fireEvent.click(screen.getByTestId('add-carrier-cancel'));
    expect(onCancel).toHaveBeenCalled();
    expect((screen.getByTestId('add-carrier-name') as HTMLInputElement).value).toBe('');
  });
});

describe('add-driver dialog', () => {
  it('shows every message and toasts 新增司机信息成功 on save', async () => {
    const onAdded = vi.fn();
    wrap(<DriverAddDialog open onCancel={vi.fn()} onAdded={onAdded} />);
    fireEvent.click(await screen.findByTestId('add-driver-save'));
    expect((await screen.findByTestId('add-driver-name-error')).textContent).toBe('请输入司机名称');
    expect(screen.getByTestId('add-driver-phone-error').textContent).toBe('请输入司机手机号');
    expect(screen.getByTestId('add-driver-services-error').textContent).toBe('请选择可派单服务');

    type('add-driver-name', '司'.repeat(21));
    type('add-driver-phone', '138');
    fireEvent.click(screen.getByTestId('add-driver-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-driver-name-error').textContent).toBe('允许输入20字内'));
    expect(screen.getByTestId('add-driver-phone-error').textContent).toBe('手机号格式不正确');

    type('add-driver-name', '张师傅');
    type('add-driver-phone', '13900000000');
    await screen.findByText('配装');
    fireEvent.click(screen.getByTestId('add-driver-service-DELIVERY_INSTALL').querySelector('input')!);
    await vi.waitFor(() => expect(screen.queryByTestId('add-driver-services-error')).toBeNull());
    fireEvent.click(screen.getByTestId('add-driver-save'));
    await vi.waitFor(() => expect(screen.getByTestId('add-driver-phone-error').textContent).toBe('相同手机号的司机已存在'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/transporter/verify', { sub_type: 'T_SJ', phone: '13900000000' }, { silent: true });

    api.apiPost.mockResolvedValue({ resource_id: 5 });
    type('add-driver-phone', '13800000000');
    fireEvent.click(screen.getByTestId('add-driver-save'));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 5, name: '张师傅', phone: '13800000000' }));
    expect(api.apiPost).toHaveBeenCalledWith(
      '/user/resource_binding/transporter/add',
      expect.objectContaining({ object_sub_type: 'T_SJ', name: '张师傅', service_type_codes: ['DELIVERY_INSTALL'], is_related: true }),
      { silent: true },
    );
    expect(toast.success).toHaveBeenCalledWith('新增司机信息成功');
  });
});
