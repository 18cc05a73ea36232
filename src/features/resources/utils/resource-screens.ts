/**
 * The resource screens as data: one descriptor per list route (spec §2.3 Resources, Basic data transporter and
 * consignor) saying which endpoint lists it, which columns, filters and detail fields it shows, how a record is
 * added (the inline-add dialog, the add-driver dialog, or the edit form in create mode) and where its detail lives.
 * ResourceScreen renders any of them.
 */
import { THIRD_PARTY_LOGISTICS } from '@/domain/resources';
import { CONSIGNOR_LIST_URL, MERCHANT_LIST_URL } from '../api/consignor-list';
import { STATIONS_URL } from '../api/stations';
import { TRANSPORTER_LIST_URL } from '../api/transporter-list';
import type { AddKind } from './add-kinds';

export type ScreenKey =
  | 'consignor'
  | 'basicConsignor'
  | 'supplier'
  | 'store'
  | 'factory'
  | 'thirdParty'
  | 'deliveryProvider'
  | 'deliveryMan'
  | 'driver'
  | 'carrier'
  | 'station';

export type ColumnKey =
  | 'id'
  | 'name'
  | 'phone'
  | 'consignor'
  | 'serviceType'
  | 'settleType'
  | 'orderState'
  | 'stationType'
  | 'contact'
  | 'address'
  | 'stationState'
  | 'memo'
  | 'createdAt';

export type DetailKey =
  | 'id'
  | 'name'
  | 'phone'
  | 'consignor'
  | 'serviceType'
  | 'isRelated'
  | 'districts'
  | 'settleType'
  | 'chargeMode'
  | 'isSendSms'
  | 'deductionNode'
  | 'orderState'
  | 'stationType'
  | 'contact'
  | 'area'
  | 'address'
  | 'stationState'
  | 'memo'
  | 'createdAt';

export type FilterKey = 'name' | 'phone' | 'state';

export type AddMode = { type: 'dialog'; kind: AddKind } | { type: 'driver' } | { type: 'form' };

export interface ResourceScreenConfig {
  key: ScreenKey;
  /** the list route */
  path: string;
  /** test id prefix: `${testId}-screen`, `${testId}-screen-add`, … */
  testId: string;
  listUrl: string;
  /** params every list request carries */
  fixedParams: Record<string, string>;
  /** the query parameter of the name search */
  nameParam: 'name' | 'station_name';
  /** the query parameter of the state filter */
  stateParam: 'is_forbid_create_order' | 'status';
  /** resource: forbid/allow creating orders; station: enable/disable */
  entity: 'resource' | 'station';
  add: AddMode;
  columns: ColumnKey[];
  filters: FilterKey[];
  detailFields: DetailKey[];
  /** a detail route (':id'); without one the detail opens over the list (?detail=id) */
  detailPath?: string;
  /** which stored records the screen shows (a detail route refuses an id of another kind) */
  record?: { objectType: string; objectSubType: string | null };
}

const LIST_COLUMNS: ColumnKey[] = ['id', 'name', 'phone', 'settleType', 'orderState', 'memo', 'createdAt'];
const PROVIDER_COLUMNS: ColumnKey[] = ['id', 'name', 'phone', 'serviceType', 'settleType', 'orderState', 'memo', 'createdAt'];
const FILTERS: FilterKey[] = ['name', 'phone', 'state'];
const CONSIGNOR_DETAIL: DetailKey[] = ['id', 'name', 'phone', 'settleType', 'chargeMode', 'isSendSms', 'deductionNode', 'orderState', 'memo', 'createdAt'];
const PROVIDER_DETAIL: DetailKey[] = ['id', 'name', 'phone', 'serviceType', 'settleType', 'orderState', 'memo', 'createdAt'];

const resource = (c: Omit<ResourceScreenConfig, 'nameParam' | 'stateParam' | 'entity' | 'filters'>): ResourceScreenConfig => ({
  nameParam: 'name',
  stateParam: 'is_forbid_create_order',
  entity: 'resource',
  filters: FILTERS,
  ...c,
});

const consignor = (key: ScreenKey, path: string) =>
  resource({
    key,
    path,
    testId: 'consignors',
    record: { objectType: 'consignor', objectSubType: null },
    listUrl: MERCHANT_LIST_URL,
    fixedParams: {},
    add: { type: 'dialog', kind: 'consignor' },
    columns: LIST_COLUMNS,
    detailFields: CONSIGNOR_DETAIL,
    detailPath: '/saas/basic/consignor/show/:id',
  });

