/**
 * Public types of the entity screen kit: one descriptor (EntityScreenConfig) drives a whole CRUD screen — the
 * data table with a filter bar held in the URL, the Add/Edit form in the drawer, enable/disable and delete with
 * confirmation, and a read-only detail. The kit imports no feature; a feature builds the descriptor from its
 * own api/ files and its src/domain schema and hands it to <EntityListScreen config={...} />.
 *
 * Usage (a feature screen):
 *
 *   const config: EntityScreenConfig<WarehouseRow, WarehouseBody> = {
 *     testId: 'warehouses',
 *     titleKey: 'basicData.warehouses.title',
 *     path: '/saas/basic/storage/index',
 *     rowId: (r) => r.id,
 *     list: {
 *       url: WAREHOUSE_LIST_URL,                       // from api/get-warehouses.ts
 *       columns: (t) => [{ key: 'name', title: t('basicData.warehouses.name'), width: 160, value: (r) => r.name }],
 *       filters: [{ key: 'name', labelKey: 'basicData.warehouses.name', kind: 'text' }],
 *     },
 *     form: {
 *       fields: [
 *         { key: 'code', labelKey: 'basicData.warehouses.code', kind: 'text', required: true, max: 20 },
 *         { key: 'area_code', labelKey: 'basicData.warehouses.area', kind: 'area' },
 *       ],
 *       schema: warehouseBody,                          // src/domain/basic-data/warehouses.ts
 *       initial: (row) => ({ code: row?.code ?? '', name: row?.name ?? '', area_code: row?.area_code ?? '' }),
 *       create: createWarehouse,                        // api/create-warehouse.ts
 *       update: updateWarehouse,                        // api/update-warehouse.ts
 *     },
 *     toggle: { isOn: (r) => !r.disabled, set: setWarehouseEnabled },
 *   };
 *   export function WarehousesScreen() { return <EntityListScreen config={config} />; }
 *
 * Why list.url and not a fetch function: the shared DataTable's server mode owns paging, sort, refresh and the
 * Excel export of a list endpoint (page/per_page + params → data.list/data.total); the kit gives it the url and
 * the filter params, and invalidates ['data-table', url] (plus list.invalidate) after every write.
 *
 * Parts: EntityListScreen (entity-list-screen.tsx) takes the whole descriptor; EntityForm (entity-form.tsx) and
 * EntityDetail (entity-detail.tsx) work alone too; EntitySettingsScreen (settings-screen.tsx) is one form over one
 * settings document; validateEntitySearch (search.ts) is the route's validateSearch for a list screen.
 * Test ids derive from testId: `${testId}-add`, `-search`, `-filter-${key}`, `-edit-${id}`, `-toggle-${id}`,
 * `-remove-${id}`, `-confirm-ok`, `-form-${key}`, `-form-${key}-error`, `-form-error`, `-form-save`.
 *
 * Messages: a field's labelKey and every message are i18n keys; zod issue messages of the domain schema and
 * server `msg` keys may also be server-message catalog keys (src/domain/server-messages.ts) — the kit shows
 * whichever resolves (i18n key, catalog key, else the text itself).
 */
import type { UseQueryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DataTableColumn } from '../data-table/types';
import type { TreeNode } from '../tree-select/tree';

/** Form and filter values: plain JSON values keyed by field key. */
export type EntityValues = Record<string, unknown>;

/** decimal: a number typed with decimals, kept as the text typed (the schema parses it exactly) */
export type EntityFieldKind = 'text' | 'textarea' | 'number' | 'decimal' | 'select' | 'switch' | 'area' | 'tree' | 'date' | 'custom';

export interface EntityOption {
  value: string;
  /** shown as is (options from the server) */
  label?: string;
  /** i18n key (fixed options); wins over label */
  labelKey?: string;
}

/** What a `custom` field's render gets: the current value, a setter and the field's state. */
export interface EntityFieldRenderProps {
  value: unknown;
  onChange(value: unknown): void;
  /** all current values (a field that depends on another) */
  values: EntityValues;
  /** the translated message under the field, if any */
  error: string | null;
  disabled: boolean;
  testId: string;
}

