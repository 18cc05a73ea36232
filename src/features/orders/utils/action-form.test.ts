import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, isDirectAction } from '@/domain/order-lifecycle';
import { actionFields, initialValues, rawBody, validateAction } from './action-form';

describe('action forms from ACTION_DATA', () => {
  it('builds a form for every action', () => {
    for (const a of ORDER_ACTIONS.filter(isDirectAction)) expect(() => actionFields(a)).not.toThrow();
    expect(actionFields('submit')).toEqual([]);
    expect(actionFields('sign').map((f) => [f.name, f.kind, f.required])).toEqual([
      ['signer', 'text', true],
      ['photos', 'photos', true],
      ['memo', 'textarea', false],
    ]);
    expect(actionFields('assign')).toEqual([{ name: 'delivery_resource_id', kind: 'delivery', required: true }]);
    expect(actionFields('warehouse_in')).toEqual([{ name: 'warehouse_id', kind: 'warehouse', required: true }]);
    expect(actionFields('cancel')[0]).toMatchObject({ name: 'reason', required: false });
    // an abnormal is registered as an abnormal record (its own form), transit's actions are a load's: no form here
    expect(actionFields('report_abnormal')).toEqual([]);
    expect(actionFields('resolve_abnormal')).toEqual([]);
    expect(actionFields('split')).toEqual([]);
    expect(actionFields('reappoint').map((f) => [f.name, f.kind, f.required])).toEqual([
      ['appoint_at', 'datetime', true],
      ['reason', 'textarea', true],
    ]);
    expect(actionFields('request_change').map((f) => f.name)).toEqual(['changes.end_contact', 'changes.end_tel', 'changes.end_address', 'changes.memo', 'reason']);
  });

  it('validates with the schema and names each field', () => {
    const r = validateAction('sign', initialValues('sign'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.signer).toEqual({ key: 'required' });
      expect(r.errors.photos).toEqual({ key: 'photosRequired', params: { min: 1 } });
      expect(r.errors.memo).toBeUndefined();
    }
    const tooLong = validateAction('reject', { reason: 'x'.repeat(201) });
    expect(!tooLong.ok && tooLong.errors.reason).toEqual({ key: 'tooLong', params: { max: 200 } });
    expect(validateAction('assign', { delivery_resource_id: '' })).toEqual({ ok: false, errors: { delivery_resource_id: { key: 'requiredSelect' } } });
    expect(validateAction('feedback', { result: '', notes: '' })).toMatchObject({ ok: false, errors: { result: { key: 'requiredSelect' } } });
  });

  it('posts trimmed values, numbers for ids, ISO instants for times and nested changes', () => {
    expect(validateAction('assign', { delivery_resource_id: '12' })).toEqual({ ok: true, body: { delivery_resource_id: 12 } });
    const appoint = validateAction('appoint', { appoint_at: '2026-11-22T10:30', memo: '  ' });
    expect(appoint.ok && appoint.body.appoint_at).toBe(new Date(Date.parse('2026-11-22T10:30')).toISOString());
    expect(appoint.ok && 'memo' in appoint.body).toBe(false);
    expect(rawBody('request_change', { 'changes.end_tel': ' 13900001111 ', reason: '换号' })).toEqual({ changes: { end_tel: '13900001111' }, reason: '换号' });
    const empty = validateAction('request_change', { reason: '换号' });
    expect(!empty.ok && empty.errors['changes.end_contact']).toEqual({ key: 'changesRequired' });
  });
});
