/** 库存 and 仓储日志 rows as phone cards (phone-cards.tsx): a balance's place, goods and figures; a move's from → to. */
import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight } from 'react-icons/lu';
import { formatDateTime } from '@/domain/relative-time';
import type { BalanceRow, MoveRow } from '@/domain/warehouse/api';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { kindLabel, ownerText, virtualLabel, useLang } from '../utils/labels';
import { CartonSetBadge } from './balance-columns';
import { CardFact, CardFigures, CardHead, PhoneCard } from './phone-cards';

const KINDS = new Set(['inbound', 'outbound', 'count', 'lock', 'replenish']);

export function BalanceCard({ row }: { row: BalanceRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <PhoneCard data-testid="wh-balance-card">
      <CardHead title={row.product_name} aside={<Text as="span" fontFamily="mono">{row.product_code}</Text>} />
      <CardFact label={t('warehouse.balance.location')}>
        <Text as="span" fontFamily="mono">
          {row.location_code}
        </Text>{' '}
        · {row.warehouse_name}
      </CardFact>
      <CardFact label={t('warehouse.balance.package_no')}>
        {row.package_no && (
          <HStack as="span" gap="1.5">
            <Text as="span" fontFamily="mono">
              {row.package_no}
            </Text>
            <CartonSetBadge set={row.carton_set} t={t} />
          </HStack>
        )}
      </CardFact>
      <CardFact label={t('warehouse.balance.owner')}>{ownerText(row.owner_id, row.owner_name, lang)}</CardFact>
      <CardFigures
        figures={[
          { label: t('warehouse.cards.onHand'), value: row.on_hand, testId: 'wh-card-on-hand' },
          { label: t('warehouse.cards.locked'), value: row.locked, testId: 'wh-card-locked', color: row.locked ? 'fg.warning' : undefined },
          { label: t('warehouse.cards.available'), value: row.available, testId: 'wh-card-available', strong: true },
        ]}
      />
    </PhoneCard>
  );
}

export function MoveCard({ row }: { row: MoveRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = (ref: MoveRow['from']) => (
    <Text as="span" fontFamily={ref.virtual ? undefined : 'mono'} color={ref.virtual ? 'fg.muted' : undefined}>
      {ref.virtual ? virtualLabel(ref.virtual, lang) : ref.code || ref.name}
    </Text>
  );
  const kind = KINDS.has(row.doc_kind) ? kindLabel(row.doc_kind as DocumentKind, lang) : row.doc_kind;
  return (
    <PhoneCard data-testid="wh-move-card">
      <CardHead title={row.product_name} aside={row.occurred_at ? formatDateTime(new Date(row.occurred_at)) : ''} />
      <HStack gap="2" fontSize="sm" flexWrap="wrap">
        {place(row.from)}
        <LuArrowRight aria-label="→" />
        {place(row.to)}
        <Text as="span" fontWeight="bold" ms="auto">
          × <span data-testid="wh-card-quantity">{row.quantity}</span>
        </Text>
      </HStack>
      <CardFact label={t('warehouse.move.package_no')}>{row.package_no && <Text as="span" fontFamily="mono">{row.package_no}</Text>}</CardFact>
      <CardFact label={t('warehouse.move.owner')}>{ownerText(row.owner_id, row.owner_name, lang)}</CardFact>
      <CardFact label={kind}>{row.doc_no && <Text as="span" fontFamily="mono">{row.doc_no}</Text>}</CardFact>
      <CardFact label={t('warehouse.move.warehouse')}>{row.warehouse_name}</CardFact>
      <CardFact label={t('warehouse.move.actor')}>{row.actor_name}</CardFact>
      <CardFact label={t('warehouse.move.reverses')}>{row.reverses_move_id ? `#${row.reverses_move_id}` : ''}</CardFact>
    </PhoneCard>
  );
}
