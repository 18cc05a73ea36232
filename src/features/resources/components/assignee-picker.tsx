/**
 * Whom an order is assigned to (order assign dialog, map assign): the delivery-provider picker's and the driver
 * picker's sources searched together — the same endpoints, page sizes (search 10, drivers' initial list 10,
 * lookups 50) and 500 ms debounce (spec §9) — each option marked with its kind.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { getDeliveryList } from '../api/delivery-list';
import { getTransporterList } from '../api/transporter-list';
import type { ResourceRow } from '../api/types';
import { DRIVER_INITIAL_SIZE, pickerSource, RESOURCE_DEBOUNCE_MS } from '../utils/picker-source';

export type AssigneeKind = 'provider' | 'driver';
export type AssigneeRow = ResourceRow & { kind: AssigneeKind };

const SOURCES = {
  provider: pickerSource(getDeliveryList),
  driver: pickerSource((p) => getTransporterList('T_SJ', p), { initialPerPage: DRIVER_INITIAL_SIZE }),
};

type Read = (source: (typeof SOURCES)['provider']) => Promise<SelectOption<ResourceRow>[]>;

/** both sources, providers first; each option labelled `name（kind）` */
export async function assigneeOptions(read: Read, kindLabel: (kind: AssigneeKind) => string): Promise<SelectOption<AssigneeRow>[]> {
  const [providers, drivers] = await Promise.all([read(SOURCES.provider), read(SOURCES.driver)]);
  const mark = (kind: AssigneeKind) => (o: SelectOption<ResourceRow>) => ({
    value: o.value,
    label: `${o.label}（${kindLabel(kind)}）`,
    row: { ...(o.row as ResourceRow), kind },
  });
  return [...providers.map(mark('provider')), ...drivers.map(mark('driver'))];
}

export interface AssigneePickerProps {
  value: string;
  onChange(value: string): void;
  'data-testid'?: string;
}

export function AssigneePicker({ value, onChange, 'data-testid': testId = 'assignee-picker' }: AssigneePickerProps) {
  const { t } = useTranslation();
  const kindLabel = useMemo(() => (kind: AssigneeKind) => t(`resources.assignee.${kind}`), [t]);
  return (
    <SearchableSelect<AssigneeRow>
      sourceKey={['resources', 'assignees']}
      search={(term) => assigneeOptions((s) => s.search(term), kindLabel)}
      lookup={(ids) => assigneeOptions((s) => s.lookup(ids), kindLabel)}
      debounceMs={RESOURCE_DEBOUNCE_MS}
      loadInitial
      value={value ? [value] : []}
      onChange={(v) => onChange(v[0] ?? '')}
      placeholder={t('resources.assignee.placeholder')}
      data-testid={testId}
    />
  );
}
