/** Storage locations (/saas/basic/storageLocation/index): code and name inside a warehouse, listed by warehouse. */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { storageLocationBody } from '@/domain/basic-data/warehouses';
import { STORAGE_LOCATION_LIST_URL, createStorageLocation, setStorageLocationEnabled, updateStorageLocation } from '../api/storage-locations';
import type { StorageLocationRow } from '../api/types';
import { warehouseOptionsQuery } from '../api/warehouses';
import { KEYWORD_FILTER, STATUS_FILTER, createdAt } from './shared-fields';

const k = (key: string) => `basicData.locations.${key}`;

const warehouseField = { key: 'warehouse_id', labelKey: k('warehouse'), kind: 'select', optionsQuery: warehouseOptionsQuery } as const;

export const storageLocationsConfig: EntityScreenConfig<StorageLocationRow> = {
  testId: 'storage-locations',
  titleKey: k('title'),
  path: '/saas/basic/storageLocation/index',
  rowId: (r) => r.id,
  list: {
    url: STORAGE_LOCATION_LIST_URL,
    columns: (t) => [
      { key: 'warehouse_name', title: t(k('warehouse')), width: 160, value: (r) => r.warehouse_name },
      { key: 'code', title: t(k('code')), width: 120, value: (r) => r.code },
      { key: 'name', title: t(k('name')), width: 180, value: (r) => r.name },
      { key: 'created_at', title: t('basicData.createdAt'), width: 160, value: (r) => createdAt(r.created_at) },
    ],
    filters: [warehouseField, KEYWORD_FILTER, STATUS_FILTER],
  },
  form: {
    fields: [
      { ...warehouseField, required: true },
      { key: 'code', labelKey: k('code'), kind: 'text', required: true, max: 20 },
      { key: 'name', labelKey: k('name'), kind: 'text', required: true, max: 30 },
    ],
    schema: storageLocationBody,
    initial: (r) => ({ warehouse_id: r ? String(r.warehouse_id) : '', code: r?.code ?? '', name: r?.name ?? '' }),
    create: createStorageLocation,
    update: updateStorageLocation,
    addTitleKey: k('add'),
    editTitleKey: k('edit'),
  },
  toggle: { isOn: (r) => r.status === 1, set: setStorageLocationEnabled },
};

export function StorageLocationsScreen() {
  return <EntityListScreen config={storageLocationsConfig} />;
}
