/** The ledger's move columns (仓储日志, a carton's history): from → to, what, whose, how many, which document, when. */
import { Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { MoveRow } from '@/domain/warehouse/api';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { formatDateTime } from '@/domain/relative-time';
import { kindLabel, ownerText, virtualLabel, type Lang } from '../utils/labels';

const KINDS = new Set(['inbound', 'outbound', 'count', 'lock', 'replenish']);
const when = (iso: string) => (iso ? formatDateTime(new Date(iso)) : '');
const place = (ref: MoveRow['from'], lang: Lang) => (ref.virtual ? virtualLabel(ref.virtual, lang) : ref.code || ref.name);

export function moveColumns(t: (k: string) => string, lang: Lang): DataTableColumn<MoveRow>[] {
  const c = (key: string, width: number, value: DataTableColumn<MoveRow>['value'], extra: Partial<DataTableColumn<MoveRow>> = {}): DataTableColumn<MoveRow> => ({
    key,
    title: t(`warehouse.move.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('occurred_at', 140, (r) => when(r.occurred_at)),
    c('warehouse', 110, (r) => r.warehouse_name),
    c('from', 100, (r) => place(r.from, lang), { render: (r) => <Text as="span" color={r.from.virtual ? 'fg.muted' : undefined}>{place(r.from, lang)}</Text> }),
    c('to', 100, (r) => place(r.to, lang), { render: (r) => <Text as="span" color={r.to.virtual ? 'fg.muted' : undefined}>{place(r.to, lang)}</Text> }),
    c('product_code', 110, (r) => r.product_code),
    c('product_name', 160, (r) => r.product_name),
    c('package_no', 150, (r) => r.package_no, { render: (r) => <Text as="span" fontFamily="mono">{r.package_no}</Text> }),
    c('owner', 110, (r) => ownerText(r.owner_id, r.owner_name, lang)),
    c('quantity', 70, (r) => r.quantity, { align: 'end' }),
    c('doc_kind', 80, (r) => (KINDS.has(r.doc_kind) ? kindLabel(r.doc_kind as DocumentKind, lang) : r.doc_kind)),
    c('doc_no', 140, (r) => r.doc_no, { render: (r) => <Text as="span" fontFamily="mono">{r.doc_no}</Text> }),
    c('reverses', 80, (r) => (r.reverses_move_id ? `#${r.reverses_move_id}` : '')),
    c('actor', 90, (r) => r.actor_name),
    c('recorded_at', 140, (r) => when(r.recorded_at)),
  ];
}
