/** The running list of a document's scans on this device: the verdict's colour, what it matched, where it stands. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DocumentDetail } from '@/domain/warehouse/api';
import type { ScanRowView } from '../hooks/use-scan-session';
import { statusLabel, useLang, warehouseMessage, type Lang } from '../utils/labels';

export const VERDICT_PALETTE: Record<string, string> = { ok: 'green', unexpected: 'red', wrong_status: 'red', duplicate: 'orange', over: 'orange' };

const STATE_PALETTE: Record<string, string> = { refused: 'gray', saving: 'gray', queued: 'blue', sent: 'green', failed: 'red', unsaved: 'red' };

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The verdict in words: the domain's scan messages, shared with the server. */
export function verdictText(row: { verdict: string; code: string; lineId: number | null }, doc: DocumentDetail | undefined, lang: Lang, t: TFunction): string {
  // a count's code it did not list has no line on the device: once the server placed it, its line is the code's
  const line = row.lineId === null && doc?.kind === 'count' ? doc.lines.find((l) => same(l.package_no || l.product_code, row.code)) : doc?.lines.find((l) => row.lineId === l.id);
  switch (row.verdict) {
    case 'ok':
      if (!line && doc?.kind === 'count') return t('warehouse.scan.found', { code: row.code });
      return warehouseMessage('whScanOk', lang, { what: line ? [line.product_name, line.package_no].filter(Boolean).join(' ') : row.code });
    case 'unexpected':
      return warehouseMessage('whScanUnexpected', lang, { code: row.code });
    case 'duplicate':
      return warehouseMessage('whScanDuplicate', lang, { code: row.code });
    case 'over':
      return warehouseMessage('whScanOver', lang, { code: row.code });
    default:
      return warehouseMessage('whScanWrongStatus', lang, { status: statusLabel(doc?.status ?? '', lang) });
  }
}

export interface ScanRowsProps {
  rows: readonly ScanRowView[];
  doc: DocumentDetail | undefined;
}

export function ScanRows({ rows, doc }: ScanRowsProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text fontSize="sm" color="fg.muted">{t('warehouse.scan.none')}</Text>;
  return (
    <Stack gap="1" maxH="40vh" overflowY="auto" data-testid="wh-scan-rows">
      {rows.slice(0, 300).map((r) => (
        <ScanRow key={r.id} row={r} doc={doc} />
      ))}
    </Stack>
  );
}

interface ScanRowProps {
  row: ScanRowView;
  doc: DocumentDetail | undefined;
}

/** one scan's row; the list re-renders on every scan, a row only when its own state or the document changes */
const ScanRow = memo(
  function ScanRow({ row: r, doc }: ScanRowProps) {
    const { t } = useTranslation();
    const lang = useLang();
    return (
      <HStack
        gap="2"
        px="2"
        py="1.5"
        borderRadius="md"
        borderStartWidth="4px"
        borderStartColor={`${VERDICT_PALETTE[r.verdict]}.solid`}
        bg={r.state === 'failed' ? 'red.subtle' : 'bg.subtle'}
        data-testid="wh-scan-row"
        data-verdict={r.verdict}
        data-state={r.state}
      >
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontFamily="mono" truncate>
            {r.code}
            {r.quantity > 1 ? ` ×${r.quantity}` : ''}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {verdictText(r, doc, lang, t)}
          </Text>
          {r.serverMessage && (
            <Text fontSize="xs" color="fg.error" data-testid="wh-scan-server">
              {t('warehouse.scan.serverSays', { msg: r.serverMessage })}
            </Text>
          )}
        </Box>
        <Badge colorPalette={STATE_PALETTE[r.state]} variant="subtle" flexShrink={0}>
          {t(`warehouse.scan.state.${r.state}`)}
        </Badge>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {new Date(r.occurredAt).toLocaleTimeString(lang === 'zh' ? 'zh-CN' : 'en', { hour12: false })}
        </Text>
      </HStack>
    );
  },
  (a, b) =>
    a.doc === b.doc &&
    a.row.id === b.row.id &&
    a.row.state === b.row.state &&
    a.row.serverMessage === b.row.serverMessage &&
    a.row.verdict === b.row.verdict &&
    a.row.lineId === b.row.lineId &&
    a.row.code === b.row.code &&
    a.row.quantity === b.row.quantity,
);
