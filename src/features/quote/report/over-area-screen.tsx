/**
 * 超区报表 (/saas/report/overArea/index, issue 20): the orders that paid an over-distance surcharge in at most 31
 * days — by consignor and order by order, with export (the shared table's Excel export).
 */
import { Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from '@tanstack/react-router';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { ReportRangeField } from '@/components/ui/date-range-picker/report-range-field';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import { chinaDay, type DateRange, type RangeProblem } from '@/domain/date-shortcuts';
import { OVER_AREA_MAX_DAYS, OVER_AREA_MAX_ROWS, type OverAreaReportDto, type OverAreaRow } from '@/domain/quote/api';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { ApiError, apiGet } from '@/lib/api-client';
import { useOrderDetailPath } from '@/lib/session/order-detail-path';
import { useParties } from '../api/parties';

const REPORT_PATH = '/saas/report/overArea/index';
const km = (m: number | null) => (m === null ? '' : (m / 1000).toFixed(3).replace(/\.?0+$/, ''));

interface Params {
  date_from: string;
  date_to: string;
  consignor_id?: number;
}
type ConsignorRow = OverAreaReportDto['consignors'][number];

export function OverAreaReportScreen() {
  const { t } = useTranslation();
  const orderDetailPath = useOrderDetailPath();
  const consignors = useParties('CONSIGNOR');
  const [range, setRange] = useState<DateRange | null>([chinaDay(-6), chinaDay(0)]);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [consignorId, setConsignorId] = useState('');
  const [params, setParams] = useState<Params>({ date_from: chinaDay(-6), date_to: chinaDay(0) });
  const report = useQuery({ queryKey: ['quote', 'over-area', params], queryFn: () => apiGet<OverAreaReportDto>('/quote/report/over-area', params, { silent: true }) });
  const title = t('routes.saasReportOverAreaIndex');

  const consignorColumns = useMemo<DataTableColumn<ConsignorRow>[]>(
    () => [
      { key: 'consignor', title: t('overArea.consignor'), width: 200, value: (r) => r.consignor_name },
      { key: 'orders', title: t('overArea.orders'), width: 90, value: (r) => r.orders, align: 'end' },
      { key: 'over_km', title: t('overArea.overKm'), width: 110, value: (r) => km(r.over_m), align: 'end' },
      { key: 'amount', title: t('overArea.amount'), width: 120, value: (r) => formatYuan(r.amount_cents), align: 'end' },
    ],
    [t],
  );
  const orderColumns = useMemo<DataTableColumn<OverAreaRow>[]>(
    () => [
      {
        key: 'order_no',
        title: t('overArea.orderNo'),
        width: 170,
        value: (r) => r.order_no,
        render: (r) => (
          <RouterLink to={orderDetailPath(r.order_id) as never}>
            <Text as="span" fontFamily="mono" color="brand.fg">
              {r.order_no}
            </Text>
          </RouterLink>
        ),
      },
      { key: 'created_at', title: t('overArea.createdAt'), width: 150, value: (r) => formatDateTime(new Date(r.created_at)) },
      { key: 'consignor', title: t('overArea.consignor'), width: 140, value: (r) => r.consignor_name },
      { key: 'area', title: t('overArea.area'), width: 170, value: (r) => r.area },
      { key: 'address', title: t('overArea.address'), width: 220, value: (r) => r.address },
      { key: 'over_km', title: t('overArea.overKm'), width: 100, value: (r) => (r.over_m === null ? t('overArea.flat') : km(r.over_m)), align: 'end' },
      { key: 'amount', title: t('overArea.amount'), width: 110, value: (r) => formatYuan(r.amount_cents), align: 'end' },
      { key: 'card', title: t('overArea.card'), width: 160, value: (r) => `${r.card_name} v${r.version_no}` },
    ],
    [t, orderDetailPath],
  );

  const search = () => {
    if (problem || !range?.[0] || !range[1]) return;
    setParams({ date_from: range[0], date_to: range[1], ...(consignorId ? { consignor_id: Number(consignorId) } : {}) });
  };
  const data = report.data;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="over-area-screen">
      <Heading size="md">{title}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('overArea.intro')}
      </Text>
      <HStack gap="2" flexWrap="wrap" align="start">
        <ReportRangeField
          value={range}
          problem={problem}
          maxDays={OVER_AREA_MAX_DAYS}
          onChange={(next, p) => {
            setRange(next);
            setProblem(p);
          }}
          data-testid="over-area-range"
        />
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '200px' }}>
          <NativeSelect.Field value={consignorId} onChange={(e) => setConsignorId(e.currentTarget.value)} aria-label={t('overArea.consignor')} data-testid="over-area-consignor">
            <option value="">{t('overArea.anyConsignor')}</option>
            {(consignors.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="brand" onClick={search} disabled={!!problem} data-testid="over-area-search">
          <LuSearch /> {t('overArea.search')}
        </Button>
      </HStack>
      {report.isError && (
        <Text color="fg.error" role="alert">
          {report.error instanceof ApiError ? report.error.msg : String(report.error)}
        </Text>
      )}
      {data && (
        <Text fontWeight="medium" data-testid="over-area-total" data-orders={data.totals.orders}>
          {t('overArea.total', { orders: data.totals.orders, amount: formatYuan(data.totals.amount_cents) })}
        </Text>
      )}
      {data?.truncated && (
        <Text fontSize="sm" color="fg.warning">
          {t('overArea.truncated', { max: OVER_AREA_MAX_ROWS })}
        </Text>
      )}
      <ReportSection<ConsignorRow>
        reportTitle={title}
        title={t('overArea.byConsignor')}
        pageKey={`${REPORT_PATH}#consignors`}
        columns={consignorColumns}
        rows={data?.consignors ?? []}
        getRowId={(r) => String(r.consignor_id ?? 0)}
        emptyText={t('overArea.empty')}
        maxHeight={240}
        data-testid="over-area-consignors"
      />
      <ReportSection<OverAreaRow>
        reportTitle={title}
        title={t('overArea.byOrder')}
        pageKey={`${REPORT_PATH}#orders`}
        columns={orderColumns}
        rows={data?.rows ?? []}
        getRowId={(r) => String(r.order_id)}
        emptyText={t('overArea.empty')}
        data-testid="over-area-orders"
      />
    </Stack>
  );
}
