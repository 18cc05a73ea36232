/**
 * The eight sorting-configuration screens (/saas/basic/sorting/*): one list screen configured per kind from
 * SORTING_KIND_DEFS — the kind's condition fields, its target and the priority that orders the matching.
 */
import type { TFunction } from 'i18next';
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityField, EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { SORTING_KIND_DEFS, type ConditionField, type SortingKind, type TargetField } from '@/domain/sorting-rules';
import { optionQueries } from '../api/options';
import { createSortingRule, removeSortingRule, setSortingRuleStatus, sortingRulesUrl, updateSortingRule, type SortingRuleRow } from '../api/sorting-rules';
import { mostSpecific, sortingRuleForm } from '../utils/form-schemas';

const AREA_FIELDS: ConditionField[] = ['province_code', 'city_code', 'district_code'];

/** The input of a condition or target field; the three area codes share one address-tree input. */
function fieldOf(key: ConditionField | TargetField | 'area_code', required: boolean): EntityField {
  const base = { key, labelKey: `rules.sorting.fields.${key}`, required };
  switch (key) {
    case 'area_code':
      return { ...base, kind: 'area' };
    case 'consignor_id':
      return { ...base, kind: 'select', optionsQuery: optionQueries.consignors };
    case 'delivery_resource_id':
      return { ...base, kind: 'select', optionsQuery: optionQueries.deliveries };
    case 'station_id':
    case 'end_station_id':
    case 'next_station_id':
    case 'target_station_id':
      return { ...base, kind: 'select', optionsQuery: optionQueries.stations };
    case 'handler_group_id':
      return { ...base, kind: 'select', optionsQuery: optionQueries.groups };
    case 'storage_location_id':
      return { ...base, kind: 'select', optionsQuery: optionQueries.storageLocations };
    case 'product_category_code':
      return { ...base, kind: 'select', optionsQuery: optionQueries.productCategories };
    case 'abnormal_type':
      return { ...base, kind: 'select', optionsQuery: optionQueries.abnormalTypes };
    default:
      return { ...base, kind: 'text', max: 40 };
  }
}

/** Condition fields of a kind with the area codes folded into one area input. */
function conditionKeys(kind: SortingKind): (ConditionField | 'area_code')[] {
  const out: (ConditionField | 'area_code')[] = [];
  for (const f of SORTING_KIND_DEFS[kind].conditions) {
    if (!AREA_FIELDS.includes(f)) out.push(f);
    else if (!out.includes('area_code')) out.push('area_code');
  }
  return out;
}

const display = (r: SortingRuleRow, field: string) => {
  if (field === 'area_code') return [r.province_code_name, r.city_code_name, r.district_code_name].filter(Boolean).join(' / ');
  return String(r[`${field}_name`] ?? r[field] ?? '');
};

function conditionText(kind: SortingKind, r: SortingRuleRow, t: TFunction): string {
  return conditionKeys(kind)
    .map((f) => [f, display(r, f)] as const)
    .filter(([, v]) => v)
    .map(([f, v]) => `${t(`rules.sorting.fields.${f}`)}: ${v}`)
    .join('；');
}

function configFor(kind: SortingKind, titleKey: string, path: string): EntityScreenConfig<SortingRuleRow> {
  const def = SORTING_KIND_DEFS[kind];
  const conditions = conditionKeys(kind);
  return {
    testId: `rules-sorting-${kind}`,
    titleKey,
    path,
    rowId: (r) => r.id,
    list: {
      url: sortingRulesUrl(kind),
      columns: (t) => [
        { key: 'priority', title: t('rules.common.priority'), width: 80, align: 'end', value: (r) => r.priority },
        { key: 'name', title: t('rules.common.name'), width: 180, value: (r) => r.name },
        { key: 'condition', title: t('rules.sorting.condition'), width: 320, value: (r) => conditionText(kind, r, t) || t('rules.common.anywhere') },
        { key: 'target', title: `${t('rules.sorting.target')}: ${t(`rules.sorting.fields.${def.target}`)}`, width: 180, value: (r) => display(r, def.target) },
        { key: 'memo', title: t('rules.common.memo'), width: 140, value: (r) => r.memo },
      ],
      filters: [{ key: 'name', labelKey: 'rules.common.name', kind: 'text' }],
    },
    form: {
      addTitleKey: 'rules.sorting.add',
      fields: [
        { key: 'name', labelKey: 'rules.common.name', kind: 'text', required: true, max: 50 },
        ...conditions.map((f) => fieldOf(f, f !== 'area_code' && def.required.includes(f))),
        fieldOf(def.target, true),
        { key: 'priority', labelKey: 'rules.common.priority', kind: 'number', min: 1, max: 9999, helpKey: 'rules.common.priorityHelp' },
        { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
      ],
      schema: sortingRuleForm(kind),
      initial: (row) => ({
        name: row?.name ?? '',
        ...Object.fromEntries(conditions.map((f) => [f, f === 'area_code' ? (row ? mostSpecific(row) : '') : String(row?.[f] ?? '')])),
        [def.target]: String(row?.[def.target] ?? ''),
        priority: row?.priority ?? 100,
        memo: row?.memo ?? '',
      }),
      create: (values) => createSortingRule(kind, values),
      update: (id, values) => updateSortingRule(kind, id, values),
    },
    toggle: { isOn: (r) => r.status === 1, set: (id, on) => setSortingRuleStatus(kind, id, on) },
    remove: { remove: (id) => removeSortingRule(kind, id) },
  };
}

const CONFIGS = {
  ticket: configFor('ticket', 'routes.saasBasicSortingTicket', '/saas/basic/sorting/ticket'),
  storageLocation: configFor('storageLocation', 'routes.saasBasicSortingStorageLocation', '/saas/basic/sorting/storageLocation'),
  abnormal: configFor('abnormal', 'routes.saasBasicSortingAbnormal', '/saas/basic/sorting/abnormal'),
  route: configFor('route', 'routes.saasBasicSortingRoute', '/saas/basic/sorting/route'),
  staticRoute: configFor('staticRoute', 'routes.saasBasicSortingStaticRoute', '/saas/basic/sorting/staticRoute'),
  station: configFor('station', 'routes.saasBasicSortingStation', '/saas/basic/sorting/station'),
  delivery: configFor('delivery', 'routes.saasBasicSortingDelivery', '/saas/basic/sorting/delivery'),
  deliveryConsignor: configFor('deliveryConsignor', 'routes.saasBasicSortingDeliveryConsignor', '/saas/basic/sorting/deliveryConsignor'),
} satisfies Record<SortingKind, EntityScreenConfig<SortingRuleRow>>;

export const SortingTicketScreen = () => <EntityListScreen config={CONFIGS.ticket} />;
export const SortingStorageLocationScreen = () => <EntityListScreen config={CONFIGS.storageLocation} />;
export const SortingAbnormalScreen = () => <EntityListScreen config={CONFIGS.abnormal} />;
export const SortingRouteScreen = () => <EntityListScreen config={CONFIGS.route} />;
export const SortingStaticRouteScreen = () => <EntityListScreen config={CONFIGS.staticRoute} />;
export const SortingStationScreen = () => <EntityListScreen config={CONFIGS.station} />;
export const SortingDeliveryScreen = () => <EntityListScreen config={CONFIGS.delivery} />;
export const SortingDeliveryConsignorScreen = () => <EntityListScreen config={CONFIGS.deliveryConsignor} />;
