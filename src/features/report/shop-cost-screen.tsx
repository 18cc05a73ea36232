/**
 * 店铺费用报表 (/saas/report/shopCost/index): the fees of the orders created in a range, per store or consignor and
 * per day — approved fees (order_fees) and the quote engine's estimates apart, income and outlay apart.
 */
import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '@/components/ui/date-range-picker/report-section';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { SHOP_COST_GROUPS, type ShopCostDay, type ShopCostGroup, type ShopCostReport, type ShopCostRow } from '@/domain/report/api';
import { REPORTS } from '@/domain/report/registry';
import { formatYuan } from '@/domain/money';
import { CHART_COLORS, ReportChart } from './report-chart';
import { ChartBox, ConsignorSelect, Figure, lastDays, ReportFrame, SearchButton, useRangeDraft, useReport, useUrlFilters } from './report-kit';

const MONEY = ['fee_income_cents', 'fee_outlay_cents', 'est_income_cents', 'est_outlay_cents'] as const;
const MONEY_LABEL = { fee_income_cents: 'feeIncome', fee_outlay_cents: 'feeOutlay', est_income_cents: 'estIncome', est_outlay_cents: 'estOutlay' } as const;

function moneyColumns<R extends ShopCostRow | ShopCostDay>(t: (k: string) => string): DataTableColumn<R>[] {
  return [
    { key: 'orders', title: t('reports.orders'), width: 80, value: (r) => r.orders, align: 'end' },
    ...MONEY.map((k): DataTableColumn<R> => ({ key: k, title: t(`reports.shopCost.${MONEY_LABEL[k]}`), width: 130, value: (r) => formatYuan(r[k]), align: 'end' })),
  ];
}

export function ShopCostReportScreen() {
  const { t } = useTranslation();
  const { filters, apply } = useUrlFilters({ ...lastDays(7), by: 'store' });
  const range = useRangeDraft(filters);
  const [by, setBy] = useState<ShopCostGroup>(filters.by === 'consignor' ? 'consignor' : 'store');
  const [consignorId, setConsignorId] = useState(filters.consignor_id ?? '');
  const report = useReport<ShopCostReport>(REPORTS.shopCost.url, filters);
  const title = t('routes.saasReportShopCostIndex');
  const data = report.data;
  const group = data?.by ?? by;

  const rowColumns = useMemo<DataTableColumn<ShopCostRow>[]>(
    () => [{ key: 'label', title: t(`reports.shopCost.groups.${group}`), width: 200, value: (r) => r.label || t('reports.shopCost.none') }, ...moneyColumns<ShopCostRow>(t)],
    [t, group],
  );
  const dayColumns = useMemo<DataTableColumn<ShopCostDay>[]>(() => [{ key: 'day', title: t('reports.day'), width: 110, value: (r) => r.day }, ...moneyColumns<ShopCostDay>(t)], [t]);
  const chart = useMemo(
    () => ({
      labels: (data?.days ?? []).map((d) => d.day.slice(5)),
      series: MONEY.map((k, i) => ({ label: t(`reports.shopCost.${MONEY_LABEL[k]}`), data: (data?.days ?? []).map((d) => d[k]), color: CHART_COLORS[i] })),
    }),
    [data, t],
  );

  const search = () => {
    if (!range.ready || !range.range) return;
    apply({ date_from: range.range[0], date_to: range.range[1], by, consignor_id: consignorId });
  };

  return (
    <ReportFrame
      title={title}
      testId="shop-cost-report-screen"
      error={report.error}
      filters={
        <>
          {range.field('shop-cost-range')}
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '120px' }}>
            <NativeSelect.Field
              value={by}
              onChange={(e) => {
                const v = e.currentTarget.value as ShopCostGroup;
                setBy(v);
              }}
              aria-label={t('reports.shopCost.by')}
              data-testid="shop-cost-by"
            >
              {SHOP_COST_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`reports.shopCost.groups.${g}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <ConsignorSelect value={consignorId} onChange={setConsignorId} testId="shop-cost-consignor" />
          <SearchButton onClick={search} disabled={!range.ready} testId="shop-cost-search" />
        </>
      }
    >
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <Figure label={t('reports.orders')} value={data?.total.orders ?? '—'} testId="shop-cost-orders" />
        {MONEY.map((k) => (
          <Figure key={k} label={t(`reports.shopCost.${MONEY_LABEL[k]}`)} value={data ? formatYuan(data.total[k]) : '—'} testId={`shop-cost-${k}`} />
        ))}
      </SimpleGrid>
      <ChartBox title={t('reports.shopCost.chartTitle')} empty={!data || MONEY.every((k) => data.total[k] === 0)}>
        <ReportChart labels={chart.labels} series={chart.series} money ariaLabel={t('reports.shopCost.chartTitle')} data-testid="shop-cost-chart" />
      </ChartBox>
      <ReportSection<ShopCostRow>
        reportTitle={title}
        title={t(`reports.shopCost.groups.${group}`)}
        pageKey={`${REPORTS.shopCost.path}#${group}`}
        columns={rowColumns}
        rows={data?.rows ?? []}
        getRowId={(r) => r.key}
        emptyText={t('reports.empty')}
        maxHeight={360}
        data-testid="shop-cost-table"
      />
      <ReportSection<ShopCostDay>
        reportTitle={title}
        title={t('reports.shopCost.byDay')}
        pageKey={`${REPORTS.shopCost.path}#days`}
        columns={dayColumns}
        rows={data?.days ?? []}
        getRowId={(r) => r.day}
        emptyText={t('reports.empty')}
        data-testid="shop-cost-days"
      />
    </ReportFrame>
  );
}
