/**
 * Who an order can be assigned to: delivery providers (GET /user/resource_binding/delivery/) and drivers
 * (GET /user/resource_binding/transporter/list?object_sub_type=T_SJ), searched together for the assign picker.
 */
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { apiGet } from '@/lib/api-client';

interface ResourceRow {
  id: number;
  name: string;
  phone?: string;
}

export type DeliveryKind = 'delivery' | 'driver';

export interface DeliveryOptionRow extends ResourceRow {
  kind: DeliveryKind;
}

const SEARCH_PER_PAGE = 10;
const LOOKUP_PER_PAGE = 50;

function list(kind: DeliveryKind, params: Record<string, unknown>): Promise<DeliveryOptionRow[]> {
  const request =
    kind === 'delivery'
      ? apiGet<{ list: ResourceRow[] }>('/user/resource_binding/delivery/', params, { silent: true })
      : apiGet<{ list: ResourceRow[] }>('/user/resource_binding/transporter/list', { ...params, object_sub_type: 'T_SJ' }, { silent: true });
  return request.then((d) => (d?.list ?? []).map((r) => ({ ...r, kind })));
}

export type DeliveryLabel = (row: DeliveryOptionRow) => string;

const toOptions = (rows: DeliveryOptionRow[], label: DeliveryLabel): SelectOption<DeliveryOptionRow>[] =>
  rows.map((r) => ({ value: String(r.id), label: label(r), row: r }));

export async function searchDeliveryOptions(term: string, label: DeliveryLabel): Promise<SelectOption<DeliveryOptionRow>[]> {
  const params = { page: 1, per_page: SEARCH_PER_PAGE, name: term || undefined };
  const [providers, drivers] = await Promise.all([list('delivery', params), list('driver', params)]);
  return toOptions([...providers, ...drivers], label);
}

export async function lookupDeliveryOptions(ids: string[], label: DeliveryLabel): Promise<SelectOption<DeliveryOptionRow>[]> {
  const params = { page: 1, per_page: LOOKUP_PER_PAGE, resource_ids: ids.join(',') };
  const [providers, drivers] = await Promise.all([list('delivery', params), list('driver', params)]);
  return toOptions([...providers, ...drivers], label);
}
