/** The load list's filters: type (unless the list is one type), status, line, from and to site, load number, planned departure range. */
import { Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { LOAD_STATUSES, LOAD_TYPES } from '@/domain/transit/loads';
import { ARRIVAL_STATUSES, type LoadListConfig, type LoadListSearch } from '../utils/load-lists';
import { statusLabel, typeLabel, useLang } from '../utils/labels';
import { LineSelect, SiteSelect } from './selects';

export interface LoadFiltersProps {
  config: LoadListConfig;
  search: LoadListSearch;
  go(patch: Partial<LoadListSearch>): void;
}

export function LoadFilters({ config, search, go }: LoadFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const set = (patch: Partial<LoadListSearch>) => go({ ...patch, page: undefined });
  const statuses = config.arrivals ? ARRIVAL_STATUSES : LOAD_STATUSES;
  return (
    <HStack gap="2" flexWrap="wrap" align="flex-start" data-testid="ts-filters">
      {!config.type && !config.arrivals && (
        <FilterSelect
          value={search.type ?? ''}
          onChange={(type) => set({ type: (type || undefined) as LoadListSearch['type'] })}
          options={LOAD_TYPES.map((x) => ({ value: x, label: typeLabel(x, lang) }))}
          label={t('transit.columns.type')}
          allLabel={t('transit.list.allTypes')}
          w={{ base: 'calc(50% - 4px)', sm: '130px' }}
          testId="ts-filter-type"
        />
      )}
      <FilterSelect
        value={search.status ?? (config.arrivals ? 'departed' : '')}
        onChange={(status) => set({ status: (status || undefined) as LoadListSearch['status'] })}
        options={statuses.map((x) => ({ value: x, label: statusLabel(x, lang) }))}
        label={t('transit.columns.status')}
        allLabel={config.arrivals ? undefined : t('transit.list.allStatuses')}
        w={{ base: 'calc(50% - 4px)', sm: '120px' }}
        testId="ts-filter-status"
      />
      <Box w={{ base: 'calc(50% - 4px)', sm: '150px' }}>
        <LineSelect value={search.line_id ? String(search.line_id) : ''} onChange={(v) => set({ line_id: v ? Number(v) : undefined })} emptyLabel={t('transit.list.allLines')} data-testid="ts-filter-line" />
      </Box>
      {!config.arrivals && (
        <Box w={{ base: 'calc(50% - 4px)', sm: '150px' }}>
          <SiteSelect value={search.from_site ?? ''} onChange={(v) => set({ from_site: v || undefined })} emptyLabel={`${t('transit.list.fromSite')}: ${t('transit.list.anySite')}`} aria-label={t('transit.list.fromSite')} data-testid="ts-filter-from" />
        </Box>
      )}
      <Box w={{ base: 'calc(50% - 4px)', sm: '150px' }}>
        <SiteSelect
          value={search.to_site ?? ''}
          onChange={(v) => set({ to_site: v || undefined })}
          emptyLabel={`${config.arrivals ? t('transit.arrive.mySites') : t('transit.list.toSite')}: ${t('transit.list.anySite')}`}
          aria-label={t('transit.list.toSite')}
          data-testid="ts-filter-to"
        />
      </Box>
      <SearchBox key={search.load_no ?? ''} initial={search.load_no ?? ''} onSearch={(no) => set({ load_no: no || undefined })} label={t('transit.list.loadNo')} buttonLabel={t('transit.list.search')} maxLength={40} w={{ base: '150px', md: '170px' }} testId="ts-filter-load-no" buttonTestId="ts-filter-search" />
      <Box>
        <DateRangePicker
          value={search.date_from || search.date_to ? [search.date_from ?? '', search.date_to ?? ''] : null}
          data-testid="ts-filter-dates"
          onChange={(range) => set({ date_from: range?.[0] || undefined, date_to: range?.[1] || undefined })}
        />
      </Box>
    </HStack>
  );
}