export const RESOURCE_SCREENS: Record<ScreenKey, ResourceScreenConfig> = {
  consignor: consignor('consignor', '/saas/resource/consignor/index'),
  basicConsignor: consignor('basicConsignor', '/saas/basic/consignor/index'),
  supplier: resource({
    key: 'supplier',
    path: '/saas/resource/supplier/index',
    testId: 'suppliers',
    record: { objectType: 'supplier', objectSubType: null },
    listUrl: '/user/resource_binding/supplier/list',
    fixedParams: {},
    add: { type: 'dialog', kind: 'supplier' },
    columns: LIST_COLUMNS,
    detailFields: CONSIGNOR_DETAIL,
  }),
  store: resource({
    key: 'store',
    path: '/saas/resource/store/index',
    testId: 'stores',
    record: { objectType: 'store', objectSubType: null },
    listUrl: '/user/resource_binding/store/list',
    fixedParams: {},
    add: { type: 'dialog', kind: 'store' },
    columns: ['id', 'name', 'consignor', 'phone', 'settleType', 'orderState', 'memo', 'createdAt'],
    detailFields: ['id', 'name', 'consignor', 'phone', 'settleType', 'chargeMode', 'isSendSms', 'deductionNode', 'orderState', 'memo', 'createdAt'],
  }),
  factory: resource({
    key: 'factory',
    path: '/saas/resource/factory/index',
    testId: 'factories',
    record: { objectType: 'factory', objectSubType: null },
    listUrl: '/user/resource_binding/factory/list',
    fixedParams: {},
    add: { type: 'form' },
    columns: LIST_COLUMNS,
    detailFields: ['id', 'name', 'phone', 'settleType', 'orderState', 'memo', 'createdAt'],
  }),
  thirdParty: resource({
    key: 'thirdParty',
    path: '/saas/resource/thirdParty/index',
    testId: 'third-parties',
    record: { objectType: 'consignor', objectSubType: THIRD_PARTY_LOGISTICS },
    listUrl: CONSIGNOR_LIST_URL,
    fixedParams: { object_sub_type: THIRD_PARTY_LOGISTICS },
    add: { type: 'dialog', kind: 'thirdPartyLogistics' },
    columns: LIST_COLUMNS,
    detailFields: ['id', 'name', 'phone', 'settleType', 'orderState', 'memo', 'createdAt'],
  }),
  deliveryProvider: resource({
    key: 'deliveryProvider',
    path: '/saas/resource/deliveryProvider/index',
    testId: 'delivery-providers',
    record: { objectType: 'delivery', objectSubType: 'T_PZ' },
    listUrl: '/user/resource_binding/delivery/',
    fixedParams: { provider_role: 'DELIVERY_INSTALL' },
    add: { type: 'dialog', kind: 'deliveryInstall' },
    columns: PROVIDER_COLUMNS,
    detailFields: PROVIDER_DETAIL,
  }),
  deliveryMan: resource({
    key: 'deliveryMan',
    path: '/saas/resource/deliveryMan/index',
    testId: 'fitting-workers',
    record: { objectType: 'delivery', objectSubType: 'T_PZ' },
    listUrl: '/user/resource_binding/delivery/',
    fixedParams: { provider_role: 'FITTING_WORKER' },
    add: { type: 'dialog', kind: 'fittingWorker' },
    columns: PROVIDER_COLUMNS,
    detailFields: PROVIDER_DETAIL,
  }),
  driver: resource({
    key: 'driver',
    path: '/saas/resource/driver/index',
    testId: 'drivers',
    record: { objectType: 'transporter', objectSubType: 'T_SJ' },
    listUrl: TRANSPORTER_LIST_URL,
    fixedParams: { object_sub_type: 'T_SJ' },
    add: { type: 'driver' },
    columns: PROVIDER_COLUMNS,
    detailFields: ['id', 'name', 'phone', 'serviceType', 'isRelated', 'districts', 'settleType', 'orderState', 'memo', 'createdAt'],
  }),
  carrier: resource({
    key: 'carrier',
    path: '/saas/basic/transporter/index',
    testId: 'carriers',
    record: { objectType: 'transporter', objectSubType: 'T_ZX' },
    listUrl: TRANSPORTER_LIST_URL,
    fixedParams: { object_sub_type: 'T_ZX' },
    add: { type: 'dialog', kind: 'carrier' },
    columns: LIST_COLUMNS,
    detailFields: PROVIDER_DETAIL,
    detailPath: '/saas/basic/transporter/show/:id',
  }),
  station: {
    key: 'station',
    path: '/saas/resource/station/index',
    testId: 'stations',
    listUrl: STATIONS_URL,
    fixedParams: {},
    nameParam: 'station_name',
    stateParam: 'status',
    entity: 'station',
    add: { type: 'form' },
    columns: ['id', 'name', 'stationType', 'contact', 'phone', 'address', 'stationState', 'createdAt'],
    filters: FILTERS,
    detailFields: ['id', 'name', 'stationType', 'contact', 'phone', 'area', 'address', 'stationState', 'createdAt'],
  },
};

/** The list request's params: fixed ones plus the URL filters under the screen's parameter names. */
export function listParams(cfg: ResourceScreenConfig, search: { name?: string; phone?: string; state?: '0' | '1' }): Record<string, string> {
  const params: Record<string, string> = { ...cfg.fixedParams };
  if (search.name) params[cfg.nameParam] = search.name;
  if (search.phone) params.phone = search.phone;
  if (search.state) params[cfg.stateParam] = search.state;
  return params;
}

/** The detail route of a record, or null when the detail opens over the list. */
export function detailHref(cfg: ResourceScreenConfig, id: number): string | null {
  return cfg.detailPath ? cfg.detailPath.replace(':id', String(id)) : null;
}

/** Is the record usable: allowed to create orders (resources) or enabled (stations)? */
export function isActive(cfg: Pick<ResourceScreenConfig, 'entity'>, row: { is_forbid_create_order?: number; status?: number }): boolean {
  return cfg.entity === 'station' ? row.status === 1 : row.is_forbid_create_order !== 1;
}


/** Is a stored record one this screen shows (any record for screens that do not say)? */
export function showsRecord(cfg: Pick<ResourceScreenConfig, 'record'>, row: { object_type?: string; object_sub_type?: string | null }): boolean {
  if (!cfg.record) return true;
  return row.object_type === cfg.record.objectType && (row.object_sub_type ?? null) === cfg.record.objectSubType;
}
