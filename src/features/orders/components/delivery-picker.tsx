/** The assign picker: delivery providers and drivers in one searchable select (500 ms debounce, spec §9). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { lookupDeliveryOptions, searchDeliveryOptions, type DeliveryOptionRow } from '../api/delivery-options';

export interface DeliveryPickerProps {
  value: string;
  onChange(value: string): void;
  'data-testid'?: string;
}

const DEBOUNCE_MS = 500;

export function DeliveryPicker({ value, onChange, 'data-testid': testId = 'action-delivery' }: DeliveryPickerProps) {
  const { t } = useTranslation();
  const label = useMemo(() => (r: DeliveryOptionRow) => `${r.name}（${t(r.kind === 'driver' ? 'orders.action.driver' : 'orders.action.provider')}）`, [t]);
  return (
    <SearchableSelect<DeliveryOptionRow>
      sourceKey={['orders', 'delivery-options']}
      search={(term) => searchDeliveryOptions(term, label)}
      lookup={(ids) => lookupDeliveryOptions(ids, label)}
      debounceMs={DEBOUNCE_MS}
      loadInitial
      value={value ? [value] : []}
      onChange={(v) => onChange(v[0] ?? '')}
      placeholder={t('orders.action.deliveryPlaceholder')}
      data-testid={testId}
    />
  );
}
