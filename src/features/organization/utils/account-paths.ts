/**
 * One account model, two entry points (issue 22, src/domain/admin/README.md): the sub-account screens serve both
 * /saas/account/sub/* and the system admin's /saas/system/account/{index,add,show/:id,update/:id}. Links and
 * redirects stay on the entry point the user came through.
 */
import { useLocation } from '@tanstack/react-router';

export interface AccountPaths {
  index: string;
  add: string;
  /** a route pattern with $id */
  show: string;
}

export const SUB_ACCOUNT_PATHS: AccountPaths = { index: '/saas/account/sub/index', add: '/saas/account/sub/create', show: '/saas/account/sub/detail/$id' };
export const SYSTEM_ACCOUNT_PATHS: AccountPaths = { index: '/saas/system/account/index', add: '/saas/system/account/add', show: '/saas/system/account/show/$id' };

export function accountPathsFor(pathname: string): AccountPaths {
  return pathname.startsWith('/saas/system/account/') ? SYSTEM_ACCOUNT_PATHS : SUB_ACCOUNT_PATHS;
}

export function useAccountPaths(): AccountPaths {
  return accountPathsFor(useLocation({ select: (l) => l.pathname }));
}
