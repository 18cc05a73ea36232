/**
 * One picker per resource kind (spec §2.5), all on the searchable-select base with their spec §9 debounces,
 * page sizes and initial lists, and their inline-add dialogs behind the 'add and use' item.
 */
import { useMemo } from 'react';
import { SearchableSelect, type AddDialogContext } from '@/components/ui/searchable-select/searchable-select';
import { MULTI_LIMIT } from '@/components/ui/multi-limit';
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { THIRD_PARTY_LOGISTICS } from '@/domain/resources';
import { getConsignorList } from '../api/consignor-list';
import { getDeliveryList } from '../api/delivery-list';
import { useDeliveryAddGate } from '../api/permission-check';
import { getStoreList } from '../api/store-list';
import { getStoresByConsignor } from '../api/stores-by-consignor';
import { getSupplierList } from '../api/supplier-list';
import { getTransporterList } from '../api/transporter-list';
import type { ResourceList, ResourceListParams, ResourceRow } from '../api/types';
import type { AddKind } from '../utils/add-kinds';
import {
  DRIVER_INITIAL_SIZE,
  FITTING_WORKER_LOOKUP_PER_PAGE,
  pickerSource,
  RESOURCE_DEBOUNCE_MS,
  STORE_INITIAL_SIZE,
  type PickerSourceOptions,
} from '../utils/picker-source';
import { DriverAddDialog } from './driver-add-dialog';
import { ResourceAddDialog, type AddedRecord } from './resource-add-dialog';

export interface PickerProps {
  value: string[];
  onChange(value: string[], options: SelectOption<ResourceRow>[]): void;
  multiple?: boolean;
  /** multi-select limit; default the resource pickers' 100 (spec §9) */
  limit?: number;
  placeholder?: string;
  disabled?: boolean;
  /** no 'add and use' item */
  noAdd?: boolean;
  /** the chosen value's stored name (a saved form, a restored draft): shown without a lookup */
  label?: string;
  'data-testid'?: string;
}

/**
 * Props for a form holding one chosen id and its name as strings (order form, load form): the pickers speak in
 * value lists and options.
 */
export function singlePick(value: string, label: string, onPick: (value: string, label: string) => void): Pick<PickerProps, 'value' | 'label' | 'onChange'> {
  return { value: value ? [value] : [], label, onChange: (v, options) => onPick(v[0] ?? '', options[0]?.label ?? '') };
}

const addedOption = (r: AddedRecord): SelectOption<ResourceRow> => ({ value: String(r.id), label: r.name });

function addDialog(kind: AddKind, extra?: Record<string, unknown>) {
  return function render(ctx: AddDialogContext<ResourceRow>) {
    return <ResourceAddDialog kind={kind} open={ctx.open} onCancel={ctx.onCancel} onAdded={(r) => ctx.onAdded(addedOption(r))} extra={extra} />;
  };
}

interface BaseProps extends PickerProps {
  sourceKey: readonly unknown[];
  list: Parameters<typeof pickerSource>[0];
  sourceOptions?: PickerSourceOptions;
  debounceMs?: number;
  loadInitial?: boolean;
  enabled?: boolean;
  selectOnLoad?: boolean;
  renderAdd?(ctx: AddDialogContext<ResourceRow>): React.ReactNode;
  hideAdd?: boolean;
  addNote?: string;
  defaultTestId: string;
}

function ResourcePicker({
  sourceKey,
  list,
  sourceOptions,
  debounceMs = RESOURCE_DEBOUNCE_MS,
  limit = MULTI_LIMIT.resources,
  noAdd,
  renderAdd,
  defaultTestId,
  'data-testid': testId,
  label,
  ...rest
}: BaseProps) {
  const key = JSON.stringify(sourceKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => pickerSource(list, sourceOptions), [key]);
  const stored = rest.value.length === 1 && label ? { value: rest.value[0], label } : null;
  const lookup = async (values: string[]) => {
    const own = stored && values.includes(stored.value) ? [stored] : [];
    const others = values.filter((v) => v !== stored?.value);
    return others.length ? [...own, ...(await source.lookup(others))] : own;
  };
  return (
    <SearchableSelect<ResourceRow>
      {...rest}
      sourceKey={sourceKey}
      search={source.search}
      lookup={lookup}
      debounceMs={debounceMs}
      limit={limit}
      renderAdd={noAdd ? undefined : renderAdd}
      data-testid={testId ?? defaultTestId}
    />
  );
}

/** Carriers (special lines, T_ZX), 500 ms, Add carrier. */
export function CarrierPicker(props: PickerProps) {
  return (
    <ResourcePicker
      {...props}
      sourceKey={['transporter', 'T_ZX']}
      list={(p) => getTransporterList('T_ZX', p)}
      renderAdd={addDialog('carrier')}
      defaultTestId="carrier-picker"
    />
  );
}

