/**
 * 报价总览 (/saas/quote/overall/index): per kind how many cards, active ones, parties covered and defaults (each kind
 * opens its screen); the gaps — consignors shipping to districts no basic card covers; cards ending within 30 days
 * with no next version; and the re-price panel.
 */
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { OverviewDto } from '@/domain/quote/api';
import { CARD_KIND_INFO } from '@/domain/quote/model';
import { useOverview } from '../api/overview';
import { cardDetailPath, cardListPath, langOf, OVERVIEW_PATH } from '../utils/kinds';
import { RepricePanel } from './reprice-panel';

type KindRow = OverviewDto['kinds'][number];
type GapRow = OverviewDto['gaps'][number];
type ExpiringRow = OverviewDto['expiring'][number];

export function OverviewScreen() {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const overview = useOverview();
  const kindCols = useMemo<DataTableColumn<KindRow>[]>(
    () => [
      {
        key: 'kind',
        title: t('quote.overview.cols.kind'),
        width: 180,
        value: (r) => CARD_KIND_INFO[r.kind][lang],
        render: (r) => (
          <Link to={cardListPath(r.kind) as never}>
            <Text as="span" color="fg.info">
              {CARD_KIND_INFO[r.kind][lang]}
            </Text>
          </Link>
        ),
      },
      { key: 'cards', title: t('quote.overview.cols.cards'), width: 80, value: (r) => r.cards, align: 'end' },
      { key: 'active', title: t('quote.overview.cols.active'), width: 80, value: (r) => r.active, align: 'end' },
      { key: 'parties', title: t('quote.overview.cols.parties'), width: 90, value: (r) => r.parties, align: 'end' },
      { key: 'defaults', title: t('quote.overview.cols.defaults'), width: 90, value: (r) => r.defaults, align: 'end' },
    ],
    [t, lang],
  );
  const gapCols = useMemo<DataTableColumn<GapRow>[]>(
    () => [
      { key: 'consignor', title: t('quote.overview.cols.consignor'), width: 180, value: (r) => r.consignor_name },
      { key: 'district', title: t('quote.overview.cols.district'), width: 180, value: (r) => r.district_name || r.district_code },
      { key: 'orders', title: t('quote.overview.cols.orders'), width: 80, value: (r) => r.orders, align: 'end' },
    ],
    [t],
  );
  const expiringCols = useMemo<DataTableColumn<ExpiringRow>[]>(
    () => [
      {
        key: 'card',
        title: t('quote.overview.cols.card'),
        width: 200,
        value: (r) => r.card_name,
        render: (r) => (
          <Link to={cardDetailPath(r.card_id) as never}>
            <Text as="span" color="fg.info">
              {r.card_name}
            </Text>
          </Link>
        ),
      },
      { key: 'kind', title: t('quote.overview.cols.kind'), width: 150, value: (r) => CARD_KIND_INFO[r.kind][lang] },
      { key: 'party', title: t('quote.overview.cols.party'), width: 160, value: (r) => r.party_name },
      { key: 'to', title: t('quote.overview.cols.to'), width: 110, value: (r) => r.effective_to },
    ],
    [t, lang],
  );
  const data = overview.data;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="qt-overview">
      <Heading size="md">{t('routes.saasQuoteOverallIndex')}</Heading>
      {overview.isPending ? (
        <Spinner />
      ) : !data ? (
        <Text color="fg.error">{t('quote.loadFailed')}</Text>
      ) : (
        <>
          <Panel title={t('quote.overview.kinds')}>
            <DataTable<KindRow> pageKey={`${OVERVIEW_PATH}/kinds`} rows={data.kinds} columns={kindCols} getRowId={(r) => r.kind} height="440px" />
          </Panel>
          <Panel title={t('quote.overview.gaps')}>
            <DataTable<GapRow> pageKey={`${OVERVIEW_PATH}/gaps`} rows={data.gaps} columns={gapCols} getRowId={(r) => `${r.consignor_id}-${r.district_code}`} emptyText={t('quote.overview.noGaps')} height="280px" />
          </Panel>
          <Panel title={t('quote.overview.expiring')}>
            <DataTable<ExpiringRow> pageKey={`${OVERVIEW_PATH}/expiring`} rows={data.expiring} columns={expiringCols} getRowId={(r) => `${r.card_id}-${r.effective_to}`} emptyText={t('quote.overview.noExpiring')} height="200px" />
          </Panel>
        </>
      )}
      <RepricePanel />
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
      <Text fontWeight="semibold" pt="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}
