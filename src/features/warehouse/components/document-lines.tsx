/**
 * A document's lines: product, carton, owner, location (an inbound's put-away target, a replenishment's → target),
 * expected / done / damaged / difference — a table on a tablet or desk, one card per line on a phone, where the
 * figures would otherwise sit off-screen. A count is blind while counting: expected and on-hand figures are not
 * shown until it is submitted; an inbound's damaged and difference show once it is received.
 */
import { Badge, Box, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentLine } from '@/domain/warehouse/api';
import { ownerText, useLang } from '../utils/labels';
import { doneWithPending, type PendingUnits } from '../utils/scan-matcher';

export interface DocumentLinesProps {
  doc: DocumentDetail;
  pending: readonly PendingUnits[];
}

interface Figure {
  key: string;
  title: string;
  render(l: DocumentLine): ReactNode;
  testId?: string;
}

const signed = (n: number | null) => (n === null ? '' : n > 0 ? `+${n}` : String(n));
const diffColor = (n: number | null) => (n ? (n < 0 ? 'fg.error' : 'fg.warning') : undefined);

export function DocumentLines({ doc, pending }: DocumentLinesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const blind = doc.kind === 'count' && (doc.status === 'counting' || doc.status === 'draft');
  const received = doc.kind === 'inbound' && (doc.status === 'received' || doc.status === 'put_away');
  const showDiff = (doc.kind === 'count' && !blind) || received;
  if (doc.lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="wh-lines-empty">
        {t('warehouse.lines.empty')}
      </Text>
    );
  }

  // where the line's stock is (or goes): an inbound line's location is its put-away target
  const place = (l: DocumentLine) => (doc.kind === 'inbound' ? l.to_location_code : l.location_code) || '—';
  const placeTitle = doc.kind === 'inbound' ? t('warehouse.fields.putAwayLocation') : t('warehouse.lines.location');
  const done = (l: DocumentLine) => {
    const n = doneWithPending(l, pending);
    const complete = !blind && l.expected > 0 && n >= l.expected;
    return (
      <>
        <Badge colorPalette={complete ? 'green' : n > 0 ? 'blue' : 'gray'} variant="surface">
          {n}
        </Badge>
        {n !== l.done && (
          <Text as="span" fontSize="xs" color="fg.muted" ms="1" title={t('warehouse.lines.unsentHint')}>
            ({t('warehouse.lines.unsent', { count: n - l.done })})
          </Text>
        )}
      </>
    );
  };
  const figures: Figure[] = [
    ...(blind ? [] : [{ key: 'expected', title: t(`warehouse.lines.expected.${doc.kind}`), render: (l: DocumentLine) => l.expected }]),
    ...(doc.kind === 'count' && !blind ? [{ key: 'onHand', title: t('warehouse.lines.onHand'), render: (l: DocumentLine) => l.on_hand_at_count ?? '—' }] : []),
    // a lock's lines hold what it locks; releasing does not count units off one by one
    ...(doc.kind === 'lock' ? [] : [{ key: 'done', title: t(`warehouse.lines.done.${doc.kind}`), render: done, testId: 'wh-line-done' }]),
    ...(received ? [{ key: 'damaged', title: t('warehouse.lines.damaged'), render: (l: DocumentLine) => l.damaged || '' }] : []),
    ...(showDiff
      ? [{ key: 'difference', title: t('warehouse.lines.difference'), testId: 'wh-line-diff', render: (l: DocumentLine) => <Text as="span" color={diffColor(l.difference)}>{signed(l.difference)}</Text> }]
      : []),
  ];

  if (phone) {
    return (
      <Stack gap="2" data-testid="wh-lines">
        {doc.lines.map((l) => (
          <Box key={l.id} borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="wh-line" data-line-id={l.id}>
            <HStack gap="2" align="start">
              <Text color="fg.muted" fontSize="sm" minW="5">
                {l.line_no}
              </Text>
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{l.product_name}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                  {[l.product_code, l.package_no].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {ownerText(l.owner_id, l.owner_name, lang)} · {placeTitle} {place(l)}
                  {doc.kind === 'replenish' && ` → ${l.to_location_code || '—'}`}
                </Text>
              </Box>
            </HStack>
            <HStack gap="4" mt="2" flexWrap="wrap">
              {figures.map((f) => (
                <Stack key={f.key} gap="0" data-testid={f.testId}>
                  <Text fontSize="xs" color="fg.muted">
                    {f.title}
                  </Text>
                  <Box fontWeight="semibold">{f.render(l)}</Box>
                </Stack>
              ))}
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  }

  const head = (title: string, end = false) => (
    <Table.ColumnHeader whiteSpace="nowrap" textAlign={end ? 'end' : undefined}>
      {title}
    </Table.ColumnHeader>
  );
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="wh-lines">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {head('#')}
            {head(t('warehouse.lines.product'))}
            {head(t('warehouse.lines.packageNo'))}
            {head(t('warehouse.lines.owner'))}
            {head(placeTitle)}
            {doc.kind === 'replenish' && head(t('warehouse.lines.toLocation'))}
            {figures.map((f) => (
              <Table.ColumnHeader key={f.key} whiteSpace="nowrap" textAlign="end">
                {f.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {doc.lines.map((l) => (
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
              <Table.Cell whiteSpace="nowrap">{place(l)}</Table.Cell>
              {doc.kind === 'replenish' && <Table.Cell whiteSpace="nowrap">{l.to_location_code || '—'}</Table.Cell>}
              {figures.map((f) => (
                <Table.Cell key={f.key} textAlign="end" whiteSpace="nowrap" data-testid={f.testId}>
                  {f.render(l)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
