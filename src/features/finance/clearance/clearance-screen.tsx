/**
 * 付款结清 (/saas/finance/clearance/index): every payment recorded against a bill (核销), newest first, exported to
 * Excel; 登记付款 picks an open bill and records a payment (partial allowed, over-payment refused).
 */
import { Box, Button, HStack, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableView } from '@/components/ui/data-table/types';
import type { BillDto, PaymentDto } from '@/domain/finance/bills-api';
import { apiGet } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useLang, yuan } from '../money';
import { useBillSearch } from '../bill-routes';
import { BILLS_URL, paymentColumns, PAYMENTS_URL } from '../bills/bill-columns';
import { PaymentDialog } from '../settle/payment-dialog';

const PATH = '/saas/finance/clearance/index';

export function ClearanceScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useBillSearch(PATH);
  const [choice, setChoice] = useState('');
  const [paying, setPaying] = useState<BillDto | null>(null);
  const open = useQuery({ queryKey: ['finance-open-bills'], queryFn: () => apiGet<{ list: BillDto[] }>(BILLS_URL, { open: '1', per_page: 200 }, { silent: true }) });
  const title = t('routes.saasFinanceClearanceIndex');
  const columns = useMemo(() => paymentColumns(t, lang), [t, lang]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const bills = open.data?.list ?? [];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-clearance">
      <Heading size="md">{title}</Heading>
      <HStack gap="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '360px' }}>
          <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value)} aria-label={t('financeBills.bill')} data-testid="fn-clearance-bill">
            <option value="">{t('financeBills.chooseBill')}</option>
            {bills.map((b) => (
              <option key={b.id} value={b.id}>
                {b.bill_no} {b.party_name} {t('financeBills.open')} {yuan(b.open_cents)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="brand" disabled={!choice} onClick={() => setPaying(bills.find((b) => String(b.id) === choice) ?? null)} data-testid="fn-clearance-pay">
          {t('financeBills.pay')}
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<PaymentDto>
          pageKey={PATH}
          columns={columns}
          url={PAYMENTS_URL}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeBills.clearanceEmpty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {paying && (
        <PaymentDialog
          bill={paying}
          onClose={() => setPaying(null)}
          onDone={(p) => {
            toast.success(t('financeBills.paidToast', { no: p.payment_no }));
            setChoice('');
            void qc.invalidateQueries();
          }}
        />
      )}
    </Stack>
  );
}
