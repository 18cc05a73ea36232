import { describe, expect, it } from 'vitest';
import { findRoute } from '@/domain/route-catalog';
import { accountPathsFor, SUB_ACCOUNT_PATHS, SYSTEM_ACCOUNT_PATHS } from './account-paths';

describe('the two entry points of the account screens', () => {
  it('keeps the system admin on /saas/system/account and everyone else on /saas/account/sub', () => {
    expect(accountPathsFor('/saas/system/account/show/7')).toBe(SYSTEM_ACCOUNT_PATHS);
    expect(accountPathsFor('/saas/system/account/index')).toBe(SYSTEM_ACCOUNT_PATHS);
    expect(accountPathsFor('/saas/account/sub/detail/7')).toBe(SUB_ACCOUNT_PATHS);
    expect(accountPathsFor('/saas/system/group/index')).toBe(SUB_ACCOUNT_PATHS);
  });

  it('names routes of the catalog only', () => {
    for (const p of [SUB_ACCOUNT_PATHS, SYSTEM_ACCOUNT_PATHS]) {
      for (const path of [p.index, p.add, p.show.replace('$id', '3')]) expect(findRoute(path), path).toBeDefined();
    }
  });
});