/** Third-party logistics companies (consignor model, T_3PL), Add third-party logistics. */
export function ThirdPartyPicker(props: PickerProps) {
  return (
    <ResourcePicker
      {...props}
      sourceKey={['consignor', THIRD_PARTY_LOGISTICS]}
      list={(p) => getConsignorList({ ...p, object_sub_type: THIRD_PARTY_LOGISTICS })}
      renderAdd={addDialog('thirdPartyLogistics')}
      defaultTestId="third-party-picker"
    />
  );
}

export interface ConsignorPickerProps extends PickerProps {
  /** suppliers instead of consignors (same model and dialog) */
  supplier?: boolean;
  /** only those allowed to create orders (is_forbid_create_order ≠ 1; the server refuses the others too) */
  orderable?: boolean;
  /** a single-option list selects it and locks the field */
  selectOnLoad?: boolean;
}

const orderableOnly = (list: (p: ResourceListParams) => Promise<ResourceList>) => async (p: ResourceListParams) => {
  const page = await list(p);
  return { ...page, list: page.list.filter((r) => r.is_forbid_create_order !== 1) };
};

/** Consignors / merchants or suppliers, 500 ms, Add consignor/supplier, optional select-on-load. */
export function ConsignorPicker({ supplier = false, orderable = false, ...props }: ConsignorPickerProps) {
  const list = supplier ? getSupplierList : getConsignorList;
  return (
    <ResourcePicker
      {...props}
      sourceKey={[supplier ? 'supplier' : 'consignor', orderable ? 'orderable' : 'all']}
      list={orderable ? orderableOnly(list) : list}
      renderAdd={addDialog(supplier ? 'supplier' : 'consignor')}
      defaultTestId={supplier ? 'supplier-picker' : 'consignor-picker'}
    />
  );
}

export interface StorePickerProps extends PickerProps {
  /** the consignor whose stores are offered; none = no request at all */
  consignorId: string | number | null | undefined;
  /** a consignor account: its own stores (GET get_stores_by_consignor_user_id/{id}); added on its store screen */
  ownUserId?: number | null;
  selectOnLoad?: boolean;
}

/** Stores of one consignor, 500 ms, initial list 300, Add store (bound to the consignor), optional select-on-load. */
export function StorePicker({ consignorId, ownUserId = null, ...props }: StorePickerProps) {
  const has = consignorId !== null && consignorId !== undefined && consignorId !== '';
  const own = ownUserId !== null;
  return (
    <ResourcePicker
      {...props}
      sourceKey={['store', own ? `own:${ownUserId}` : has ? String(consignorId) : '']}
      list={(p) => (own ? getStoresByConsignor(ownUserId, p) : getStoreList({ ...p, object_id: consignorId }))}
      sourceOptions={{ initialPerPage: STORE_INITIAL_SIZE }}
      enabled={has || own}
      loadInitial={has || own}
      renderAdd={!own && has ? addDialog('store', { consignor_id: Number(consignorId) }) : undefined}
      defaultTestId="store-picker"
    />
  );
}

/** Delivery service providers (T_PZ), 500 ms; the add item hidden when ADD_NEW_DELIVERY_FOR_ORDERS is CANNOT. */
export function DeliveryProviderPicker(props: PickerProps) {
  const gate = useDeliveryAddGate();
  return (
    <ResourcePicker
      {...props}
      sourceKey={['delivery']}
      list={getDeliveryList}
      renderAdd={addDialog('serviceProvider')}
      hideAdd={!gate.allowed}
      addNote={gate.note}
      defaultTestId="delivery-provider-picker"
    />
  );
}

/** Fitting workers (T_PZ); chosen values looked up 20 per page; Add fitting worker. */
export function FittingWorkerPicker(props: PickerProps) {
  return (
    <ResourcePicker
      {...props}
      sourceKey={['delivery', 'fitting']}
      list={getDeliveryList}
      sourceOptions={{ lookupPerPage: FITTING_WORKER_LOOKUP_PER_PAGE }}
      renderAdd={addDialog('fittingWorker')}
      defaultTestId="fitting-worker-picker"
    />
  );
}

/** Delivery-install service providers (T_PZ); Add delivery-install service provider. */
export function DeliveryInstallPicker(props: PickerProps) {
  return (
    <ResourcePicker
      {...props}
      sourceKey={['delivery', 'install']}
      list={getDeliveryList}
      renderAdd={addDialog('deliveryInstall')}
      defaultTestId="delivery-install-picker"
    />
  );
}

/** Drivers (T_SJ): initial list of 10, the add-driver dialog. */
export function DriverPicker(props: PickerProps) {
  return (
    <ResourcePicker
      {...props}
      sourceKey={['transporter', 'T_SJ']}
      list={(p) => getTransporterList('T_SJ', p)}
      sourceOptions={{ initialPerPage: DRIVER_INITIAL_SIZE }}
      loadInitial
      renderAdd={(ctx) => <DriverAddDialog open={ctx.open} onCancel={ctx.onCancel} onAdded={(r) => ctx.onAdded(addedOption(r))} />}
      defaultTestId="driver-picker"
    />
  );
}
