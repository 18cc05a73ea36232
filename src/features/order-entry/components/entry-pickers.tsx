/**
 * The order form's product picker on the shared searchable select (its line's product, name and package count). The
 * consignor, store and delivery-provider fields use the resources' shared pickers (features/resources/components/pickers.tsx).
 */
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { useTranslation } from 'react-i18next';
import { searchProducts } from '../api/products';
import type { ProductRow } from '../api/types';

export interface ProductPickerProps {
  value: string;
  label: string;
  onChange(value: string, label: string, packageCount: number): void;
  disabled?: boolean;
  testId: string;
}

/** a chosen value whose row is not loaded yet still reads as its stored name */
const known = (value: string, label: string) => async (values: string[]) => (values.includes(value) && label ? [{ value, label }] : []);

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
