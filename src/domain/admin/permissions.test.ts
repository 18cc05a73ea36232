import { describe, expect, it } from 'vitest';
import { guardFor, permits } from './permissions';

const held = (paths: string[]) => ({ paths, codes: new Set<string>(), declaredCodes: new Set<string>() });

describe('the sub-account picker guard', () => {
  const guard = guardFor('/api/user/sub_user/')!;
  it('a ticket screen reads GET /user/sub_user/ (handler and reviewer pickers) but may not write', () => {
    expect(permits(guard, 'GET', held(['/saas/ticket/v2/index']))).toBe(true);
    expect(permits(guard, 'POST', held(['/saas/ticket/v2/index']))).toBe(false);
  });
  it('neither without a ticket or accounts menu', () => {
    expect(permits(guard, 'GET', held(['/saas/warehouse/in/index']))).toBe(false);
  });
});
