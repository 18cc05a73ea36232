/**
 * 异常报表 (/saas/report/abnormal/index): for a range of registration days (at most REPORT_MAX_DAYS), how many
 * abnormal records, how many still open and their fee amounts — in total, as a chart per period, and grouped by type,
 * responsible party, stage, handler group or period in a table with Excel export.
 */
import { Box, Button, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { ReportRangeField } from '@/components/ui/date-range-picker/report-range-field';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import { REPORT_MAX_DAYS, REPORT_PERIODS, type ReportBucket, type ReportQuery } from '@/domain/abnormal/api-report';
import { chinaDay, type DateRange, type RangeProblem } from '@/domain/date-shortcuts';
import { formatYuan } from '@/domain/money';
import { ApiError } from '@/lib/api-client';
import { useAbnormalReport } from './api';
import { ReportChart } from './report-chart';
import { bucketsOf, DIMENSIONS, periodSeries, type Dimension } from './report-data';

const REPORT_PATH = '/saas/report/abnormal/index';
type Period = (typeof REPORT_PERIODS)[number];

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
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

export function AbnormalReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange | null>([chinaDay(-29), chinaDay(0)]);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [period, setPeriod] = useState<Period>('day');
  const [dimension, setDimension] = useState<Dimension>('type');
  const [params, setParams] = useState<ReportQuery | null>({ date_from: chinaDay(-29), date_to: chinaDay(0), period: 'day' });
  const report = useAbnormalReport(params);
  const title = t('routes.saasReportAbnormalIndex');
  const series = useMemo(() => periodSeries(report.data), [report.data]);
  const rows = useMemo(() => bucketsOf(report.data, dimension), [report.data, dimension]);

  const columns = useMemo<DataTableColumn<ReportBucket>[]>(() => {
    const money = (key: keyof ReportBucket, title: string): DataTableColumn<ReportBucket> => ({ key, title, width: 120, value: (r) => formatYuan(r[key] as number), align: 'end' });
    return [
      { key: 'label', title: t(`abnormalReport.dimensions.${dimension}`), width: 180, value: (r) => r.label || r.key },
      { key: 'count', title: t('abnormalReport.count'), width: 80, value: (r) => r.count, align: 'end' },
      { key: 'open', title: t('abnormalReport.open'), width: 80, value: (r) => r.open, align: 'end' },
      money('fee_outlay_cents', t('abnormalReport.outlay')),
      money('fee_income_cents', t('abnormalReport.income')),
      money('posted_outlay_cents', t('abnormalReport.postedOutlay')),
      money('posted_income_cents', t('abnormalReport.postedIncome')),
    ];
  }, [t, dimension]);

  const search = () => {
    if (problem || !range?.[0] || !range[1]) return;
    setParams({ date_from: range[0], date_to: range[1], period });
  };
  const total = report.data?.total;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="abnormal-report-screen">
      <Heading size="md">{title}</Heading>
      <HStack gap="2" flexWrap="wrap" align="start">
        <ReportRangeField
          value={range}
          problem={problem}
          maxDays={REPORT_MAX_DAYS}
          onChange={(next, p) => {
            setRange(next);
            setProblem(p);
          }}
          data-testid="abnormal-report-range"
        />
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '120px' }}>
          <NativeSelect.Field value={period} onChange={(e) => setPeriod(e.currentTarget.value as Period)} aria-label={t('abnormalReport.period')} data-testid="abnormal-report-period">
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`abnormalReport.periods.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="brand" onClick={search} disabled={!!problem} data-testid="abnormal-report-search">
          <LuSearch /> {t('abnormalReport.search')}
        </Button>
      </HStack>
      {report.isError && (
        <Text color="fg.error" role="alert">
          {report.error instanceof ApiError ? report.error.msg : String(report.error)}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        <Figure label={t('abnormalReport.total')} value={total?.count ?? '—'} testId="abnormal-report-total" />
        <Figure label={t('abnormalReport.open')} value={total?.open ?? '—'} testId="abnormal-report-open" />
        <Figure label={t('abnormalReport.outlay')} value={total ? formatYuan(total.fee_outlay_cents) : '—'} testId="abnormal-report-outlay" />
        <Figure label={t('abnormalReport.income')} value={total ? formatYuan(total.fee_income_cents) : '—'} testId="abnormal-report-income" />
      </SimpleGrid>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0">
        <Text fontWeight="semibold" mb="2">
          {t('abnormalReport.chartTitle')}
        </Text>
        {series.labels.length ? (
          <ReportChart labels={series.labels} count={series.count} open={series.open} countLabel={t('abnormalReport.chartCount')} openLabel={t('abnormalReport.chartOpen')} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('abnormalReport.empty')}
          </Text>
        )}
      </Box>
      <ReportSection<ReportBucket>
        reportTitle={title}
        title={t(`abnormalReport.dimensions.${dimension}`)}
        header={
          <HStack pt="3" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{t('abnormalReport.dimension')}</Text>
            {DIMENSIONS.map((d) => (
              <Button key={d} size="xs" variant={d === dimension ? 'solid' : 'outline'} colorPalette={d === dimension ? 'brand' : 'gray'} onClick={() => setDimension(d)} data-testid={`abnormal-report-by-${d}`}>
                {t(`abnormalReport.dimensions.${d}`)}
              </Button>
            ))}
          </HStack>
        }
        pageKey={`${REPORT_PATH}#${dimension}`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.key}
        emptyText={t('abnormalReport.empty')}
        maxHeight={360}
        data-testid="abnormal-report-table"
      />
    </Stack>
  );
}
