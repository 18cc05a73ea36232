/**
 * 订单日报 (/saas/report/orderDaily/index): the orders created on each China day of a range, split by the status they
 * are in now — totals, a stacked chart per day, the table by day (one column per status) and export.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import type { OrderDailyDay, OrderDailyReport } from '@/domain/report/api';
import { REPORTS } from '@/domain/report/registry';
import { CHART_COLORS, ReportChart } from './report-chart';
import { ChartBox, Figure, lastDays, ReportFrame, SearchButton, useRangeDraft, useReport, useUrlFilters } from './report-kit';

const FIGURES = 4;

export function OrderDailyReportScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const statusLabel = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? s;
  const { filters, apply } = useUrlFilters(lastDays(7));
  const range = useRangeDraft(filters);
  const report = useReport<OrderDailyReport>(REPORTS.orderDaily.url, filters);
  const title = t('routes.saasReportOrderDailyIndex');
  const data = report.data;
  const statuses = useMemo(() => data?.statuses ?? [], [data]);

  const columns = useMemo<DataTableColumn<OrderDailyDay>[]>(
    () => [
      { key: 'day', title: t('reports.day'), width: 110, value: (r) => r.day },
      { key: 'total', title: t('reports.total'), width: 80, value: (r) => r.total, align: 'end' },
      ...statuses.map((s): DataTableColumn<OrderDailyDay> => ({ key: s, title: ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? s, width: 90, value: (r) => r.counts[s] ?? 0, align: 'end' })),
    ],
    [t, statuses, lang],
  );
  const chart = useMemo(
    () => ({
      labels: (data?.days ?? []).map((d) => d.day.slice(5)),
      series: statuses.map((s, i) => ({ label: ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? s, data: (data?.days ?? []).map((d) => d.counts[s] ?? 0), color: CHART_COLORS[i % CHART_COLORS.length] })),
    }),
    [data, statuses, lang],
  );
  const top = [...statuses].sort((a, b) => (data?.total.counts[b] ?? 0) - (data?.total.counts[a] ?? 0)).slice(0, FIGURES);

  return (
    <ReportFrame
      title={title}
      intro={t('reports.orderDaily.intro')}
      testId="order-daily-report-screen"
      error={report.error}
      filters={
        <>
          {range.field('order-daily-range')}
          <SearchButton onClick={() => range.range && range.ready && apply({ date_from: range.range[0], date_to: range.range[1] })} disabled={!range.ready} testId="order-daily-search" />
        </>
      }
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <Figure label={t('reports.orders')} value={data?.total.total ?? '—'} testId="order-daily-total" />
        {top.map((s) => (
          <Figure key={s} label={statusLabel(s)} value={data?.total.counts[s] ?? 0} testId={`order-daily-${s}`} />
        ))}
      </SimpleGrid>
      <ChartBox title={t('reports.orderDaily.chartTitle')} empty={!data || data.total.total === 0}>
        <ReportChart labels={chart.labels} series={chart.series} stacked ariaLabel={t('reports.orderDaily.chartTitle')} data-testid="order-daily-chart" />
      </ChartBox>
      <ReportSection<OrderDailyDay>
        reportTitle={title}
        title={t('reports.orderDaily.byDay')}
        pageKey={`${REPORTS.orderDaily.path}#days`}
        columns={columns}
        rows={data?.days ?? []}
        getRowId={(r) => r.day}
        emptyText={t('reports.empty')}
        data-testid="order-daily-table"
      />
    </ReportFrame>
  );
}
