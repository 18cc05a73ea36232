import { describe, expect, it, vi } from 'vitest';
import { driverAddBody } from '@/domain/resources';

vi.mock('@/lib/api-client', () => ({ apiGet: vi.fn(), apiPost: vi.fn(), ApiError: class extends Error {} }));

const { ADD_KINDS } = await import('./add-kinds');
const { issuesByField } = await import('./form-resolver');
const { messageText } = await import('./messages');

const zh = (schema: Parameters<typeof issuesByField>[0], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(issuesByField(schema, values)).map(([k, v]) => [k, messageText('zh', v)]));

const empty = { name: '', phone: '', settle_type_code: '', memo: '' };
const ok = { name: '测试', phone: '13800000000', settle_type_code: 'PAY_NOW', memo: '' };

describe('inline-add dialog validation (spec §5, verbatim zh)', () => {
  it.each([
    ['carrier', '请输入承运商名称', '请输入承运商联系手机号'],
    ['thirdPartyLogistics', '请输入三方物流名称', '请输入三方物流联系手机号'],
    ['serviceProvider', '请输入服务商名称', '请输入服务商联系手机号'],
    ['fittingWorker', '请输入配装师傅名称', '请输入配装师傅联系手机号'],
    ['deliveryInstall', '请输入配装服务商名称', '请输入配装服务商联系手机号'],
  ] as const)('%s: empty name and phone', (kind, nameMsg, phoneMsg) => {
    const errors = zh(ADD_KINDS[kind].schema, { ...empty });
    expect(errors.name).toBe(nameMsg);
    expect(errors.phone).toBe(phoneMsg);
  });

  it.each(['consignor', 'supplier', 'store'] as const)('%s: empty name, phone optional', (kind) => {
    const errors = zh(ADD_KINDS[kind].schema, empty);
    expect(errors.name).toBe(kind === 'store' ? '请输入店铺名称' : '请输入名称');
    expect(errors.phone).toBeUndefined();
  });

  it('settlement type required for consignor and store', () => {
    expect(zh(ADD_KINDS.consignor.schema, { ...ok, settle_type_code: '' }).settle_type_code).toBe('请选择结算方式');
    expect(zh(ADD_KINDS.store.schema, { ...ok, settle_type_code: '' }).settle_type_code).toBe('请选择店铺结算方式');
    expect(zh(ADD_KINDS.carrier.schema, { ...ok, settle_type_code: '' }).settle_type_code).toBeUndefined();
  });

  it.each(Object.keys(ADD_KINDS) as (keyof typeof ADD_KINDS)[])('%s: at most 10 characters, phone format', (kind) => {
    const errors = zh(ADD_KINDS[kind].schema, { ...ok, name: '一二三四五六七八九十一', phone: '12345' });
    expect(errors.name).toBe('允许输入10字内');
    expect(errors.phone).toBe('手机号格式不正确');
    expect(zh(ADD_KINDS[kind].schema, { ...ok, name: '一二三四五六七八九十' })).toEqual({});
  });

  it('duplicate-name and bound-phone messages', () => {
    expect(messageText('zh', ADD_KINDS.carrier.nameExistsMessage)).toBe('承运商名称已存在');
    expect(messageText('zh', ADD_KINDS.thirdPartyLogistics.nameExistsMessage)).toBe('三方物流名称已存在');
    expect(messageText('zh', ADD_KINDS.consignor.nameExistsMessage)).toBe('名称已存在');
    expect(messageText('zh', ADD_KINDS.store.nameExistsMessage)).toBe('店铺名称已存在');
    expect(messageText('zh', ADD_KINDS.serviceProvider.nameExistsMessage)).toBe('服务商名称已存在');
    expect(messageText('zh', ADD_KINDS.fittingWorker.nameExistsMessage)).toBe('配装师傅名称已存在');
    expect(messageText('zh', ADD_KINDS.deliveryInstall.nameExistsMessage)).toBe('配装服务商名称已存在');
    expect(messageText('zh', ADD_KINDS.serviceProvider.phoneBoundMessage)).toBe('相同手机号服务商已存在');
  });
});

describe('driver dialog validation (spec §5 Driver dialog)', () => {
  const base = { object_sub_type: 'T_SJ', name: '张师傅', phone: '13800000000', service_type_codes: ['X'], settle_type_code: '', is_related: true, memo: '' };
  it('empty name, phone and services', () => {
    expect(zh(driverAddBody, { ...base, name: '', phone: '', service_type_codes: [] })).toEqual({
      name: '请输入司机名称',
      phone: '请输入司机手机号',
      service_type_codes: '请选择可派单服务',
    });
  });
  it('name at most 20, phone format, memo at most 320', () => {
    expect(zh(driverAddBody, { ...base, name: '司'.repeat(21), phone: '2380000000', memo: 'm'.repeat(321) })).toEqual({
      name: '允许输入20字内',
      phone: '手机号格式不正确',
      memo: '备注不能超过320字',
    });
    expect(zh(driverAddBody, { ...base, name: '司'.repeat(20), memo: 'm'.repeat(320) })).toEqual({});
  });
  it('bound phone message', () => {
    expect(messageText('zh', 'driverPhoneBound')).toBe('相同手机号的司机已存在');
    expect(messageText('en', 'mobileInvalid')).toBe('Invalid mobile number format');
  });
});
