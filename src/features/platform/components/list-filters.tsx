/** The filter bar both platform lists use: a name search, a status select, Search and Reset. */
import { Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

export interface ListFiltersProps {
  name: string | undefined;
  status: string | undefined;
  statusOptions: { value: string; label: string }[];
  statusLabel: string;
  onSearch(values: { name?: string; status?: string }): void;
  testId: string;
}

export function ListFilters({ name, status, statusOptions, statusLabel, onSearch, testId }: ListFiltersProps) {
  const { t } = useTranslation();
  const [nameText, setNameText] = useState(name ?? '');
  const [statusValue, setStatusValue] = useState(status ?? statusOptions[0]?.value ?? '');
  return (
    <FilterBar
      onSearch={() => onSearch({ name: nameText.trim() || undefined, status: statusValue || undefined })}
      searchLabel={t('platform.search')}
      searchTestId={`${testId}-search`}
      onReset={() => {
        setNameText('');
        setStatusValue(statusOptions[0]?.value ?? '');
        onSearch({ name: undefined, status: undefined });
      }}
      resetLabel={t('platform.reset')}
    >
      <FilterField label={t('platform.companyName')} maxW="240px">
        <Input size="sm" value={nameText} onChange={(e) => setNameText(e.target.value)} placeholder={t('platform.companyNamePlaceholder')} data-testid={`${testId}-name`} />
      </FilterField>
      <FilterField label={statusLabel} maxW="160px">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={statusValue} onChange={(e) => setStatusValue(e.target.value)} data-testid={`${testId}-status`}>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FilterField>
    </FilterBar>
  );
}
