import { describe, expect, it } from 'vitest';
import { kindOfRecord } from '@/domain/resource-edit';
import { serverMessage, type ServerMessageKey } from '@/domain/server-messages';
import { EMPTY_RESOURCE_FORM, formValuesOf, kindFields, resourceBody, validateResource, type ResourceFormValues } from './resource-form';

const zh = (issues: Record<string, string>) => Object.fromEntries(Object.entries(issues).map(([k, v]) => [k, serverMessage('zh', v as ServerMessageKey)]));
const values = (patch: Partial<ResourceFormValues>): ResourceFormValues => ({ ...EMPTY_RESOURCE_FORM, ...patch });

describe('resource edit form', () => {
  it('knows the kind of a stored record, providers by the role they were added with', () => {
    expect(kindOfRecord({ objectType: 'consignor', objectSubType: null })).toBe('consignor');
    expect(kindOfRecord({ objectType: 'consignor', objectSubType: 'T_3PL' })).toBe('thirdPartyLogistics');
    expect(kindOfRecord({ objectType: 'transporter', objectSubType: 'T_SJ' })).toBe('driver');
    expect(kindOfRecord({ objectType: 'transporter', objectSubType: 'T_ZX' })).toBe('carrier');
    expect(kindOfRecord({ objectType: 'delivery', objectSubType: 'T_PZ', role: 'FITTING_WORKER' })).toBe('fittingWorker');
    expect(kindOfRecord({ objectType: 'delivery', objectSubType: 'T_PZ', role: null })).toBe('serviceProvider');
  });

  it('gives each kind the fields of its add dialog', () => {
    expect(kindFields('driver')).toMatchObject({ nameMax: 20, phoneRequired: true, serviceTypes: 'required', isRelated: true, consignor: false });
    expect(kindFields('store')).toMatchObject({ nameMax: 10, phoneRequired: false, settleRequired: true, settleCategory: 'SETTLE_STORE', consignor: true });
    expect(kindFields('consignor')).toMatchObject({ phoneRequired: false, settleRequired: true, serviceTypes: null });
    expect(kindFields('fittingWorker')).toMatchObject({ phoneRequired: true, serviceTypes: 'optional', settleCategory: 'SETTLE_DELIVERY' });
    expect(kindFields('carrier')).toMatchObject({ phoneRequired: true, settleCategory: 'SETTLE_T_ZX', serviceTypes: null });
  });

  it('validates with the spec §5 messages of the kind', () => {
    expect(zh(validateResource('consignor', values({})))).toEqual({ name: '请输入名称', settle_type_code: '请选择结算方式' });
    expect(zh(validateResource('consignor', values({ name: '十一个字的商家名称啊啊', phone: '123', settle_type_code: 'PAY_NOW' })))).toEqual({
      name: '允许输入10字内',
      phone: '手机号格式不正确',
    });
    expect(zh(validateResource('store', values({ name: '店' })))).toEqual({ settle_type_code: '请选择店铺结算方式' });
    expect(zh(validateResource('carrier', values({})))).toEqual({ name: '请输入承运商名称', phone: '请输入承运商联系手机号' });
    expect(zh(validateResource('fittingWorker', values({})))).toEqual({ name: '请输入配装师傅名称', phone: '请输入配装师傅联系手机号' });
    expect(zh(validateResource('driver', values({ name: 'x'.repeat(21), phone: '13800000000', service_type_codes: [] })))).toEqual({
      name: '允许输入20字内',
      service_type_codes: '请选择可派单服务',
    });
    expect(validateResource('driver', values({ name: 'x'.repeat(20), phone: '13800000000', service_type_codes: ['DELIVERY'] }))).toEqual({});
    expect(zh(validateResource('factory', values({ memo: 'x'.repeat(321), name: '厂' })))).toEqual({ memo: '备注不能超过320字' });
  });

  it('sends only the fields of the kind', () => {
    const v = values({ name: '店', phone: '', settle_type_code: 'PAY_NOW', consignor_id: '12', service_type_codes: ['X'] });
    expect(resourceBody('store', v)).toEqual({ name: '店', phone: '', memo: '', settle_type_code: 'PAY_NOW', consignor_id: 12 });
    expect(resourceBody('driver', v)).toMatchObject({ service_type_codes: ['X'], is_related: true });
    expect(resourceBody('driver', v)).not.toHaveProperty('consignor_id');
    expect(resourceBody('consignor', v)).not.toHaveProperty('service_type_codes');
  });

  it('fills the form from a stored record', () => {
    expect(formValuesOf({ name: 'a', phone: 'b', settle_type_code: 'c', memo: 'd', parent_id: 5, service_type_codes: ['DELIVERY'], is_related: false })).toEqual({
      name: 'a',
      phone: 'b',
      settle_type_code: 'c',
      memo: 'd',
      service_type_codes: ['DELIVERY'],
      is_related: false,
      consignor_id: '5',
    });
  });
});
