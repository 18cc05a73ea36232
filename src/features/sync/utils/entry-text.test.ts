import { describe, expect, it } from 'vitest';
import { ageText, editableFields, fieldText, parseField, withFields } from './entry-text';

describe('sync centre entry text', () => {
  it('edits an action by its data and a create or update by its body', () => {
    const action = { orderKey: '2000000001', action: 'sign', data: { signer: '本人', count: 2 } };
    expect(editableFields('order.action', action)).toEqual({ signer: '本人', count: 2 });
    expect(withFields('order.action', action, { signer: '张三' })).toEqual({ orderKey: '2000000001', action: 'sign', data: { signer: '张三' } });
    const create = { body: { client_order_no: 'C1', end_contact: '李四' } };
    expect(editableFields('order.create', create)).toEqual(create.body);
    expect(withFields('order.create', create, { end_contact: '王五' })).toEqual({ body: { end_contact: '王五' } });
  });

  it('keeps text as text and reads other values as JSON', () => {
    expect(fieldText('本人')).toBe('本人');
    expect(fieldText([1, 2])).toBe('[1,2]');
    expect(parseField('12', 'text')).toBe('12');
    expect(parseField('12', 3)).toBe(12);
    expect(parseField('["F1","F2"]', [])).toEqual(['F1', 'F2']);
    expect(parseField('true', false)).toBe(true);
    expect(parseField('张三', null)).toBe('张三');
    expect(() => parseField('[1,', [])).toThrow();
  });

  it('says how old an entry is in the user language', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    expect(ageText(now - 5 * 60_000, now, 'en')).toBe('5 min. ago');
    expect(ageText(now - 2 * 3600_000, now, 'zh')).toBe('2小时前');
    expect(ageText(now + 30_000, now, 'en')).toBe('in 30 sec.');
  });
});
