/**
 * The order form's pickers on the shared searchable select: consignor, store (after a consignor), delivery provider,
 * product. The consignor, store and delivery-provider pickers have the inline add of spec §4 (the resources' dialogs);
 * the delivery provider's only when ADD_NEW_DELIVERY_FOR_ORDERS answers CAN (spec §2.5).
 */
import { SearchableSelect, type AddDialogContext } from '@/components/ui/searchable-select/searchable-select';
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { useTranslation } from 'react-i18next';
import { useDeliveryAddGate } from '@/features/resources/api/permission-check';
import { useEditionWords } from '@/lib/session/edition';
import { ResourceAddDialog } from '@/features/resources/components/resource-add-dialog';
import type { AddKind } from '@/features/resources/utils/add-kinds';
import { searchConsignors } from '../api/consignors';
import { searchDeliveryProviders } from '../api/delivery-providers';
import { searchProducts } from '../api/products';
import { searchOwnStores, searchStoresOfConsignor } from '../api/stores';
import type { PickerRow, ProductRow } from '../api/types';

interface PickerProps {
  value: string;
  label: string;
  onChange(value: string, label: string): void;
  disabled?: boolean;
  testId: string;
}

const toOptions = (rows: PickerRow[]): SelectOption<PickerRow>[] => rows.map((r) => ({ value: String(r.id), label: r.name, row: r }));
/** a chosen value whose row is not loaded yet still reads as its stored name */
const known = (value: string, label: string) => async (values: string[]) => (values.includes(value) && label ? [{ value, label }] : []);

/** The inline-add dialog of a kind: the saved record joins the options and is chosen. */
const addDialog = (kind: AddKind, extra?: Record<string, unknown>) =>
  function render(ctx: AddDialogContext<PickerRow>) {
    return <ResourceAddDialog kind={kind} open={ctx.open} onCancel={ctx.onCancel} onAdded={(r) => ctx.onAdded({ value: String(r.id), label: r.name })} extra={extra} />;
  };

export function ConsignorPicker({ value, label, onChange, disabled, testId }: PickerProps) {
  const { t } = useTranslation();
  // the edition decides the name (商家 / 店铺 / 供应商) and, for the delivery type, the supplier endpoints
  const words = useEditionWords();
  const endpoint = words.profile.merchantEndpoint;
  return (
    <SearchableSelect<PickerRow>
      sourceKey={['order-entry', 'consignors', endpoint]}
      // consignors forbidden to order are not offered (the server refuses them too)
      search={async (name) => toOptions((await searchConsignors({ name }, endpoint)).list.filter((r) => r.is_forbid_create_order !== 1))}
      lookup={known(value, label)}
      debounceMs={500}
      loadInitial
      value={value ? [value] : []}
      onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
      placeholder={t('orderEntry.ph.merchant', { noun: words.merchant })}
      renderAdd={addDialog(endpoint)}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

export interface StorePickerProps extends PickerProps {
  /** the servicer's chosen consignor resource */
  consignorResourceId: string;
  /** a consignor account: its own user id (the stores of itself) */
  ownUserId: number | null;
}

export function StorePicker({ value, label, onChange, disabled, testId, consignorResourceId, ownUserId }: StorePickerProps) {
  const { t } = useTranslation();
  const enabled = ownUserId !== null || consignorResourceId !== '';
  return (
    <SearchableSelect<PickerRow>
      key={ownUserId ?? consignorResourceId}
      sourceKey={['order-entry', 'stores', ownUserId ?? consignorResourceId]}
      search={async (name) => toOptions((ownUserId !== null ? await searchOwnStores(ownUserId, { name }) : await searchStoresOfConsignor(consignorResourceId, { name })).list)}
      lookup={known(value, label)}
      debounceMs={500}
      loadInitial
      enabled={enabled}
      selectOnLoad
      value={value ? [value] : []}
      onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
      placeholder={t(enabled ? 'orderEntry.ph.storeReady' : 'orderEntry.ph.store')}
      // a new store is bound to the chosen consignor (a consignor account's own stores are added on its store screen)
      renderAdd={ownUserId === null && consignorResourceId ? addDialog('store', { consignor_id: Number(consignorResourceId) }) : undefined}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

export function DeliveryPicker({ value, label, onChange, disabled, testId }: PickerProps) {
  const { t } = useTranslation();
  const gate = useDeliveryAddGate();
  return (
    <SearchableSelect<PickerRow>
      sourceKey={['order-entry', 'delivery-providers']}
      search={async (name) => toOptions((await searchDeliveryProviders({ name })).list)}
      lookup={known(value, label)}
      debounceMs={500}
      loadInitial
      value={value ? [value] : []}
      onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
      placeholder={t('orderEntry.ph.delivery')}
      renderAdd={addDialog('serviceProvider')}
      hideAdd={!gate.allowed}
      addNote={gate.note}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

export interface ProductPickerProps extends Omit<PickerProps, 'onChange'> {
  onChange(value: string, label: string, packageCount: number): void;
}

export function ProductPicker({ value, label, onChange, disabled, testId }: ProductPickerProps) {
  const { t } = useTranslation();
  return (
    <SearchableSelect<ProductRow>
      sourceKey={['order-entry', 'products']}
      search={async (name) => (await searchProducts({ name })).list.slice(0, 50).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})`, row: p }))}
      lookup={known(value, label)}
      debounceMs={300}
      loadInitial
      value={value ? [value] : []}
      onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '', opts[0]?.row?.package ?? 1)}
      placeholder={t('orderEntry.ph.product')}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
