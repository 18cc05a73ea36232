/** Warehouses (/saas/basic/storage/index): code, name, contact, phone and address (area tree + street). */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { warehouseBody } from '@/domain/basic-data/warehouses';
import { WAREHOUSE_LIST_URL, createWarehouse, setWarehouseEnabled, updateWarehouse, warehouseOptionsQuery } from '../api/warehouses';
import type { WarehouseRow } from '../api/types';
import { STATUS_FILTER } from './shared-fields';

const k = (key: string) => `basicData.warehouses.${key}`;

export const warehousesConfig: EntityScreenConfig<WarehouseRow> = {
  testId: 'warehouses',
  titleKey: k('title'),
  path: '/saas/basic/storage/index',
  rowId: (r) => r.id,
  list: {
    url: WAREHOUSE_LIST_URL,
    columns: (t) => [
      { key: 'code', title: t(k('code')), width: 120, value: (r) => r.code },
      { key: 'name', title: t(k('name')), width: 160, value: (r) => r.name },
      { key: 'contact', title: t(k('contact')), width: 100, value: (r) => r.contact },
      { key: 'phone', title: t(k('phone')), width: 130, value: (r) => r.phone },
      { key: 'full_address', title: t(k('address')), width: 280, value: (r) => r.full_address },
      { key: 'created_at', title: t('basicData.createdAt'), width: 160, value: (r) => r.created_at.slice(0, 19).replace('T', ' ') },
    ],
    filters: [{ key: 'keyword', labelKey: k('keyword'), kind: 'text', placeholderKey: k('keywordPlaceholder') }, STATUS_FILTER],
    invalidate: [warehouseOptionsQuery.queryKey],
  },
  form: {
    fields: [
      { key: 'code', labelKey: k('code'), kind: 'text', required: true, max: 20 },
      { key: 'name', labelKey: k('name'), kind: 'text', required: true, max: 30 },
      { key: 'contact', labelKey: k('contact'), kind: 'text', max: 20 },
      { key: 'phone', labelKey: k('phone'), kind: 'text', max: 20 },
      { key: 'area_code', labelKey: k('area'), kind: 'area', placeholderKey: k('areaPlaceholder') },
      { key: 'address', labelKey: k('street'), kind: 'textarea', max: 100 },
    ],
    schema: warehouseBody,
    initial: (r) => ({ code: r?.code ?? '', name: r?.name ?? '', contact: r?.contact ?? '', phone: r?.phone ?? '', area_code: r?.area_code ?? '', address: r?.address ?? '' }),
    create: createWarehouse,
    update: updateWarehouse,
    addTitleKey: k('add'),
    editTitleKey: k('edit'),
  },
  toggle: { isOn: (r) => r.status === 1, set: setWarehouseEnabled },
  detail: {
    items: [
      { key: 'code', labelKey: k('code'), value: (r) => r.code },
      { key: 'name', labelKey: k('name'), value: (r) => r.name },
      { key: 'contact', labelKey: k('contact'), value: (r) => r.contact },
      { key: 'phone', labelKey: k('phone'), value: (r) => r.phone },
      { key: 'address', labelKey: k('address'), value: (r) => r.full_address },
    ],
  },
};

export function WarehousesScreen() {
  return <EntityListScreen config={warehousesConfig} />;
}
