/**
 * A document's lines: product, carton, owner, location (→ target), expected / done / damaged / difference. A count
 * is blind while counting: expected and on-hand figures are not shown until it is submitted.
 */
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { ownerText, useLang } from '../utils/labels';
import { doneWithPending, type PendingUnits } from '../utils/scan-matcher';

export interface DocumentLinesProps {
  doc: DocumentDetail;
  pending: readonly PendingUnits[];
}

export function DocumentLines({ doc, pending }: DocumentLinesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const blind = doc.kind === 'count' && (doc.status === 'counting' || doc.status === 'draft');
  const showDamaged = doc.kind === 'inbound';
  const showDiff = !blind && (doc.kind === 'count' || doc.kind === 'inbound');
  const showTo = doc.kind === 'replenish';
  if (doc.lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="wh-lines-empty">
        {t('warehouse.lines.empty')}
      </Text>
    );
  }
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="wh-lines">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{t('warehouse.lines.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('warehouse.lines.packageNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('warehouse.lines.owner')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('warehouse.lines.location')}</Table.ColumnHeader>
            {showTo && <Table.ColumnHeader>{t('warehouse.lines.toLocation')}</Table.ColumnHeader>}
            {!blind && <Table.ColumnHeader textAlign="end">{t(`warehouse.lines.expected.${doc.kind}`)}</Table.ColumnHeader>}
            {doc.kind === 'count' && !blind && <Table.ColumnHeader textAlign="end">{t('warehouse.lines.onHand')}</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">{t(`warehouse.lines.done.${doc.kind}`)}</Table.ColumnHeader>
            {showDamaged && <Table.ColumnHeader textAlign="end">{t('warehouse.lines.damaged')}</Table.ColumnHeader>}
            {showDiff && <Table.ColumnHeader textAlign="end">{t('warehouse.lines.difference')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {doc.lines.map((l) => {
            const done = doneWithPending(l, pending);
            const complete = !blind && l.expected > 0 && done >= l.expected;
            return (
              <Table.Row key={l.id} data-testid="wh-line" data-line-id={l.id}>
                <Table.Cell>{l.line_no}</Table.Cell>
                <Table.Cell minW="160px">
                  <Text fontWeight="medium">{l.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {l.product_code}
                  </Text>
                </Table.Cell>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {l.package_no || '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{ownerText(l.owner_id, l.owner_name, lang)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{l.location_code || '—'}</Table.Cell>
                {showTo && <Table.Cell whiteSpace="nowrap">{l.to_location_code || '—'}</Table.Cell>}
                {!blind && <Table.Cell textAlign="end">{l.expected}</Table.Cell>}
                {doc.kind === 'count' && !blind && <Table.Cell textAlign="end">{l.on_hand_at_count ?? '—'}</Table.Cell>}
                <Table.Cell textAlign="end" data-testid="wh-line-done">
                  <Badge colorPalette={complete ? 'green' : done > 0 ? 'blue' : 'gray'} variant="subtle">
                    {done}
                  </Badge>
                  {done !== l.done && (
                    <Text as="span" fontSize="xs" color="fg.muted" ms="1" title={t('warehouse.lines.unsentHint')}>
                      ({t('warehouse.lines.unsent', { count: done - l.done })})
                    </Text>
                  )}
                </Table.Cell>
                {showDamaged && <Table.Cell textAlign="end">{l.damaged || ''}</Table.Cell>}
                {showDiff && (
                  <Table.Cell textAlign="end" color={l.difference ? (l.difference < 0 ? 'fg.error' : 'fg.warning') : undefined} data-testid="wh-line-diff">
                    {l.difference === null ? '' : l.difference > 0 ? `+${l.difference}` : l.difference}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
