/**
 * 对账单 (/saas/finance/checkBill/index): the statements sent to parties, by state; each opens its 对账流水. A merchant
 * (DA) or delivery provider (PAI) sees the statements sent to it.
 */
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import type { CheckBillDto } from '@/domain/finance/bills-api';
import { formatDateTime } from '@/domain/relative-time';
import { useTokenPayload } from '@/lib/session/token-store';
import { useLang, yuan } from '../money';
import { useBillSearch } from '../bill-routes';
import { BILL_PALETTE, CHECK_BILLS_URL, checkBillJournalPath, checkBillListPath, statementStateLabel } from '../bills/bill-columns';

export function CheckBillListScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const mainType = useTokenPayload()?.main_type;
  const PATH = checkBillListPath(mainType);
  const [search, go] = useBillSearch(PATH);
  const title = t('routes.saasFinanceCheckBillIndex');
  const columns = useMemo<DataTableColumn<CheckBillDto>[]>(
    () => [
      {
        key: 'check_no',
        title: t('financeBills.checkNo'),
        width: 170,
        value: (r) => r.check_no,
        render: (r) => (
          <RouterLink to={checkBillJournalPath(r.id, mainType) as never}>
            <Text as="span" fontFamily="mono" color="brand.fg" data-testid="fn-check-no">
              {r.check_no}
            </Text>
          </RouterLink>
        ),
      },
      {
        key: 'status',
        title: t('financeBills.state'),
        width: 90,
        value: (r) => statementStateLabel(r.status, lang),
        render: (r) => (
          <Badge colorPalette={BILL_PALETTE[r.status]} data-testid="fn-check-state" data-state={r.status}>
            {statementStateLabel(r.status, lang)}
          </Badge>
        ),
      },
      { key: 'bill_no', title: t('financeBills.billNo'), width: 170, value: (r) => r.bill_no },
      { key: 'party_type', title: t('financeBills.partyType'), width: 100, value: (r) => t(`finance.partyTypes.${r.party_type}`) },
      { key: 'party', title: t('financeBills.party'), width: 150, value: (r) => r.party_name },
      { key: 'period', title: t('financeBills.period'), width: 100, value: (r) => r.period },
      { key: 'total', title: t('financeBills.total'), width: 130, align: 'end', value: (r) => yuan(r.total_cents) },
      { key: 'progress', title: t('financeBills.answer'), width: 200, value: (r) => t('financeBills.progress', { confirmed: r.confirmed_count, lines: r.line_count, disputed: r.disputed_count }) },
      { key: 'sent_at', title: t('financeBills.sentAt'), width: 150, value: (r) => formatDateTime(new Date(r.sent_at)) },
    ],
    [t, lang, mainType],
  );
  const tabs = useMemo<DataTableTab<CheckBillDto>[]>(
    () => [
      { key: 'all', label: t('financeBills.tabs.all') },
      { key: 'SENT', label: t('financeBills.tabs.SENT'), params: { status: 'SENT' } },
      { key: 'DISPUTED', label: t('financeBills.tabs.DISPUTED'), params: { status: 'DISPUTED' } },
      { key: 'CONFIRMED', label: t('financeBills.tabs.CONFIRMED'), params: { status: 'CONFIRMED' } },
    ],
    [t],
  );
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab ?? 'all' };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-check-list">
      <Heading size="md">{title}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<CheckBillDto>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={CHECK_BILLS_URL}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeBills.statementEmpty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
    </Stack>
  );
}
