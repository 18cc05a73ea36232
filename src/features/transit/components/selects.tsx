/** Site (warehouse or station), line, vehicle type and storage-location selects of the transit screens, on the lookup cache. */
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SiteRef } from '@/domain/transit/api';
import { VEHICLE_TYPES } from '@/domain/transit/loads';
import { useLines, useStorageLocations } from '../api/pickers';
import { useSites } from '../api/sites';
import { useLang } from '../utils/labels';

interface SelectBase {
  value: string;
  onChange(value: string): void;
  emptyLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  invalid?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

export function SiteSelect({ value, onChange, emptyLabel, size = 'sm', invalid, disabled, 'aria-label': label, 'data-testid': testId, only }: SelectBase & { only?: (s: SiteRef) => boolean }) {
  const { t } = useTranslation();
  const sites = useSites();
  const list = (sites.data ?? []).filter((s) => !only || only(s));
  const group = (type: SiteRef['type']) => list.filter((s) => s.type === type);
  return (
    <NativeSelect.Root size={size} invalid={invalid} disabled={disabled} minW="140px">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label} data-testid={testId}>
        <option value="">{emptyLabel ?? t('transit.fields.chooseSite')}</option>
        {(['warehouse', 'station'] as const).map((type) =>
          group(type).length ? (
            <optgroup key={type} label={type === 'warehouse' ? t('transit.sites.warehouses') : t('transit.sites.stations')}>
              {group(type).map((s) => (
                <option key={s.key} value={s.key}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function LineSelect({ value, onChange, emptyLabel, size = 'sm', invalid, 'data-testid': testId }: SelectBase) {
  const { t } = useTranslation();
  const lines = useLines();
  return (
    <NativeSelect.Root size={size} invalid={invalid} minW="140px">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={t('transit.fields.line')} data-testid={testId}>
        <option value="">{emptyLabel ?? t('transit.fields.noLine')}</option>
        {(lines.data ?? []).map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** '' = a custom capacity typed beside it */
export function VehicleTypeSelect({ value, onChange, size = 'md', invalid, 'data-testid': testId }: SelectBase) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <NativeSelect.Root size={size} invalid={invalid}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={t('transit.fields.vehicleType')} data-testid={testId}>
        {VEHICLE_TYPES.map((v) => (
          <option key={v.code} value={v.code}>
            {v[lang]} · {v.weight_g / 1_000_000}t · {v.volume_cm3 / 1_000_000}m³
          </option>
        ))}
        <option value="">{t('transit.fields.customVehicle')}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** the receiving location of an arrival at a warehouse (the warehouse's own storage locations, disabled ones left out) */
export function LocationSelect({ warehouseId, value, onChange, emptyLabel, size = 'md', 'data-testid': testId }: SelectBase & { warehouseId: number | undefined }) {
  const { t } = useTranslation();
  const locations = useStorageLocations(warehouseId);
  return (
    <NativeSelect.Root size={size} disabled={!warehouseId}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={t('transit.action.receivingLocation')} data-testid={testId}>
        <option value="">{emptyLabel ?? t('transit.action.noLocation')}</option>
        {(locations.data ?? [])
          .filter((l) => l.status !== 0)
          .map((l) => (
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
