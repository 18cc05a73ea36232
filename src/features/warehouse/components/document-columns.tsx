/** The document lists' columns (per kind: a lock shows its reason and expiry, the others their progress). */
import { Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { DocumentSummary } from '@/domain/warehouse/api';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { formatDateTime } from '@/domain/relative-time';
import { ownerText, statusLabel, type Lang } from '../utils/labels';
import { StatusBadge } from './document-facts';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : '');

export function documentColumns(kind: DocumentKind, t: (k: string) => string, lang: Lang): DataTableColumn<DocumentSummary>[] {
  const c = (key: string, width: number, value: DataTableColumn<DocumentSummary>['value'], extra: Partial<DataTableColumn<DocumentSummary>> = {}): DataTableColumn<DocumentSummary> => ({
    key,
    title: t(`warehouse.columns.${key}`),
    width,
    value,
    ...extra,
  });
  const blind = (r: DocumentSummary) => kind === 'count' && r.status === 'counting';
  return [
    c('doc_no', 150, (r) => r.doc_no, {
      render: (r) => (
        <Text as="span" color="brand.fg" fontFamily="mono" data-testid="wh-doc-no">
          {r.doc_no}
        </Text>
      ),
    }),
    c('status', 90, (r) => statusLabel(r.status, lang), { render: (r) => <StatusBadge status={r.status} /> }),
    c('warehouse', 120, (r) => r.warehouse_name),
    c('location', 110, (r) => r.location_name),
    c('owner', 120, (r) => (kind === 'count' && r.owner_id === 0 ? t('warehouse.facts.allOwners') : ownerText(r.owner_id, r.owner_name, lang))),
    ...(kind === 'inbound' || kind === 'outbound' ? [c('order_no', 140, (r) => r.order_no)] : []),
    c('lines', 70, (r) => r.line_count, { align: 'end' }),
    c('progress', 110, (r) => (blind(r) ? `${r.done_quantity}` : kind === 'lock' ? `${r.total_quantity}` : `${r.done_quantity} / ${r.total_quantity}`), { align: 'end', title: t(kind === 'lock' ? 'warehouse.columns.locked' : 'warehouse.columns.progress') }),
    ...(kind === 'lock' ? [c('reason', 160, (r) => r.reason), c('expires_at', 140, (r) => when(r.expires_at))] : []),
    c('memo', 140, (r) => r.memo),
    c('created_by', 100, (r) => r.created_by_name),
    c('created_at', 140, (r) => when(r.created_at)),
    c('updated_at', 140, (r) => when(r.updated_at)),
  ];
}
