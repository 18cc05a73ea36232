import { describe, expect, it } from 'vitest';
import { autoSubType, evaluateCondition, hiddenFields, withoutHidden, type Condition } from './visibility';

describe('visible-when conditions', () => {
  const data = { kind: 'LOSS', qty: '2', flags: [], nested: { ok: true }, zero: 0 };
  it.each<[Condition, boolean]>([
    [{ field: 'kind', op: 'eq', value: 'LOSS' }, true],
    [{ field: 'kind', op: 'eq', value: 'DAMAGE' }, false],
    [{ field: 'qty', op: 'eq', value: 2 }, true],
    [{ field: 'missing', op: 'eq', value: '' }, false],
    [{ field: 'kind', op: 'ne', value: 'DAMAGE' }, true],
    [{ field: 'missing', op: 'ne', value: 'X' }, true],
    [{ field: 'kind', op: 'in', value: ['DAMAGE', 'LOSS'] }, true],
    [{ field: 'kind', op: 'in', value: 'LOSS' }, false],
    [{ field: 'kind', op: 'notIn', value: ['DAMAGE'] }, true],
    [{ field: 'kind', op: 'truthy' }, true],
    [{ field: 'flags', op: 'truthy' }, false],
    [{ field: 'zero', op: 'falsy' }, true],
    [{ field: 'nested.ok', op: 'truthy' }, true],
    [{ field: 'kind.deeper', op: 'truthy' }, false],
    [{ all: [{ field: 'kind', op: 'eq', value: 'LOSS' }, { field: 'qty', op: 'eq', value: '2' }] }, true],
    [{ all: [{ field: 'kind', op: 'eq', value: 'LOSS' }, { field: 'qty', op: 'eq', value: '3' }] }, false],
    [{ any: [{ field: 'kind', op: 'eq', value: 'X' }, { field: 'qty', op: 'eq', value: '2' }] }, true],
    [{ any: [] }, false],
    [{ all: [] }, true],
    [{ not: { field: 'kind', op: 'eq', value: 'LOSS' } }, false],
  ])('%j → %s', (cond, result) => {
    expect(evaluateCondition(cond, data)).toBe(result);
  });

  it('hides fields with the hidden flag or a failing condition', () => {
    const ui = {
      damage_photos: { visible_when: { field: 'kind', op: 'eq', value: 'DAMAGE' } as Condition },
      lost_value: { visible_when: { field: 'kind', op: 'eq', value: 'LOSS' } as Condition },
      internal: { hidden: true },
      memo: {},
    };
    expect([...hiddenFields(ui, { kind: 'LOSS' })].sort()).toEqual(['damage_photos', 'internal']);
    expect(withoutHidden(ui, { kind: 'LOSS', damage_photos: ['a'], lost_value: 5, memo: 'm' })).toEqual({ kind: 'LOSS', lost_value: 5, memo: 'm' });
    expect(hiddenFields(null, {}).size).toBe(0);
  });
});

describe('sub-type auto-set', () => {
  const options = [
    { value: 'DAMAGE', rules: { field: 'kind', op: 'eq', value: 'DAMAGE' } as Condition },
    { value: 'LOSS', rules: { field: 'kind', op: 'eq', value: 'LOSS' } as Condition },
    { value: 'BIG_LOSS', rules: { all: [{ field: 'kind', op: 'eq', value: 'LOSS' }, { field: 'big', op: 'truthy' }] } as Condition },
    { value: 'MANUAL' },
  ];
  it('sets the sub-type only when exactly one rule matches', () => {
    expect(autoSubType(options, { kind: 'DAMAGE' })).toBe('DAMAGE');
    expect(autoSubType(options, { kind: 'LOSS' })).toBe('LOSS');
    expect(autoSubType(options, { kind: 'LOSS', big: true })).toBeUndefined();
    expect(autoSubType(options, { kind: 'OTHER' })).toBeUndefined();
    expect(autoSubType([], { kind: 'LOSS' })).toBeUndefined();
    expect(autoSubType(undefined, {})).toBeUndefined();
  });
});
