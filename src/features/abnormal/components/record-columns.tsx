/** The record list's columns: number, status, order, merchant, type, stage, responsible party, description, photos, handler, reporter, times, fees, row actions. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RecordSummary } from '@/domain/abnormal/api';
import type { AbnormalAction } from '@/domain/abnormal/records';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { actionLabel, partyLabel, sourceLabel, stageLabel, statusLabel, STATUS_PALETTE, type Lang } from '../utils/labels';

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

export interface RecordRowActions {
  /** the row's quick actions that apply to it now */
  actionsOf(r: RecordSummary): AbnormalAction[];
  act(r: RecordSummary, action: AbnormalAction): void;
}

export function recordColumns(t: TFunction, lang: Lang, row: RecordRowActions, opts: { merchant: boolean; withActions: boolean }): DataTableColumn<RecordSummary>[] {
  const cols: (DataTableColumn<RecordSummary> | false)[] = [
    {
      key: 'abnormal_no',
      title: t('abnormal.columns.abnormal_no'),
      width: 130,
      value: (r) => r.abnormal_no,
      render: (r) => (
        <Text as="span" fontFamily="mono" fontWeight="medium" color="brand.fg" data-testid="ab-row-no">
          {r.abnormal_no}
        </Text>
      ),
    },
    {
      key: 'status',
      title: t('abnormal.columns.status'),
      width: 80,
      value: (r) => statusLabel(r.status, lang),
      render: (r) => (
        <Badge colorPalette={STATUS_PALETTE[r.status]} variant="subtle" data-testid="ab-row-status" data-status={r.status}>
          {statusLabel(r.status, lang)}
        </Badge>
      ),
    },
    { key: 'order_no', title: t('abnormal.columns.order_no'), width: 150, value: (r) => r.order_no },
    !opts.merchant && { key: 'consignor', title: t('abnormal.columns.consignor'), width: 110, value: (r) => r.consignor_name },
    { key: 'type', title: t('abnormal.columns.type'), width: 90, value: (r) => r.type_name || r.type_code },
    { key: 'stage', title: t('abnormal.columns.stage'), width: 80, value: (r) => stageLabel(r.stage, lang) },
    { key: 'responsible', title: t('abnormal.columns.responsible'), width: 120, value: (r) => [partyLabel(r.responsible_party, lang), r.responsible_name].filter(Boolean).join(' · ') },
    { key: 'description', title: t('abnormal.columns.description'), width: 200, value: (r) => r.description },
    { key: 'photos', title: t('abnormal.columns.photos'), width: 60, value: (r) => (r.photo_count ? String(r.photo_count) : '') },
    !opts.merchant && { key: 'handler', title: t('abnormal.columns.handler'), width: 110, value: (r) => [r.handler_group_name, r.handler_name].filter(Boolean).join(' · ') },
    { key: 'source', title: t('abnormal.columns.source'), width: 90, value: (r) => sourceLabel(r.source, lang) },
    { key: 'reported_by', title: t('abnormal.columns.reported_by'), width: 90, value: (r) => r.reported_by_name },
    { key: 'occurred_at', title: t('abnormal.columns.occurred_at'), width: 140, value: (r) => when(r.occurred_at) },
    { key: 'registered_at', title: t('abnormal.columns.registered_at'), width: 140, value: (r) => when(r.registered_at) },
    {
      key: 'fees',
      title: t('abnormal.columns.fees'),
      width: 130,
      value: (r) => (r.fee_outlay_cents || r.fee_income_cents ? `${formatYuan(r.fee_outlay_cents)} / ${formatYuan(r.fee_income_cents)}` : ''),
    },
    opts.withActions && {
      key: 'actions',
      title: t('abnormal.columns.actions'),
      width: 150,
      value: () => '',
      render: (r) => (
        <HStack gap="1">
          {row.actionsOf(r).map((a) => (
            <Button key={a} size="xs" variant={a === 'reject' ? 'outline' : 'solid'} colorPalette={a === 'reject' ? 'red' : 'brand'} onClick={() => row.act(r, a)} data-testid={`ab-row-${a}`}>
              {actionLabel(a, lang)}
            </Button>
          ))}
        </HStack>
      ),
    },
  ];
  // the desk's quick actions right after the status, where a checker's eye already is
  const order = ['abnormal_no', 'status', 'actions'];
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return cols.filter((c): c is DataTableColumn<RecordSummary> => !!c).sort((x, y) => rank(x.key) - rank(y.key));
}
