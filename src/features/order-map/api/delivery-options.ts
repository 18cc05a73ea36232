/**
 * Whom the map assigns to: delivery providers (GET /user/resource_binding/delivery/) and drivers
 * (GET /user/resource_binding/transporter/list?object_sub_type=T_SJ), searched together for one picker.
 */
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { apiGet } from '@/lib/api-client';

export type AssigneeKind = 'provider' | 'driver';

export interface AssigneeRow {
  id: number;
  name: string;
  phone?: string;
  kind: AssigneeKind;
}

const SEARCH_PER_PAGE = 10;
const LOOKUP_PER_PAGE = 50;

async function list(kind: AssigneeKind, params: Record<string, unknown>): Promise<AssigneeRow[]> {
  const data =
    kind === 'provider'
      ? await apiGet<{ list?: Omit<AssigneeRow, 'kind'>[] }>('/user/resource_binding/delivery/', params, { silent: true })
      : await apiGet<{ list?: Omit<AssigneeRow, 'kind'>[] }>('/user/resource_binding/transporter/list', { ...params, object_sub_type: 'T_SJ' }, { silent: true });
  return (data.list ?? []).map((r) => ({ id: r.id, name: r.name, phone: r.phone, kind }));
}

export type AssigneeLabel = (row: AssigneeRow) => string;

async function both(params: Record<string, unknown>, label: AssigneeLabel): Promise<SelectOption<AssigneeRow>[]> {
  const [providers, drivers] = await Promise.all([list('provider', params), list('driver', params)]);
  return [...providers, ...drivers].map((r) => ({ value: String(r.id), label: label(r), row: r }));
}

export function searchAssignees(term: string, label: AssigneeLabel): Promise<SelectOption<AssigneeRow>[]> {
  return both({ page: 1, per_page: SEARCH_PER_PAGE, name: term || undefined }, label);
}

export function lookupAssignees(ids: string[], label: AssigneeLabel): Promise<SelectOption<AssigneeRow>[]> {
  return both({ page: 1, per_page: LOOKUP_PER_PAGE, resource_ids: ids.join(',') }, label);
}
