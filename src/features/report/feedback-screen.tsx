/**
 * 回访报表 (/saas/report/feedback/index): the visit results recorded at the orders' feedback step (待回访 → 已归档)
 * per China day and result — totals with the satisfied share, a stacked chart, the table by day and export.
 */
import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { FEEDBACK_RESULTS } from '@/domain/order-lifecycle';
import type { FeedbackDay, FeedbackReport } from '@/domain/report/api';
import { REPORTS } from '@/domain/report/registry';
import { ReportChart } from './report-chart';
import { ChartBox, Figure, lastDays, ReportFrame, SearchButton, useRangeDraft, useReport, useUrlFilters } from './report-kit';

const RESULT_COLORS = { SATISFIED: '#10b981', NEUTRAL: '#f59e0b', UNSATISFIED: '#ef4444' } as const;

export function FeedbackReportScreen() {
  const { t } = useTranslation();
  const { filters, apply } = useUrlFilters(lastDays(7));
  const range = useRangeDraft(filters);
  const [result, setResult] = useState(filters.result ?? '');
  const report = useReport<FeedbackReport>(REPORTS.feedback.url, filters);
  const title = t('routes.saasReportFeedbackIndex');
  const data = report.data;

  const columns = useMemo<DataTableColumn<FeedbackDay>[]>(
    () => [
      { key: 'day', title: t('reports.day'), width: 110, value: (r) => r.day },
      ...FEEDBACK_RESULTS.map((k): DataTableColumn<FeedbackDay> => ({ key: k, title: t(`reports.feedback.results.${k}`), width: 90, value: (r) => r[k], align: 'end' })),
      { key: 'total', title: t('reports.feedback.total'), width: 90, value: (r) => r.total, align: 'end' },
    ],
    [t],
  );
  const chart = useMemo(
    () => ({
      labels: (data?.days ?? []).map((d) => d.day.slice(5)),
      series: FEEDBACK_RESULTS.map((k) => ({ label: t(`reports.feedback.results.${k}`), data: (data?.days ?? []).map((d) => d[k]), color: RESULT_COLORS[k] })),
    }),
    [data, t],
  );
  const share = data && data.total.total ? `${Math.round((data.total.SATISFIED / data.total.total) * 1000) / 10}%` : '—';

  return (
    <ReportFrame
      title={title}
      testId="feedback-report-screen"
      error={report.error}
      filters={
        <>
          {range.field('feedback-range')}
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '140px' }}>
            <NativeSelect.Field
              value={result}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setResult(v);
              }}
              aria-label={t('reports.feedback.result')}
              data-testid="feedback-result"
            >
              <option value="">{t('reports.feedback.anyResult')}</option>
              {FEEDBACK_RESULTS.map((k) => (
                <option key={k} value={k}>
                  {t(`reports.feedback.results.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SearchButton onClick={() => range.range && range.ready && apply({ date_from: range.range[0], date_to: range.range[1], result })} disabled={!range.ready} testId="feedback-search" />
        </>
      }
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <Figure label={t('reports.feedback.total')} value={data?.total.total ?? '—'} testId="feedback-total" />
        {FEEDBACK_RESULTS.map((k) => (
          <Figure key={k} label={t(`reports.feedback.results.${k}`)} value={data?.total[k] ?? '—'} testId={`feedback-${k}`} />
        ))}
        <Figure label={t('reports.feedback.satisfaction')} value={share} testId="feedback-share" />
      </SimpleGrid>
      <ChartBox title={t('reports.feedback.chartTitle')} empty={!data || data.total.total === 0}>
        <ReportChart labels={chart.labels} series={chart.series} stacked ariaLabel={t('reports.feedback.chartTitle')} data-testid="feedback-chart" />
      </ChartBox>
      <ReportSection<FeedbackDay>
        reportTitle={title}
        title={t('reports.feedback.byDay')}
        pageKey={`${REPORTS.feedback.path}#days`}
        columns={columns}
        rows={data?.days ?? []}
        getRowId={(r) => r.day}
        emptyText={t('reports.empty')}
        data-testid="feedback-table"
      />
    </ReportFrame>
  );
}
