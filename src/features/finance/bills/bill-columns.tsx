/** Bills on the finance screens: state labels and palettes, and the columns of a bill list (账单, 结算). */
import { Badge, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { BILL_STATE_LABELS, PAYMENT_METHOD_LABELS, STATEMENT_LINE_STATE_LABELS, STATEMENT_STATE_LABELS } from '@/domain/finance/bill-messages';
import type { BillDto, BillLineDto, PaymentDto } from '@/domain/finance/bills-api';
import type { BillState, PaymentMethod, StatementLineState, StatementState } from '@/domain/finance/bills';
import { formatDateTime } from '@/domain/relative-time';
import { yuan, type Lang } from '../money';

export const BILLS_URL = '/finance/bills';

/** The order of a bill / statement line, linked to its detail; a transit load's line (its trunk fee) has none. */
export function lineOrderColumn<T extends BillLineDto>(title: string, orderDetailPath: (id: number) => string, width: number): DataTableColumn<T> {
  return {
    key: 'order_no',
    title,
    width,
    value: (r) => r.order_no,
    render: (r) =>
      r.order_id === null ? (
        '—'
      ) : (
        <RouterLink to={orderDetailPath(r.order_id) as never}>
          <Text as="span" fontFamily="mono" color="brand.fg">
            {r.order_no || r.order_id}
          </Text>
        </RouterLink>
      ),
  };
}
export const CHECK_BILLS_URL = '/finance/check-bills';
export const PAYMENTS_URL = '/finance/payments';
export const billJournalPath = (id: number) => `/saas/finance/bill/journal/${id}`;
/** 对账单 lives under /da for a merchant and /pai for a delivery provider (their menus), /saas for the finance team */
export const statementPrefix = (mainType: string | undefined) => (mainType === 'consignor' ? '/da' : mainType === 'delivery' ? '/pai' : '/saas');
export const checkBillListPath = (mainType?: string) => `${statementPrefix(mainType)}/finance/checkBill/index`;
export const checkBillJournalPath = (id: number, mainType?: string) => `${statementPrefix(mainType)}/finance/checkBill/journal/${id}`;

export const billStateLabel = (s: BillState, lang: Lang) => BILL_STATE_LABELS[s][lang];
export const statementStateLabel = (s: StatementState, lang: Lang) => STATEMENT_STATE_LABELS[s][lang];
export const lineStateLabel = (s: StatementLineState, lang: Lang) => STATEMENT_LINE_STATE_LABELS[s][lang];
export const methodLabel = (m: PaymentMethod, lang: Lang) => PAYMENT_METHOD_LABELS[m][lang];

export const BILL_PALETTE: Record<string, string> = { DRAFT: 'gray', CONFIRMED: 'blue', SETTLED: 'green', SENT: 'orange', DISPUTED: 'red', PENDING: 'gray' };

type T = (k: string, o?: Record<string, unknown>) => string;

export function billColumns(t: T, lang: Lang): DataTableColumn<BillDto>[] {
  return [
    {
      key: 'bill_no',
      title: t('financeBills.billNo'),
      width: 170,
      value: (r) => r.bill_no,
      render: (r) => (
        <RouterLink to={billJournalPath(r.id) as never}>
          <Text as="span" fontFamily="mono" color="brand.fg" data-testid="fn-bill-no">
            {r.bill_no}
          </Text>
        </RouterLink>
      ),
    },
    {
      key: 'status',
      title: t('financeBills.state'),
      width: 90,
      value: (r) => billStateLabel(r.status, lang),
      render: (r) => (
        <Badge colorPalette={BILL_PALETTE[r.status]} data-testid="fn-bill-state" data-state={r.status}>
          {billStateLabel(r.status, lang)}
        </Badge>
      ),
    },
    { key: 'party_type', title: t('financeBills.partyType'), width: 100, value: (r) => t(`finance.partyTypes.${r.party_type}`) },
    { key: 'party', title: t('financeBills.party'), width: 160, value: (r) => r.party_name },
    { key: 'period', title: t('financeBills.period'), width: 100, value: (r) => r.period },
    { key: 'income', title: t('financeBills.income'), width: 120, align: 'end', value: (r) => yuan(r.income_cents) },
    { key: 'outlay', title: t('financeBills.outlay'), width: 120, align: 'end', value: (r) => yuan(r.outlay_cents) },
    { key: 'total', title: t('financeBills.total'), width: 130, align: 'end', value: (r) => yuan(r.total_cents) },
    { key: 'paid', title: t('financeBills.paid'), width: 120, align: 'end', value: (r) => yuan(r.paid_cents) },
    { key: 'open', title: t('financeBills.open'), width: 120, align: 'end', value: (r) => yuan(r.open_cents) },
    { key: 'lines', title: t('financeBills.lines'), width: 80, align: 'end', value: (r) => r.line_count },
  ];
}

export function paymentColumns(t: T, lang: Lang): DataTableColumn<PaymentDto>[] {
  return [
    { key: 'payment_no', title: t('financeBills.paymentNo'), width: 170, value: (r) => r.payment_no },
    {
      key: 'bill_no',
      title: t('financeBills.billNo'),
      width: 170,
      value: (r) => r.bill_no,
      render: (r) => (
        <RouterLink to={billJournalPath(r.bill_id) as never}>
          <Text as="span" fontFamily="mono" color="brand.fg">
            {r.bill_no}
          </Text>
        </RouterLink>
      ),
    },
    { key: 'party', title: t('financeBills.party'), width: 150, value: (r) => r.party_name },
    { key: 'method', title: t('financeBills.method'), width: 110, value: (r) => methodLabel(r.method, lang) },
    { key: 'amount', title: t('finance.amount'), width: 120, align: 'end', value: (r) => yuan(r.amount_cents) },
    { key: 'reversed', title: t('financeBills.paymentState'), width: 90, value: (r) => (r.reversed ? t('financeBills.paymentReversed') : t('financeBills.paymentValid')) },
    { key: 'memo', title: t('financeBills.memo'), width: 160, value: (r) => r.memo },
    { key: 'paid_at', title: t('financeBills.paidAt'), width: 150, value: (r) => formatDateTime(new Date(r.paid_at)) },
    { key: 'by', title: t('finance.createdBy'), width: 100, value: (r) => r.created_by_name },
    { key: 'entry_no', title: t('finance.entryNo'), width: 170, value: (r) => r.entry_no },
  ];
}
