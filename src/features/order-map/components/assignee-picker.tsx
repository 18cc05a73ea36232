/** Whom to assign to: delivery providers and drivers in one searchable select (500 ms debounce, spec §9). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { lookupAssignees, searchAssignees, type AssigneeRow } from '../api/delivery-options';

export interface AssigneePickerProps {
  value: string;
  onChange(value: string): void;
}

const DEBOUNCE_MS = 500;

export function AssigneePicker({ value, onChange }: AssigneePickerProps) {
  const { t } = useTranslation();
  const label = useCallback((r: AssigneeRow) => `${r.name}（${t(r.kind === 'driver' ? 'orderMap.driver' : 'orderMap.provider')}）`, [t]);
  return (
    <SearchableSelect<AssigneeRow>
      sourceKey={['order-map', 'assignees']}
      search={(term) => searchAssignees(term, label)}
      lookup={(ids) => lookupAssignees(ids, label)}
      debounceMs={DEBOUNCE_MS}
      loadInitial
      value={value ? [value] : []}
      onChange={(v) => onChange(v[0] ?? '')}
      placeholder={t('orderMap.assigneePlaceholder')}
      data-testid="map-assignee"
    />
  );
}
