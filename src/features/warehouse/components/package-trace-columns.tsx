/** The columns of a carton's scans (when on the device and when recorded, which document, the verdict, who) and of the documents naming it. */
import { Badge, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { PackageDocument, PackageScan } from '@/domain/warehouse/api-packages';
import { formatDateTime } from '@/domain/relative-time';
import { kindLabel, statusLabel, type Lang } from '../utils/labels';
import { DocumentLink } from './document-link';
import { VERDICT_PALETTE } from './scan-rows';

const when = (iso: string) => (iso ? formatDateTime(new Date(iso)) : '');

export function packageScanColumns(t: (k: string) => string, lang: Lang): DataTableColumn<PackageScan>[] {
  const c = (key: string, width: number, value: DataTableColumn<PackageScan>['value'], extra: Partial<DataTableColumn<PackageScan>> = {}): DataTableColumn<PackageScan> => ({
    key,
    title: t(`warehouse.packages.scan.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('occurred_at', 140, (r) => when(r.occurred_at)),
    c('result', 100, (r) => t(`warehouse.scan.verdict.${r.result}`), {
      render: (r) => (
        <Badge colorPalette={VERDICT_PALETTE[r.result] ?? 'gray'} variant="solid" data-testid="wh-package-scan-result">
          {t(`warehouse.scan.verdict.${r.result}`)}
        </Badge>
      ),
    }),
    c('doc', 270, (r) => `${kindLabel(r.doc_kind, lang)} ${r.doc_no}`, {
      render: (r) => (
        <Text as="span">
          {kindLabel(r.doc_kind, lang)} <DocumentLink id={r.document_id} kind={r.doc_kind} docNo={r.doc_no} />
          <Text as="span" color="fg.muted">{` · ${statusLabel(r.doc_status, lang)}`}</Text>
        </Text>
      ),
    }),
    c('actor', 120, (r) => r.actor_name),
    c('location', 90, (r) => r.location_code),
    c('recorded_at', 140, (r) => when(r.recorded_at), {
      // recorded well after the scan: the device was offline and sent it later
      render: (r) => <Text as="span" color={new Date(r.recorded_at).getTime() - new Date(r.occurred_at).getTime() > 60_000 ? 'fg.warning' : undefined}>{when(r.recorded_at)}</Text>,
    }),
    c('message', 200, (r) => r.message),
  ];
}

export function packageDocumentColumns(t: (k: string) => string, lang: Lang): DataTableColumn<PackageDocument>[] {
  const c = (key: string, width: number, value: DataTableColumn<PackageDocument>['value'], extra: Partial<DataTableColumn<PackageDocument>> = {}): DataTableColumn<PackageDocument> => ({
    key,
    title: t(`warehouse.packages.doc.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('doc_no', 170, (r) => r.doc_no, { render: (r) => <DocumentLink id={r.id} kind={r.kind} docNo={r.doc_no} /> }),
    c('kind', 90, (r) => kindLabel(r.kind, lang)),
    c('status', 90, (r) => statusLabel(r.status, lang)),
    c('expected', 70, (r) => r.expected, { align: 'end' }),
    c('done', 70, (r) => r.done, { align: 'end' }),
    c('created_at', 140, (r) => when(r.created_at)),
  ];
}
