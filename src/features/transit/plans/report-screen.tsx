/**
 * 配载计划报表 (/saas/report/stowagePlan/index): planned vs loaded vs departed vs arrived, per line and per load, for
 * planned departures in a range of at most 31 days — the plan/load/arrival reconciliation in figures — with export.
 */
import { Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { ReportRangeField } from '@/components/ui/date-range-picker/report-range-field';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import { chinaDay, type DateRange, type RangeProblem } from '@/domain/date-shortcuts';
import type { ReportLineRow, ReportLoadRow } from '@/domain/transit/api-plans';
import { LOAD_STATUS_LABELS, LOAD_TYPE_LABELS } from '@/domain/transit/messages';
import { formatYuan } from '@/domain/money';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError } from '@/lib/api-client';
import { useLineOptions, useTransitReport, type ReportParams } from './api';

const MAX_DAYS = 31;
const REPORT_PATH = '/saas/report/stowagePlan/index';
const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

type Figures = ReportLineRow | ReportLoadRow;

function figureColumns<R extends Figures>(t: (k: string) => string): DataTableColumn<R>[] {
  const n = (key: string, title: string, value: (r: R) => number): DataTableColumn<R> => ({ key, title, width: 80, value, align: 'end' });
  return [
    n('planned_orders', t('transitPlans.plannedOrders'), (r) => r.planned_orders),
    n('planned_cartons', t('transitPlans.planned'), (r) => r.planned_cartons),
    n('loaded_cartons', t('transitPlans.loaded'), (r) => r.loaded_cartons),
    n('departed_cartons', t('transitPlans.departed'), (r) => r.departed_cartons),
    n('unloaded_cartons', t('transitPlans.unloaded'), (r) => r.unloaded_cartons),
    n('left_behind', t('transitPlans.leftBehind'), (r) => r.left_behind),
    n('short', t('transitPlans.short'), (r) => r.short),
    n('over', t('transitPlans.overCol'), (r) => r.over),
    { key: 'fee', title: t('transitPlans.fee'), width: 100, value: (r) => formatYuan(r.fee_cents), align: 'end' },
  ];
}

export function StowageReportScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const lines = useLineOptions();
  const [range, setRange] = useState<DateRange | null>([chinaDay(-6), chinaDay(0)]);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [lineId, setLineId] = useState('');
  const [params, setParams] = useState<ReportParams | null>({ date_from: chinaDay(-6), date_to: chinaDay(0) });
  const report = useTransitReport(params);
  const title = t('routes.saasReportStowagePlanIndex');

  const lineColumns = useMemo<DataTableColumn<ReportLineRow>[]>(
    () => [
      { key: 'line', title: t('transitPlans.line'), width: 180, value: (r) => r.line_name || t('transitPlans.noLine') },
      { key: 'loads', title: t('transitPlans.loads'), width: 70, value: (r) => r.loads, align: 'end' },
      ...figureColumns<ReportLineRow>(t),
    ],
    [t],
  );
  const loadColumns = useMemo<DataTableColumn<ReportLoadRow>[]>(
    () => [
      { key: 'load_no', title: t('transitPlans.loadNo'), width: 130, value: (r) => r.load_no, render: (r) => <Text as="span" fontFamily="mono">{r.load_no}</Text> },
      { key: 'type', title: t('transitPlans.type'), width: 80, value: (r) => LOAD_TYPE_LABELS[r.type][lang] },
      { key: 'status', title: t('transitPlans.status'), width: 70, value: (r) => LOAD_STATUS_LABELS[r.status][lang] },
      { key: 'line', title: t('transitPlans.line'), width: 130, value: (r) => r.line_name },
      { key: 'route', title: t('transitPlans.route'), width: 200, value: (r) => `${r.from_name} → ${r.to_name}` },
      { key: 'planned_departure_at', title: t('transitPlans.plannedDeparture'), width: 140, value: (r) => when(r.planned_departure_at) },
      ...figureColumns<ReportLoadRow>(t),
      { key: 'departed_at', title: t('transitPlans.departedAt'), width: 140, value: (r) => when(r.departed_at) },
      { key: 'arrived_at', title: t('transitPlans.arrivedAt'), width: 140, value: (r) => when(r.arrived_at) },
    ],
    [t, lang],
  );

  const search = () => {
    if (problem || !range?.[0] || !range[1]) return;
    setParams({ date_from: range[0], date_to: range[1], ...(lineId ? { line_id: Number(lineId) } : {}) });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="transit-report-screen">
      <Heading size="md">{title}</Heading>
      <HStack gap="2" flexWrap="wrap" align="start">
        <ReportRangeField
          value={range}
          problem={problem}
          maxDays={MAX_DAYS}
          onChange={(next, p) => {
            setRange(next);
            setProblem(p);
          }}
          data-testid="report-range"
        />
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '180px' }}>
          <NativeSelect.Field value={lineId} onChange={(e) => setLineId(e.currentTarget.value)} aria-label={t('transitPlans.line')}>
            <option value="">{t('transitPlans.anyLine')}</option>
            {(lines.data?.list ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="brand" onClick={search} disabled={!!problem} data-testid="report-search">
          <LuSearch /> {t('transitPlans.search')}
        </Button>
      </HStack>
      {report.isError && (
        <Text color="fg.error" role="alert">
          {report.error instanceof ApiError ? report.error.msg : String(report.error)}
        </Text>
      )}
      <ReportSection<ReportLineRow>
        reportTitle={title}
        title={t('transitPlans.byLine')}
        pageKey={`${REPORT_PATH}#lines`}
        columns={lineColumns}
        rows={report.data?.lines ?? []}
        getRowId={(r) => String(r.line_id ?? 0)}
        emptyText={t('transitPlans.reportEmpty')}
        maxHeight={240}
        data-testid="report-lines"
      />
      <ReportSection<ReportLoadRow>
        reportTitle={title}
        title={t('transitPlans.byLoad')}
        pageKey={`${REPORT_PATH}#loads`}
        columns={loadColumns}
        rows={report.data?.loads ?? []}
        getRowId={(r) => String(r.load_id)}
        emptyText={t('transitPlans.reportEmpty')}
        data-testid="report-loads"
      />
    </Stack>
  );
}
