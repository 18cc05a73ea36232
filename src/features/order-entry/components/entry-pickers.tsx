/** The order form's pickers on the shared searchable select: consignor, store (after a consignor), delivery provider, product. */
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { useTranslation } from 'react-i18next';
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

export function ConsignorPicker({ value, label, onChange, disabled, testId }: PickerProps) {
  const { t } = useTranslation();
  return (
    <SearchableSelect<PickerRow>
      sourceKey={['order-entry', 'consignors']}
      // consignors forbidden to order are not offered (the server refuses them too)
      search={async (name) => toOptions((await searchConsignors({ name })).list.filter((r) => r.is_forbid_create_order !== 1))}
      lookup={known(value, label)}
      debounceMs={500}
      loadInitial
      value={value ? [value] : []}
      onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
      placeholder={t('orderEntry.ph.consignor')}
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
      disabled={disabled}
      data-testid={testId}
    />
  );
}

export function DeliveryPicker({ value, label, onChange, disabled, testId }: PickerProps) {
  const { t } = useTranslation();
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
