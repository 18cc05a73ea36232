/** The inputs of the line and leg forms (stations and carriers from the company's lists). */
import type { EntityField } from '@/components/ui/entity-screen/types';
import { optionQueries } from '../api/options';

export const LINE_FIELDS: EntityField[] = [
  { key: 'name', labelKey: 'rules.line.name', kind: 'text', required: true, max: 50 },
  { key: 'start_station_id', labelKey: 'rules.line.start', kind: 'select', required: true, optionsQuery: optionQueries.stations },
  { key: 'end_station_id', labelKey: 'rules.line.end', kind: 'select', required: true, optionsQuery: optionQueries.stations },
  { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
];

/** carrier, hours and price of a leg (the create-line form's optional first leg uses them too) */
export const LEG_DETAIL_FIELDS: EntityField[] = [
  { key: 'carrier_resource_id', labelKey: 'rules.line.carrier', kind: 'select', optionsQuery: optionQueries.carriers },
  { key: 'hours', labelKey: 'rules.line.hours', kind: 'number', min: 1, max: 8760 },
  { key: 'price', labelKey: 'rules.line.price', kind: 'text', max: 12 },
];

export const LEG_FIELDS: EntityField[] = [
  { key: 'from_station_id', labelKey: 'rules.line.from', kind: 'select', required: true, optionsQuery: optionQueries.stations },
  { key: 'to_station_id', labelKey: 'rules.line.to', kind: 'select', required: true, optionsQuery: optionQueries.stations },
  ...LEG_DETAIL_FIELDS.map((f) => ({ ...f, required: true })),
  { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
];

export const linePath = (id: number | string) => `/saas/resource/line/detail/${id}`;
export const legCreatePath = (id: number | string) => `/saas/resource/line/lineCreate/${id}`;
export const LINE_CREATE_PATH = '/saas/resource/line/create';
export const LINE_INDEX_PATH = '/saas/resource/line/index';
