import { describe, expect, it } from 'vitest';
import {
  consignorAddBody,
  consignorAddForm,
  driverAddBody,
  factoryAddBody,
  objectTypeOfSubType,
  productAddBody,
  storeAddForm,
  transporterAddBody,
} from './resources';
import { serverMessage } from './server-messages';

/** the zh message of the first issue, as the dialogs show it */
function message(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  return serverMessage('zh', result.error!.issues[0].message as Parameters<typeof serverMessage>[1]);
}

describe('inline-add schemas (spec §5)', () => {
  it('words carrier errors as the spec does', () => {
    const carrier = transporterAddBody('carrier');
    expect(message(carrier.safeParse({ object_sub_type: 'T_ZX', phone: '13800000000' }))).toBe('请输入承运商名称');
    expect(message(carrier.safeParse({ object_sub_type: 'T_ZX', name: '一二三四五六七八九十一', phone: '13800000000' }))).toBe('允许输入10字内');
    expect(message(carrier.safeParse({ object_sub_type: 'T_ZX', name: '承运' }))).toBe('请输入承运商联系手机号');
    expect(message(carrier.safeParse({ object_sub_type: 'T_ZX', name: '承运', phone: '1380000' }))).toBe('手机号格式不正确');
    expect(carrier.parse({ object_sub_type: 'T_ZX', name: ' 承运 ', phone: '13800000000' })).toMatchObject({ name: '承运', memo: '' });
    // numeric strings arrive as numbers (spec §5 General)
    expect(carrier.parse({ object_sub_type: 'T_ZX', name: 123, phone: 13800000000 })).toMatchObject({ name: '123', phone: '13800000000' });
    expect(consignorAddBody().parse({ name: '商家', phone: 13800000000 }).phone).toBe('13800000000');
  });

  it('keeps the consignor phone optional and the dialog settlement type required', () => {
    expect(consignorAddBody().parse({ name: '商家' })).toMatchObject({ phone: '', settle_type_code: '' });
    expect(message(consignorAddBody().safeParse({}))).toBe('请输入名称');
    expect(message(consignorAddBody('thirdPartyLogistics').safeParse({ name: '三方' }))).toBe('请输入三方物流联系手机号');
    expect(message(consignorAddForm.safeParse({ name: '商家' }))).toBe('请选择结算方式');
    expect(message(storeAddForm.safeParse({ name: '店铺' }))).toBe('请选择店铺结算方式');
  });

  it('applies the driver dialog rules and defaults', () => {
    const ok = driverAddBody.parse({ object_sub_type: 'T_SJ', name: '司机', phone: '13800000000', service_type_codes: ['DELIVERY_INSTALL'] });
    expect(ok).toMatchObject({ is_related: true, districts: [], memo: '' });
    expect(message(driverAddBody.safeParse({ object_sub_type: 'T_SJ', name: '司机', phone: '13800000000' }))).toBe('请选择可派单服务');
    expect(message(driverAddBody.safeParse({ object_sub_type: 'T_SJ', name: '司'.repeat(21), phone: '13800000000', service_type_codes: ['X'] }))).toBe('允许输入20字内');
    expect(message(driverAddBody.safeParse({ object_sub_type: 'T_SJ', name: '司机', service_type_codes: ['X'] }))).toBe('请输入司机手机号');
  });

  it('defaults a factory to PAY_NOW 现付 and requires a product type and name', () => {
    expect(factoryAddBody.parse({ name: '工厂' })).toMatchObject({ settle_type_code: 'PAY_NOW', settle_type_name: '现付' });
    expect(message(productAddBody.safeParse({ name: '沙发' }))).toBe('请选择产品类型');
    expect(message(productAddBody.safeParse({ category_code: 'FURN01' }))).toBe('请输入产品名称');
    expect(productAddBody.parse({ name: '沙发', category_code: 'FURN01' }).package).toBe(1);
  });

  it('maps sub-types to object types', () => {
    expect(objectTypeOfSubType('T_ZX')).toBe('transporter');
    expect(objectTypeOfSubType('T_SJ')).toBe('transporter');
    expect(objectTypeOfSubType('T_PZ')).toBe('delivery');
  });
});
