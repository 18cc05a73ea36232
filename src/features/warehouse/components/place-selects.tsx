/** Warehouse and storage-location selects on the lookup cache (they open at once, and offline from the stored list). */
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStorageLocations, useWarehouses } from '../api/lookups';

export interface WarehouseSelectProps {
  value: string;
  onChange(value: string): void;
  /** the first option: '' = all warehouses (filters) or 'choose' (forms) */
  emptyLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  invalid?: boolean;
  'data-testid'?: string;
}

export function WarehouseSelect({ value, onChange, emptyLabel, size = 'sm', invalid, 'data-testid': testId = 'wh-warehouse-select' }: WarehouseSelectProps) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <NativeSelect.Root size={size} invalid={invalid} minW="140px">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} aria-label={t('warehouse.fields.warehouse')}>
        <option value="">{emptyLabel ?? t('warehouse.fields.chooseWarehouse')}</option>
        {(warehouses.data ?? []).map((w) => (
          <option key={w.id} value={String(w.id)}>
            {w.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface LocationSelectProps {
  warehouseId: number | undefined;
  value: string;
  onChange(value: string): void;
  emptyLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  invalid?: boolean;
  'data-testid'?: string;
}

export function LocationSelect({ warehouseId, value, onChange, emptyLabel, size = 'sm', invalid, 'data-testid': testId = 'wh-location-select' }: LocationSelectProps) {
  const { t } = useTranslation();
  const locations = useStorageLocations(warehouseId);
  // a disabled location is still shown when it is the chosen one (an old document), never offered otherwise
  const shown = (locations.data ?? []).filter((l) => l.status !== 0 || String(l.id) === value);
  return (
    <NativeSelect.Root size={size} invalid={invalid} disabled={!warehouseId} minW="120px">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} aria-label={t('warehouse.fields.location')}>
        <option value="">{emptyLabel ?? (warehouseId ? t('warehouse.fields.chooseLocation') : t('warehouse.fields.warehouseFirst'))}</option>
        {shown.map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.code}
            {l.name && l.name !== l.code ? ` ${l.name}` : ''}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
