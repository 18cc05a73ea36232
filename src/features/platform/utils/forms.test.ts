import { describe, expect, it } from 'vitest';
import { extendSchema, rejectSchema, validateAuditSearch, validateServicerSearch } from './forms';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('reject form', () => {
  it('requires a reason of at most 200 characters', () => {
    expect(rejectSchema.safeParse({ reason: '照片模糊' }).success).toBe(true);
    expect(msg(rejectSchema.safeParse({ reason: '   ' }))).toEqual(['platform.errors.reasonRequired']);
    expect(msg(rejectSchema.safeParse({ reason: 'x'.repeat(201) }))).toEqual(['platform.errors.reasonTooLong']);
  });
});

describe('extend form', () => {
  it('takes 1..1095 whole days', () => {
    expect(extendSchema.safeParse({ days: '30' }).success).toBe(true);
    expect(msg(extendSchema.safeParse({ days: '' }))).toEqual(['platform.errors.daysRequired']);
    for (const days of ['0', '-3', '1.5', 'abc', '1096']) expect(msg(extendSchema.safeParse({ days }))).toEqual(['platform.errors.daysRange']);
  });
});

describe('list search in the URL', () => {
  it('keeps valid values and drops the rest', () => {
    expect(validateAuditSearch({ status: 'rejected', name: ' 物流 ', page: '2', per_page: '50' })).toEqual({ status: 'rejected', name: '物流', page: 2, per_page: 50 });
    expect(validateAuditSearch({ status: 'bogus', page: '-1', per_page: '7' })).toEqual({});
    expect(validateServicerSearch({ status: 0, name: '' })).toEqual({ status: '0' });
  });
});
