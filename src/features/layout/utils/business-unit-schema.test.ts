import { describe, expect, it } from 'vitest';
import { businessUnitSchema } from './business-unit-schema';

describe('business-unit chooser schema', () => {
  it('requires a choice', () => {
    const r = businessUnitSchema.safeParse({ group_id: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('layout.businessUnit.required');
  });

  it('accepts a chosen group', () => {
    expect(businessUnitSchema.safeParse({ group_id: '3' }).success).toBe(true);
  });
});
