import { describe, expect, it } from 'vitest';
import { abnormalTypeBody } from '@/domain/basic-data/abnormal-types';
import { emptyRegisterValues, newTypeCode, responsiblePicker, toRecordBody } from './register-form';

describe('register form: responsible party and who', () => {
  it('carriers pick a carrier; the delivery side a delivery provider, or a fitting worker when found at installation; others none', () => {
    expect(responsiblePicker('carrier', 'delivery')).toBe('carrier');
    expect(responsiblePicker('delivery', 'delivery')).toBe('deliveryProvider');
    expect(responsiblePicker('delivery', 'installation')).toBe('fittingWorker');
    expect(responsiblePicker('warehouse', 'installation')).toBeNull();
    expect(responsiblePicker('', 'delivery')).toBeNull();
  });

  it('sends responsible_resource_id only with a party', () => {
    const base = { ...emptyRegisterValues('2000000001'), type_code: 'DAMAGE', description: '划伤' };
    const withWho = toRecordBody({ ...base, responsible_party: 'carrier', responsible_resource_id: '42', responsible_label: '顺丰' }, 'zh', 'x');
    expect(withWho.body).toMatchObject({ responsible_party: 'carrier', responsible_resource_id: 42 });
    expect(toRecordBody({ ...base, responsible_party: 'carrier', responsible_resource_id: '' }, 'zh', 'x').body).not.toHaveProperty('responsible_resource_id');
    expect(toRecordBody({ ...base, responsible_party: '', responsible_resource_id: '42' }, 'zh', 'x').body).not.toHaveProperty('responsible_resource_id');
    // a draft kept before the field existed
    expect(toRecordBody({ ...base, responsible_party: 'delivery' }, 'zh', 'x').body).toMatchObject({ responsible_party: 'delivery' });
  });
});

describe('an abnormal type added from the register form', () => {
  it('gets a code the config item accepts (≤ 20 of [A-Z0-9]), different for each add', () => {
    const code = newTypeCode(Date.UTC(2026, 10, 27), 0.5);
    expect(code).toMatch(/^U[A-Z0-9]+$/);
    expect(code.length).toBeLessThanOrEqual(20);
    expect(abnormalTypeBody.safeParse({ code, name: '门把手松动' }).success).toBe(true);
    expect(newTypeCode(Date.UTC(2099, 0, 1), 0.999_999).length).toBeLessThanOrEqual(20);
    expect(newTypeCode(1000, 0.1)).not.toBe(newTypeCode(1000, 0.2));
  });
});
