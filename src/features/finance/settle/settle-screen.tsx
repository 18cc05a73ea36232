/**
 * 结算 (/saas/finance/settle/index): the confirmed bills still open — receivables from merchants and payables to
 * carriers and delivery providers — each with 登记付款 (partial allowed, over-payment refused by the server).
 */
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import type { BillDto } from '@/domain/finance/bills-api';
import { toast } from '@/lib/toaster';
import { useLang } from '../money';
import { useBillSearch } from '../bill-routes';
import { billColumns, BILLS_URL } from '../bills/bill-columns';
import { PaymentDialog } from './payment-dialog';

const PATH = '/saas/finance/settle/index';

export function SettleScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useBillSearch(PATH);
  const [paying, setPaying] = useState<BillDto | null>(null);
  const title = t('routes.saasFinanceSettleIndex');
  const columns = useMemo<DataTableColumn<BillDto>[]>(
    () => [
      {
        key: 'pay',
        title: t('finance.actions'),
        width: 110,
        value: () => '',
        render: (r) => (
          <Button size="xs" colorPalette="brand" onClick={() => setPaying(r)} data-testid="fn-settle-pay">
            {t('financeBills.pay')}
          </Button>
        ),
      },
      ...billColumns(t, lang),
    ],
    [t, lang],
  );
  const tabs = useMemo<DataTableTab<BillDto>[]>(
    () => [
      { key: 'all', label: t('financeBills.tabs.all'), params: { open: '1' } },
      { key: 'receivable', label: t('financeBills.side.receivable'), params: { open: '1', party_type: 'consignor' } },
      { key: 'carrier', label: `${t('financeBills.side.payable')}·${t('finance.partyTypes.carrier')}`, params: { open: '1', party_type: 'carrier' } },
      { key: 'delivery', label: `${t('financeBills.side.payable')}·${t('finance.partyTypes.delivery')}`, params: { open: '1', party_type: 'delivery' } },
    ],
    [t],
  );
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab ?? 'all' };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-settle">
      <Heading size="md">{title}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<BillDto>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={BILLS_URL}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeBills.settleEmpty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {paying && (
        <PaymentDialog
          bill={paying}
          onClose={() => setPaying(null)}
          onDone={(p) => {
            toast.success(t('financeBills.paidToast', { no: p.payment_no }));
            void qc.invalidateQueries();
          }}
        />
      )}
    </Stack>
  );
}
