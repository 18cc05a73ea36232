/** The record list's filters: status (the list's own choices), type (the company's ABNORMAL_TYPE config), stage, responsible party, keyword, registered range, overdue only. */
import { Box, Checkbox, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
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
        <NativeSelect.Root size="sm" w={half}>
          <NativeSelect.Field
            value={search.status ?? config.defaultStatus ?? ''}
            onChange={(e) => {
              const status = e.currentTarget.value;
              set({ status: (status || undefined) as RecordListSearch['status'] });
            }}
            aria-label={t('abnormal.columns.status')}
            data-testid="ab-filter-status"
          >
            {!config.defaultStatus && <option value="">{config.openOnly ? t('abnormal.list.openStatuses') : t('abnormal.list.allStatuses')}</option>}
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s, lang)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <NativeSelect.Root size="sm" w={half}>
        <NativeSelect.Field
          value={search.type ?? ''}
          onChange={(e) => {
            const type = e.currentTarget.value;
            set({ type: type || undefined });
          }}
          aria-label={t('abnormal.columns.type')}
          data-testid="ab-filter-type"
        >
          <option value="">{t('abnormal.list.allTypes')}</option>
          {(types.data ?? []).map((x) => (
            <option key={x.code} value={x.code}>
              {x.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w={half}>
        <NativeSelect.Field
          value={search.stage ?? ''}
          onChange={(e) => {
            const stage = e.currentTarget.value;
            set({ stage: (stage || undefined) as RecordListSearch['stage'] });
          }}
          aria-label={t('abnormal.columns.stage')}
          data-testid="ab-filter-stage"
        >
          <option value="">{t('abnormal.list.allStages')}</option>
          {ABNORMAL_STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(s, lang)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w={half}>
        <NativeSelect.Field
          value={search.responsible_party ?? ''}
          onChange={(e) => {
            const party = e.currentTarget.value;
            set({ responsible_party: (party || undefined) as RecordListSearch['responsible_party'] });
          }}
          aria-label={t('abnormal.columns.responsible')}
          data-testid="ab-filter-party"
        >
          <option value="">{t('abnormal.list.allParties')}</option>
          {RESPONSIBLE_PARTIES.map((p) => (
            <option key={p} value={p}>
              {partyLabel(p, lang)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
