/** The screens of 账单, 账单流水, 对账单, 对账流水, 结算 and 付款结清 for the route registry, and their URL state. */
import { lazyRouteComponent, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { searchInt as int, searchText as text } from '@/lib/search-params';

const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const billSearchSchema = z.object({ tab: text(20), page: int(100_000), per_page: perPage, bill: int(2_147_483_647) });
export type BillSearch = z.infer<typeof billSearchSchema>;

export function validateBillSearch(search: Record<string, unknown>): BillSearch {
  const r = billSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

const clean = (s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== null));

/** the screen's URL state and a setter merging a patch into it (empty values dropped) */
export function useBillSearch(path: string): [BillSearch, (patch: Partial<BillSearch>) => void] {
  const search = useSearch({ strict: false }) as BillSearch;
  const navigate = useNavigate();
  const go = useCallback((patch: Partial<BillSearch>) => void navigate({ to: path, search: (prev: Record<string, unknown>) => clean({ ...prev, ...patch }) } as never), [navigate, path]);
  return [search, go];
}

const screen = (load: () => Promise<Record<string, unknown>>, name: string) => ({ component: lazyRouteComponent(load as never, name as never), validateSearch: validateBillSearch });

export const FINANCE_BILL_SCREENS = {
  saasFinanceBillIndex: screen(() => import('./bills/bill-list-screen'), 'BillListScreen'),
  saasFinanceBillJournalId: screen(() => import('./bills/bill-journal-screen'), 'BillJournalScreen'),
  saasFinanceCheckBillIndex: screen(() => import('./check-bills/check-bill-list-screen'), 'CheckBillListScreen'),
  saasFinanceCheckBillJournalId: screen(() => import('./check-bills/check-bill-journal-screen'), 'CheckBillJournalScreen'),
  saasFinanceSettleIndex: screen(() => import('./settle/settle-screen'), 'SettleScreen'),
  saasFinanceClearanceIndex: screen(() => import('./clearance/clearance-screen'), 'ClearanceScreen'),
};
