/**
 * 应收报表 (/saas/report/receivable/index): per consignor the open receivable from the finance ledger, aged FIFO
 * (src/domain/report/README.md) into 0–30 / 31–60 / 61–90 / >90 days — totals, a stacked chart, table and export.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { AGING_BUCKETS, type ReceivableRow, type ReceivablesReport } from '@/domain/report/api';
import { REPORTS } from '@/domain/report/registry';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { CHART_COLORS, ReportChart } from './report-chart';
import { ChartBox, ConsignorSelect, Figure, ReportFrame, SearchButton, useReport, useUrlFilters } from './report-kit';

const CHART_MAX = 15;

export function ReceivableReportScreen() {
  const { t } = useTranslation();
  const { filters, apply } = useUrlFilters({});
  const [consignorId, setConsignorId] = useState(filters.consignor_id ?? '');
  const report = useReport<ReceivablesReport>(REPORTS.receivable.url, filters);
  const title = t('routes.saasReportReceivableIndex');
  const data = report.data;

  const columns = useMemo<DataTableColumn<ReceivableRow>[]>(
    () => [
      { key: 'consignor', title: t('reports.consignor'), width: 200, value: (r) => r.consignor_name },
      { key: 'open', title: t('reports.receivable.open'), width: 130, value: (r) => formatYuan(r.open_cents), align: 'end' },
      ...AGING_BUCKETS.map((b): DataTableColumn<ReceivableRow> => ({ key: b, title: t(`reports.receivable.${b}`), width: 110, value: (r) => formatYuan(r[b]), align: 'end' })),
      { key: 'oldest', title: t('reports.receivable.oldest'), width: 150, value: (r) => (r.oldest_open_at ? formatDateTime(new Date(r.oldest_open_at)) : '') },
    ],
    [t],
  );
  const chart = useMemo(() => {
    const rows = (data?.rows ?? []).filter((r) => r.open_cents > 0).slice(0, CHART_MAX);
    return {
      labels: rows.map((r) => r.consignor_name),
      series: AGING_BUCKETS.map((b, i) => ({ label: t(`reports.receivable.${b}`), data: rows.map((r) => r[b]), color: CHART_COLORS[i] })),
    };
  }, [data, t]);

  return (
    <ReportFrame
      title={title}
      intro={`${t('reports.receivable.intro')}${data ? ` ${t('reports.receivable.asOf', { day: data.as_of })}` : ''}`}
      testId="receivable-report-screen"
      error={report.error}
      filters={
        <>
          <ConsignorSelect value={consignorId} onChange={setConsignorId} testId="receivable-consignor" />
          <SearchButton onClick={() => apply({ consignor_id: consignorId })} testId="receivable-search" />
        </>
      }
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <Figure label={t('reports.receivable.open')} value={data ? formatYuan(data.total.open_cents) : '—'} testId="receivable-total" />
        {AGING_BUCKETS.map((b) => (
          <Figure key={b} label={t(`reports.receivable.${b}`)} value={data ? formatYuan(data.total[b]) : '—'} testId={`receivable-${b}`} />
        ))}
      </SimpleGrid>
      <ChartBox title={t('reports.receivable.chartTitle')} empty={!chart.labels.length}>
        <ReportChart labels={chart.labels} series={chart.series} stacked money ariaLabel={t('reports.receivable.chartTitle')} data-testid="receivable-chart" />
      </ChartBox>
      <ReportSection<ReceivableRow>
        reportTitle={title}
        title={t('reports.receivable.byConsignor')}
        pageKey={`${REPORTS.receivable.path}#consignors`}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(r) => String(r.consignor_id)}
        emptyText={t('reports.empty')}
        maxHeight={480}
        data-testid="receivable-table"
      />
    </ReportFrame>
  );
}
