/**
 * What the report center's screens share: the filters held in the URL (the report's own page or the viewer by id),
 * the query of a report's endpoint, a figure box, and the frame (title, filter row, error, chart box).
 */
import { Box, Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { ReportRangeField } from '@/components/ui/date-range-picker/report-range-field';
import { chinaDay, type DateRange, type RangeProblem } from '@/domain/date-shortcuts';
import { REPORT_RANGE_MAX_DAYS } from '@/domain/report/api';
import { ApiError, apiGet } from '@/lib/api-client';
import { useParties } from '@/features/quote/api/parties';

export type Filters = Record<string, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** the report's filters: the URL's (strings only), else the defaults; `apply` writes them to the URL */
export function useUrlFilters(defaults: Filters) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filters: Filters = { ...defaults };
  for (const [k, v] of Object.entries(search)) if (typeof v === 'string' || typeof v === 'number') filters[k] = String(v);
  const apply = useCallback(
    (next: Filters) => {
      const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ''));
      void navigate({ to: pathname, search: clean } as never);
    },
    [navigate, pathname],
  );
  return { filters, apply };
}

/** the last `days` China days, today included */
export const lastDays = (days: number): Filters => ({ date_from: chinaDay(-(days - 1)), date_to: chinaDay(0) });

export function useReport<T>(url: string, params: Filters) {
  return useQuery({ queryKey: ['report', url, params], queryFn: () => apiGet<T>(url, params, { silent: true }) });
}

export function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" py="2" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** the range picker as a draft: its problem blocks the search */
export function useRangeDraft(filters: Filters) {
  const initial: DateRange | null = DAY.test(filters.date_from ?? '') && DAY.test(filters.date_to ?? '') ? [filters.date_from, filters.date_to] : null;
  const [range, setRange] = useState<DateRange | null>(initial);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const field = (testId: string) => (
    <ReportRangeField
      value={range}
      problem={problem}
      maxDays={REPORT_RANGE_MAX_DAYS}
      onChange={(next, p) => {
        setRange(next);
        setProblem(p);
      }}
      data-testid={testId}
    />
  );
  return { range, problem, field, ready: !problem && !!range?.[0] && !!range[1] };
}

export function ConsignorSelect({ value, onChange, testId }: { value: string; onChange(v: string): void; testId: string }) {
  const { t } = useTranslation();
  const consignors = useParties('CONSIGNOR');
  return (
    <NativeSelect.Root size="sm" w={{ base: 'full', sm: '200px' }}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(v);
        }}
        aria-label={t('reports.consignor')}
        data-testid={testId}
      >
        <option value="">{t('reports.anyConsignor')}</option>
        {(consignors.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SearchButton({ onClick, disabled, testId }: { onClick(): void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" colorPalette="brand" onClick={onClick} disabled={disabled} data-testid={testId}>
      <LuSearch /> {t('reports.search')}
    </Button>
  );
}

export function ReportFrame(props: { title: string; intro?: string; filters: ReactNode; error: unknown; testId: string; children: ReactNode }) {
  const { error } = props;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid={props.testId}>
      <Heading size="md">{props.title}</Heading>
      {props.intro && (
        <Text fontSize="sm" color="fg.muted">
          {props.intro}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap" align="start">
        {props.filters}
      </HStack>
      {error ? (
        <Text color="fg.error" role="alert" data-testid="report-error">
          {error instanceof ApiError ? error.msg : String(error)}
        </Text>
      ) : null}
      {props.children}
    </Stack>
  );
}

export function ChartBox({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0">
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      {empty ? (
        <Text color="fg.muted" fontSize="sm">
          {t('reports.empty')}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}
