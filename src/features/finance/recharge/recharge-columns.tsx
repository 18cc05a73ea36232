/** The columns of a recharge list (充值审批 and the merchant's own recharges on 余额). */
import { Badge, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RechargeDto } from '@/domain/finance/accounts-api';
import { formatDateTime } from '@/domain/relative-time';
import { PhotoStrip } from '@/components/ui/image-viewer/photo-strip';
import { STATE_PALETTE, rechargeStateLabel, yuan, type Lang } from '../money';

export function rechargeColumns(t: (k: string) => string, lang: Lang, opts: { merchant: boolean }): DataTableColumn<RechargeDto>[] {
  const cols: (DataTableColumn<RechargeDto> | false)[] = [
    {
      key: 'recharge_no',
      title: t('financeMoney.recharge.no'),
      width: 170,
      value: (r) => r.recharge_no,
      render: (r) => (
        <Text as="span" fontFamily="mono" data-testid="fn-recharge-no">
          {r.recharge_no}
        </Text>
      ),
    },
    {
      key: 'state',
      title: t('finance.state'),
      width: 90,
      value: (r) => rechargeStateLabel(r.state, lang),
      render: (r) => (
        <Badge colorPalette={STATE_PALETTE[r.state]} data-testid="fn-recharge-state" data-state={r.state}>
          {rechargeStateLabel(r.state, lang)}
        </Badge>
      ),
    },
    opts.merchant && { key: 'merchant', title: t('financeMoney.recharge.merchant'), width: 150, value: (r) => r.consignor_name },
    { key: 'amount', title: t('finance.amount'), width: 120, align: 'end', value: (r) => yuan(r.amount_cents) },
    { key: 'memo', title: t('finance.memo'), width: 160, value: (r) => r.memo },
    {
      key: 'voucher',
      title: t('financeMoney.recharge.voucher'),
      width: 90,
      value: (r) => r.voucher_file_id,
      render: (r) => (r.voucher_file_id ? <PhotoStrip compact fileids={[r.voucher_file_id]} alt={r.recharge_no} testId="fn-recharge-voucher" /> : <Text color="fg.subtle">{t('financeMoney.recharge.noVoucher')}</Text>),
    },
    { key: 'created_at', title: t('financeMoney.recharge.requestedAt'), width: 140, value: (r) => formatDateTime(new Date(r.created_at)) },
    opts.merchant && { key: 'created_by', title: t('financeMoney.recharge.requestedBy'), width: 100, value: (r) => r.created_by_name },
    { key: 'resolved_by', title: t('financeMoney.recharge.resolvedBy'), width: 100, value: (r) => r.resolved_by_name },
    { key: 'result', title: t('financeMoney.recharge.result'), width: 160, value: (r) => r.resolution_memo },
    { key: 'entry_no', title: t('finance.entryNo'), width: 170, value: (r) => r.entry_no },
  ];
  return cols.filter((c): c is DataTableColumn<RechargeDto> => !!c);
}
