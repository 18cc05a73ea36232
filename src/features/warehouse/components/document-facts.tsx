/** A document's header facts: where, whose, from what, why, by whom, and how far it is done. */
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { formatDateTime } from '@/domain/relative-time';
import { ownerText, statusLabel, useLang } from '../utils/labels';

export const STATUS_PALETTE: Record<string, string> = {
  draft: 'gray',
  confirmed: 'blue',
  picking: 'purple',
  counting: 'purple',
  submitted: 'orange',
  active: 'orange',
  cancelled: 'red',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'green'} variant="solid" data-testid="wh-status">
      {statusLabel(status, lang)}
    </Badge>
  );
}

export interface DocumentFactsProps {
  doc: DocumentDetail;
}

export function DocumentFacts({ doc }: DocumentFactsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const blind = doc.kind === 'count' && doc.status === 'counting';
  const fact = (key: string, value: ReactNode) =>
    value === '' || value === null || value === undefined ? null : (
      <Stack gap="0" key={key} minW="0">
        <Text fontSize="xs" color="fg.muted">
          {t(`warehouse.facts.${key}`)}
        </Text>
        <Text fontSize="sm" wordBreak="break-all">
          {value}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="3" data-testid="wh-facts">
      <HStack gap="2" flexWrap="wrap">
        <StatusBadge status={doc.status} />
        <Text fontSize="sm" color="fg.muted">
          {blind
            ? t('warehouse.facts.countedSoFar', { done: doc.done_quantity })
            : doc.kind === 'lock'
              ? t('warehouse.facts.locked', { total: doc.total_quantity, lines: doc.line_count })
              : doc.kind === 'count'
                ? t('warehouse.facts.counted', { done: doc.done_quantity, total: doc.total_quantity, lines: doc.line_count })
                : t('warehouse.facts.progress', { done: doc.done_quantity, total: doc.total_quantity, lines: doc.line_count })}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {fact('warehouse', doc.warehouse_name)}
        {fact('location', doc.location_name)}
        {/* a count covers every owner's stock at its location (each line says whose) */}
        {fact('owner', doc.kind === 'count' && doc.owner_id === 0 ? t('warehouse.facts.allOwners') : ownerText(doc.owner_id, doc.owner_name, lang))}
        {fact('order', doc.order_no)}
        {fact('source', t(`warehouse.source.${doc.source}`))}
        {doc.kind === 'outbound' && fact('shipTo', t(`warehouse.shipTo.${doc.ship_to}`, { defaultValue: doc.ship_to }))}
        {fact('reason', doc.reason)}
        {fact('expiresAt', doc.expires_at ? formatDateTime(new Date(doc.expires_at)) : '')}
        {fact('expectedDate', doc.expected_date ?? '')}
        {fact('createdBy', doc.created_by_name)}
        {fact('createdAt', doc.created_at ? formatDateTime(new Date(doc.created_at)) : '')}
        {fact('memo', doc.memo)}
      </SimpleGrid>
    </Stack>
  );
}
