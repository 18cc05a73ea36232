/** The screens of 资金账户, 充值审批, 余额, 收入记录 and 商家审核 for the route registry, and their URL state. */
import { lazyRouteComponent, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { searchDay, searchInt as int, searchText as text } from '@/lib/search-params';

const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const financeSearchSchema = z.object({
  tab: text(20),
  page: int(100_000),
  per_page: perPage,
  kind: text(30),
  account: int(2_147_483_647),
  party_type: text(20),
  keyword: text(50),
  from: searchDay,
  to: searchDay,
});
export type FinanceSearch = z.infer<typeof financeSearchSchema>;

export function validateFinanceSearch(search: Record<string, unknown>): FinanceSearch {
  const r = financeSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

const clean = (s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== null));

/** the screen's URL state and a setter merging a patch into it (empty values dropped) */
export function useFinanceSearch(path: string): [FinanceSearch, (patch: Partial<FinanceSearch>) => void] {
  const search = useSearch({ strict: false }) as FinanceSearch;
  const navigate = useNavigate();
  const go = useCallback((patch: Partial<FinanceSearch>) => void navigate({ to: path, search: (prev: Record<string, unknown>) => clean({ ...prev, ...patch }) } as never), [navigate, path]);
  return [search, go];
}

const screen = (load: () => Promise<Record<string, unknown>>, name: string) => ({ component: lazyRouteComponent(load as never, name as never), validateSearch: validateFinanceSearch });

export const FINANCE_MONEY_SCREENS = {
  saasFinanceAccountIndex: screen(() => import('./accounts/accounts-screen'), 'AccountsScreen'),
  saasFinanceRechargeApprovalIndex: screen(() => import('./recharge/recharge-approval-screen'), 'RechargeApprovalScreen'),
  saasFinanceBalanceIndex: screen(() => import('./balance/balance-screen'), 'BalanceScreen'),
  saasFinanceIncomeIndex: screen(() => import('./income/income-screen'), 'IncomeScreen'),
  saasFinanceConsignorReviewIndex: screen(() => import('./consignor-review/consignor-review-screen'), 'ConsignorReviewScreen'),
};
