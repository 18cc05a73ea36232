/** /user/sorting-rules/{kind}: sorting rules of one kind (list, create, update, enable/disable, delete). */
import type { SortingKind } from '@/domain/sorting-rules';
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

/** Flat: common fields, the kind's condition and target fields, and `<field>_name` for referenced records. */
export type SortingRuleRow = {
  id: number;
  kind: SortingKind;
  name: string;
  priority: number;
  status: number;
  memo: string;
  updated_at: string;
} & Record<string, string | number | null | undefined>;

export const sortingRulesUrl = (kind: SortingKind) => `/user/sorting-rules/${kind}`;

export const createSortingRule = (kind: SortingKind, body: Record<string, unknown>) => apiPost<SortingRuleRow>(sortingRulesUrl(kind), body, SILENT);
export const updateSortingRule = (kind: SortingKind, id: string, body: Record<string, unknown>) => apiPut<SortingRuleRow>(`${sortingRulesUrl(kind)}/${id}`, body, SILENT);
export const setSortingRuleStatus = (kind: SortingKind, id: string, on: boolean) =>
  apiPut<SortingRuleRow>(`${sortingRulesUrl(kind)}/${id}/status`, { status: on ? 1 : 0 }, SILENT);
export const removeSortingRule = (kind: SortingKind, id: string) => apiDelete<{ removed: boolean }>(`${sortingRulesUrl(kind)}/${id}`, undefined, SILENT);
