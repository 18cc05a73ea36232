/**
 * 账单流水 (/saas/finance/bill/journal/:id): a bill's header and totals, its lines (order, fee item, source, signed
 * amount — exported to Excel through the shared table), its payments; finance confirms a draft, sends the statement
 * of a confirmed bill and records payments; 打印 gathers every line into the statement sheet (statement-print.tsx)
 * and prints it through the browser.
 */
import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { BillDetailDto, BillLineDto, CheckBillDetailDto } from '@/domain/finance/bills-api';
import { billSide } from '@/domain/finance/bills';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';
import { useOrderDetailPath } from '@/lib/session/order-detail-path';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useLang, withKey, newKey, yuan } from '../money';
import { DecisionDialog } from '../recharge/decision-dialog';
import { PaymentDialog } from '../settle/payment-dialog';
import { PrintButton, StatementPrint, usePrintAll } from '../statement-print';
import { BILL_PALETTE, billStateLabel, BILLS_URL, CHECK_BILLS_URL, checkBillJournalPath, lineOrderColumn, paymentColumns } from './bill-columns';

export function BillJournalScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = useTokenPayload();
  const finance = user?.main_type === 'servicer';
  const orderDetailPath = useOrderDetailPath();
  const { id } = useParams({ strict: false }) as { id?: string };
  const billId = Number(id);
  const detail = useQuery({ queryKey: ['finance-bill', billId], queryFn: () => apiGet<BillDetailDto>(`${BILLS_URL}/${billId}`, undefined, { silent: true }), enabled: billId > 0 });
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [sending, setSending] = useState(false);
  const bill = detail.data;
  const linesUrl = `${BILLS_URL}/${billId}/lines`;
  // 打印 gathers every line (the table shows a page) into the statement sheet, then prints once it is rendered
  const { lines: printLines, gathering, print: printBill } = usePrintAll<BillLineDto>(linesUrl);

  const lineColumns = useMemo<DataTableColumn<BillLineDto>[]>(
    () => [
      lineOrderColumn(t('financeBills.order'), orderDetailPath, 170),
      { key: 'code', title: t('financeBills.feeItem'), width: 140, value: (r) => r.code_name || r.code },
      { key: 'direction', title: t('financeBills.direction'), width: 80, value: (r) => t(`financeBills.directions.${r.direction}`) },
      { key: 'source', title: t('financeBills.source'), width: 110, value: (r) => t(`financeBills.sources.${r.source_type}`) },
      { key: 'fee_at', title: t('financeBills.feeAt'), width: 150, value: (r) => formatDateTime(new Date(r.fee_at)) },
      { key: 'signed', title: t('financeBills.signed'), width: 120, align: 'end', value: (r) => yuan(r.signed_cents) },
    ],
    [t, orderDetailPath],
  );
  const payCols = useMemo(() => paymentColumns(t, lang), [t, lang]);

  const refresh = () => qc.invalidateQueries();
  const send = async () => {
    if (!bill) return;
    setSending(true);
    try {
      const sent = await apiPost<CheckBillDetailDto>(CHECK_BILLS_URL, { bill_id: bill.id }, withKey(newKey()));
      toast.success(t('financeBills.sent', { no: sent.check_no }));
      await refresh();
      void navigate({ to: checkBillJournalPath(sent.id) as never });
    } catch (e) {
      toast.error(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setSending(false);
    }
  };

  if (!bill) {
    return (
      <Stack p="4">
        <Text color={detail.isError ? 'fg.error' : 'fg.muted'}>{detail.isError ? (detail.error instanceof ApiError ? detail.error.msg : t('finance.loadFailed')) : '…'}</Text>
      </Stack>
    );
  }
  const title = `${t('routes.saasFinanceBillJournalId')} ${bill.bill_no}`;
  const figure = (label: string, value: string, testId?: string) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-bill-journal" data-state={bill.status}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Heading size="md">{title}</Heading>
          <Badge colorPalette={BILL_PALETTE[bill.status]} data-testid="fn-bill-journal-state">
            {billStateLabel(bill.status, lang)}
          </Badge>
        </HStack>
        <HStack gap="2" flexWrap="wrap" className="no-print">
          {finance && bill.status === 'DRAFT' && (
            <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)} data-testid="fn-bill-confirm">
              {t('financeBills.confirm')}
            </Button>
          )}
          {finance && bill.status !== 'DRAFT' && !bill.check_bill_id && (
            <Button size="sm" colorPalette="brand" variant="outline" loading={sending} onClick={() => void send()} data-testid="fn-bill-send">
              {t('financeBills.send')}
            </Button>
          )}
          {bill.check_bill_id && (
            <RouterLink to={checkBillJournalPath(bill.check_bill_id, user?.main_type) as never}>
              <Button as="span" size="sm" variant="outline" data-testid="fn-bill-statement">
                {t('financeBills.openStatement')}
              </Button>
            </RouterLink>
          )}
          {finance && bill.status === 'CONFIRMED' && bill.open_cents > 0 && (
            <Button size="sm" colorPalette="brand" onClick={() => setPaying(true)} data-testid="fn-bill-pay">
              {t('financeBills.pay')}
            </Button>
          )}
          <PrintButton loading={gathering} onClick={() => void printBill()} />
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4, lg: 8 }} gap="3" bg="bg" borderRadius="md" borderWidth="1px" p="3">
        {figure(t('financeBills.party'), `${bill.party_name}（${t(`finance.partyTypes.${bill.party_type}`)}·${t(`financeBills.side.${billSide(bill.party_type)}`)}）`)}
        {figure(t('financeBills.period'), `${bill.period} ${t(`financeBills.periodKinds.${bill.period_kind}`)}`)}
        {figure(t('financeBills.income'), yuan(bill.income_cents))}
        {figure(t('financeBills.outlay'), yuan(bill.outlay_cents))}
        {figure(t('financeBills.total'), yuan(bill.total_cents), 'fn-bill-total')}
        {figure(t('financeBills.paid'), yuan(bill.paid_cents), 'fn-bill-paid')}
        {figure(t('financeBills.open'), yuan(bill.open_cents), 'fn-bill-open')}
        {figure(t('financeBills.lines'), String(bill.line_count))}
      </SimpleGrid>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<BillLineDto>
          pageKey="/saas/finance/bill/journal"
          columns={lineColumns}
          url={linesUrl}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: bill.bill_no }}
          emptyText={t('finance.empty')}
        />
      </Box>
      <Heading size="sm">{t('financeBills.payments')}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable pageKey="/saas/finance/bill/journal#payments" columns={payCols} rows={bill.payments} getRowId={(r) => String(r.id)} emptyText={t('financeBills.noPayments')} height="200px" />
      </Box>
      {printLines && (
        <StatementPrint
          kind="bill"
          no={bill.bill_no}
          party={bill.party_name}
          period={`${bill.period} ${t(`financeBills.periodKinds.${bill.period_kind}`)}`}
          lines={printLines.map((l) => ({ key: l.id, order_no: l.order_no, item: l.code_name || l.code, signed_cents: l.signed_cents }))}
          totalCents={bill.total_cents}
          figures={[
            { label: t('financeBills.income'), cents: bill.income_cents },
            { label: t('financeBills.outlay'), cents: bill.outlay_cents },
            { label: t('financeBills.paid'), cents: bill.paid_cents },
            { label: t('financeBills.open'), cents: bill.open_cents },
          ]}
        />
      )}
      {confirming && (
        <DecisionDialog
          testId="fn-bill-confirm-dialog"
          title={t('financeBills.confirmTitle', { no: bill.bill_no })}
          hint={t('financeBills.confirmHint', { amount: yuan(bill.total_cents) })}
          confirmLabel={t('financeBills.confirm')}
          onConfirm={async (_text, key) => {
            await apiPost(`${BILLS_URL}/${bill.id}/confirm`, {}, withKey(key));
            toast.success(t('financeBills.confirmed', { no: bill.bill_no }));
            await refresh();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      {paying && (
        <PaymentDialog
          bill={bill}
          onClose={() => setPaying(false)}
          onDone={(p) => {
            toast.success(t('financeBills.paidToast', { no: p.payment_no }));
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
