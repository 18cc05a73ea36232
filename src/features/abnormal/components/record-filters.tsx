/** The record list's filters: status (the list's own choices), type (the company's ABNORMAL_TYPE config), stage, responsible party, keyword, registered range, overdue only. */
import { Box, Checkbox, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { ABNORMAL_STAGES, ABNORMAL_STATUSES, RESPONSIBLE_PARTIES } from '@/domain/abnormal/records';
import { useAbnormalTypes } from '../api/abnormal-types';
import type { RecordListConfig, RecordListSearch } from '../utils/record-lists';
import { partyLabel, stageLabel, statusLabel, useLang } from '../utils/labels';

export interface RecordFiltersProps {
  config: RecordListConfig;
  search: RecordListSearch;
  go(patch: Partial<RecordListSearch>): void;
}

const half = { base: 'calc(50% - 4px)', sm: '130px' };

export function RecordFilters({ config, search, go }: RecordFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const types = useAbnormalTypes();
  const set = (patch: Partial<RecordListSearch>) => go({ ...patch, page: undefined });
  const statuses = config.statuses ?? ABNORMAL_STATUSES;
  const fixed = statuses.length === 1;
  return (
    <HStack gap="2" flexWrap="wrap" align="center" data-testid="ab-filters">
      {!fixed && (
        <FilterSelect
          value={search.status ?? config.defaultStatus ?? ''}
          onChange={(status) => set({ status: (status || undefined) as RecordListSearch['status'] })}
          options={statuses.map((s) => ({ value: s, label: statusLabel(s, lang) }))}
          label={t('abnormal.columns.status')}
          allLabel={config.defaultStatus ? undefined : config.openOnly ? t('abnormal.list.openStatuses') : t('abnormal.list.allStatuses')}
          w={half}
          testId="ab-filter-status"
        />
      )}
      <FilterSelect
        value={search.type ?? ''}
        onChange={(type) => set({ type: type || undefined })}
        options={(types.data ?? []).map((x) => ({ value: x.code, label: x.name }))}
        label={t('abnormal.columns.type')}
        allLabel={t('abnormal.list.allTypes')}
        w={half}
        testId="ab-filter-type"
      />
      <FilterSelect
        value={search.stage ?? ''}
        onChange={(stage) => set({ stage: (stage || undefined) as RecordListSearch['stage'] })}
        options={ABNORMAL_STAGES.map((s) => ({ value: s, label: stageLabel(s, lang) }))}
        label={t('abnormal.columns.stage')}
        allLabel={t('abnormal.list.allStages')}
        w={half}
        testId="ab-filter-stage"
      />
      <FilterSelect
        value={search.responsible_party ?? ''}
        onChange={(party) => set({ responsible_party: (party || undefined) as RecordListSearch['responsible_party'] })}
        options={RESPONSIBLE_PARTIES.map((p) => ({ value: p, label: partyLabel(p, lang) }))}
        label={t('abnormal.columns.responsible')}
        allLabel={t('abnormal.list.allParties')}
        w={half}
        testId="ab-filter-party"
      />
      <SearchBox key={search.keyword ?? ''} initial={search.keyword ?? ''} onSearch={(keyword) => set({ keyword: keyword || undefined })} label={t('abnormal.list.keyword')} buttonLabel={t('abnormal.list.search')} maxLength={50} w={{ base: '180px', md: '200px' }} testId="ab-filter-keyword" buttonTestId="ab-filter-search" />
      <Box>
        <DateRangePicker
          value={search.date_from || search.date_to ? [search.date_from ?? '', search.date_to ?? ''] : null}
          data-testid="ab-filter-dates"
          onChange={(range) => set({ date_from: range?.[0] || undefined, date_to: range?.[1] || undefined })}
        />
      </Box>
      {config.kind !== 'archive' && (
        <Checkbox.Root size="sm" checked={search.overdue === '1'} onCheckedChange={(d) => set({ overdue: d.checked === true ? '1' : undefined })} data-testid="ab-filter-overdue">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('abnormal.list.overdue')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </HStack>
  );
}
