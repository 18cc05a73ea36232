/**
 * Options of the rule forms' selects, from the existing lookup endpoints: consignors, delivery providers,
 * carriers, stations, departments, storage locations, product categories, abnormal types, settlement methods.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EntityOption } from '@/components/ui/entity-screen/types';
import { MERCHANT_LIST_URLS } from '@/domain/editions';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

interface Named {
  id: number;
  name: string;
}
interface CodeNamed {
  code: string;
  name: string;
}
interface TreeNode {
  id: number;
  name: string;
  children?: TreeNode[];
}
interface CategoryNode {
  code: string;
  name: string;
  children?: CategoryNode[];
}

const STALE = 60_000;
const byId = (rows: Named[]): EntityOption[] => rows.map((r) => ({ value: String(r.id), label: r.name }));
const list = async <T>(url: string, params?: object) => (await apiGet<{ list: T[] }>(url, params, SILENT)).list ?? [];

const make = (key: string, fn: () => Promise<EntityOption[]>) =>
  queryOptions<EntityOption[], Error, EntityOption[], readonly unknown[]>({ queryKey: ['rules', 'options', key], queryFn: fn, staleTime: STALE });

// rules are a servicer's: their consignor pickers list consignors (src/domain/editions.ts, the one picker rule)
export const optionQueries = {
  consignors: make('consignors', async () => byId(await list<Named>(MERCHANT_LIST_URLS.consignors, { page: 1, per_page: 1000 }))),
  deliveries: make('deliveries', async () => byId(await list<Named>('/user/resource_binding/delivery/', { page: 1, per_page: 1000 }))),
  carriers: make('carriers', async () => byId(await list<Named>('/user/resource_binding/transporter/list', { page: 1, per_page: 1000, object_sub_type: 'T_ZX' }))),
  stations: make('stations', async () => byId(await list<Named>('/user/stations', { format: 'dropdown', page: 1, per_page: 1000 }))),
  storageLocations: make('storage-locations', async () =>
    (await list<Named & { code: string }>('/user/sorting-rules-options/storage-locations')).map((r) => ({ value: String(r.id), label: `${r.code} ${r.name}` })),
  ),
  groups: make('groups', async () => {
    const out: EntityOption[] = [];
    const walk = (nodes: TreeNode[], prefix: string) =>
      nodes.forEach((n) => {
        out.push({ value: String(n.id), label: prefix + n.name });
        walk(n.children ?? [], `${prefix}${n.name} / `);
      });
    walk(await list<TreeNode>('/user/group/tree'), '');
    return out;
  }),
  productCategories: make('product-categories', async () => {
    const root = await apiGet<CategoryNode>('/user/product-categories/cascader-data', undefined, SILENT);
    const out: EntityOption[] = [];
    const walk = (nodes: CategoryNode[], prefix: string) =>
      nodes.forEach((n) => {
        out.push({ value: n.code, label: prefix + n.name });
        walk(n.children ?? [], `${prefix}${n.name} / `);
      });
    walk(root.children ?? [], '');
    return out;
  }),
  abnormalTypes: make('abnormal-types', async () =>
    (await list<CodeNamed>('/user/user_config/get_list', { category_code: 'ABNORMAL_TYPE' })).map((r) => ({ value: r.code, label: r.name })),
  ),
  settlementMethods: make('settlement-methods', async () =>
    (await list<CodeNamed>('/config/item/getConfigItemList', { category_code: 'SETTLE_METHOD' })).map((r) => ({ value: r.code, label: r.name })),
  ),
  /** contract parties: consignors, carriers and delivery providers, labelled with their kind */
  parties: (labels: { consignor: string; transporter: string; delivery: string }) =>
    make(`parties-${labels.consignor}`, async () => {
      const [c, t, d] = await Promise.all([
        list<Named>(MERCHANT_LIST_URLS.consignors, { page: 1, per_page: 1000 }),
        list<Named>('/user/resource_binding/transporter/list', { page: 1, per_page: 1000, object_sub_type: 'T_ZX' }),
        list<Named>('/user/resource_binding/delivery/', { page: 1, per_page: 1000 }),
      ]);
      return [
        ...c.map((r) => ({ value: String(r.id), label: `${r.name}（${labels.consignor}）` })),
        ...t.map((r) => ({ value: String(r.id), label: `${r.name}（${labels.transporter}）` })),
        ...d.map((r) => ({ value: String(r.id), label: `${r.name}（${labels.delivery}）` })),
      ];
    }),
};