export interface EntityField {
  /** the body / search-param key */
  key: string;
  labelKey: string;
  kind: EntityFieldKind;
  /** shows the required mark; the schema decides validity */
  required?: boolean;
  /** text: max length (input maxLength); number: max value */
  max?: number;
  /** number: min value */
  min?: number;
  placeholderKey?: string;
  /** select: fixed options */
  options?: readonly EntityOption[];
  /** select: options from the server (a feature api file's queryOptions) */
  optionsQuery?: UseQueryOptions<EntityOption[], Error, EntityOption[], readonly unknown[]>;
  /** tree: the nodes (kind 'area' uses the shared address tree and needs none) */
  treeQuery?: UseQueryOptions<TreeNode[], Error, TreeNode[], readonly unknown[]>;
  /** custom: the input */
  render?(props: EntityFieldRenderProps): ReactNode;
  /** the field cannot change once the record exists (e.g. a code) */
  readOnlyOnEdit?: boolean;
  /** form: spans the whole row (textarea, tables) */
  wide?: boolean;
  helpKey?: string;
}

/** One line of the read-only detail. */
export interface EntityDetailItem<Row> {
  key: string;
  labelKey: string;
  value(row: Row): ReactNode;
}

export interface EntityListConfig<Row> {
  /** list endpoint (GET page, per_page + filter params → data.list, data.total) */
  url: string;
  /** titles translated with t */
  columns(t: TFunction): DataTableColumn<Row>[];
  /** the filter bar; values live in the URL search params under each key */
  filters?: EntityField[];
  /** URL filter values → request params (default: the values as they are) */
  params?(filters: EntityValues): Record<string, unknown>;
  /** extra query keys to invalidate after a write (e.g. a picker's list) */
  invalidate?: readonly (readonly unknown[])[];
}

export interface EntityFormConfig<Row, Values extends EntityValues = EntityValues> {
  fields: EntityField[];
  /** the src/domain schema the server validates with too; issue messages are message keys */
  schema: z.ZodType;
  /** the form's starting values: row null = Add */
  initial(row: Row | null): Values;
  create(values: Values): Promise<unknown>;
  update(id: string, values: Values): Promise<unknown>;
  /** drawer titles (defaults: entityScreen.add / entityScreen.edit) */
  addTitleKey?: string;
  editTitleKey?: string;
  /** drawer width (default 500px) */
  width?: string;
  /** rows that may not be edited show no edit button */
  can?(row: Row): boolean;
}

export interface EntityToggleConfig<Row> {
  isOn(row: Row): boolean;
  set(id: string, on: boolean): Promise<unknown>;
  /** status column texts (defaults: entityScreen.enabled / entityScreen.disabled) */
  onKey?: string;
  offKey?: string;
  /** rows whose state may not change show no toggle button */
  can?(row: Row): boolean;
}

export interface EntityRemoveConfig<Row> {
  remove(id: string): Promise<unknown>;
  /** rows that may not be deleted show no delete button */
  can?(row: Row): boolean;
}

export interface EntityDetailConfig<Row> {
  /** a detail route (show/{id}); without it the detail opens in the drawer */
  path?(id: string): string;
  items: EntityDetailItem<Row>[];
}

export interface EntityScreenConfig<Row, Values extends EntityValues = EntityValues> {
  /** data-testid of the screen; parts derive theirs from it (`${testId}-add`, `${testId}-form-name`, …) */
  testId: string;
  titleKey: string;
  /** the screen's route path (table preferences, filter navigation) */
  path: string;
  rowId(row: Row): string | number;
  list: EntityListConfig<Row>;
  form?: EntityFormConfig<Row, Values>;
  detail?: EntityDetailConfig<Row>;
  toggle?: EntityToggleConfig<Row>;
  remove?: EntityRemoveConfig<Row>;
  /** extra toolbar buttons */
  toolbar?: ReactNode;
}
