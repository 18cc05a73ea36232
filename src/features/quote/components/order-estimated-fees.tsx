/**
 * 预估费用 on the order detail: the order's fee lines as the quotes priced them — fee, 收 / 支, party, amount in
 * yuan — each with its explanation behind 计算说明: the card and version, the zone matched, the party rank, the tier,
 * the quantity and the formula with its numbers. Nothing shows when the quote routes answer nothing for the user.
 */
import { Box, Button, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formulaText } from '@/domain/quote/engine-text';
import { CARD_KIND_INFO, type FeeLine } from '@/domain/quote/model';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { useOrderEstimatedFees } from '../api/order-fees';
import { useZoneLabels } from '../hooks/use-zone-labels';
import { langOf, type Lang } from '../utils/kinds';
import { feeCodeName, quantityText, zoneText } from '../utils/row-text';

export interface OrderEstimatedFeesProps {
  orderId: number;
}

export function OrderEstimatedFees({ orderId }: OrderEstimatedFeesProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const fees = useOrderEstimatedFees(orderId);
  const [open, setOpen] = useState<number | null>(null);
  if (fees.isError || !fees.data) return null;
  const { lines, totals, notes, priced_at } = fees.data;
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0" data-testid="order-estimated-fees">
      <HStack justify="space-between" flexWrap="wrap" mb="2">
        <Text fontWeight="semibold">{t('quote.fees.title')}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="order-estimated-totals">
          {t('quote.fees.totals', { income: formatYuan(totals.INCOME), outlay: formatYuan(totals.OUTLAY) })}
          {priced_at ? ` · ${t('quote.fees.pricedAt', { at: formatDateTime(new Date(priced_at)) })}` : ''}
        </Text>
      </HStack>
      {lines.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {notes.length ? notes.join('; ') : t('quote.fees.none')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('quote.fees.cols.fee')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('quote.fees.cols.direction')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('quote.fees.cols.party')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('quote.fees.cols.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, i) => (
                <Fragment key={`${line.code}-${line.explanation.card_id}-${i}`}>
                  <Table.Row data-testid="order-estimated-line" data-code={line.code}>
                    <Table.Cell>{feeCodeName(line.code, lang)}</Table.Cell>
                    <Table.Cell color={line.direction === 'INCOME' ? 'fg.success' : 'fg.warning'}>{t(`quote.dirShort.${line.direction}`)}</Table.Cell>
                    <Table.Cell>{line.party.name || t(`quote.parties.${line.party.type}`)}</Table.Cell>
                    <Table.Cell textAlign="end" fontFamily="mono" data-testid="order-estimated-amount">
                      {formatYuan(line.amount_cents)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="ghost" onClick={() => setOpen(open === i ? null : i)} aria-expanded={open === i} data-testid="order-estimated-why">
                        {t('quote.fees.why')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                  {open === i && (
                    <Table.Row>
                      <Table.Cell colSpan={5} bg="bg.subtle">
                        <Explanation line={line} lang={lang} />
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {lines.length > 0 && notes.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {notes.join('; ')}
        </Text>
      )}
    </Box>
  );
}

function Explanation({ line, lang }: { line: FeeLine; lang: Lang }) {
  const { t } = useTranslation();
  const e = line.explanation;
  const labels = useZoneLabels(e.zone.zone === 'station');
  const tier = e.basis === 'RATIO' || (e.tier_min === 0 && e.tier_max === null) ? '—' : `[${quantityText(e.basis, e.tier_min, lang)}, ${e.tier_max === null ? '∞' : quantityText(e.basis, e.tier_max, lang)})`;
  const facts: [string, string][] = [
    [t('quote.fees.card'), `${e.card_name} (${CARD_KIND_INFO[e.kind][lang]})`],
    [t('quote.fees.version'), t('quote.version.no', { no: e.version_no })],
    [t('quote.fees.zone'), `${zoneText(e.zone, labels)} (${e.zone_level})`],
    [t('quote.fees.rank'), t(`quote.fees.ranks.${e.party_rank}`)],
    [t('quote.fees.tier'), tier],
    [t('quote.fees.quantity'), e.basis === 'RATIO' ? formatYuan(e.quantity) : quantityText(e.basis, e.quantity, lang)],
    [t('quote.fees.formula'), formulaText(e, lang)],
  ];
  return (
    <Stack gap="1" fontSize="sm" data-testid="order-estimated-explanation">
      <Grid templateColumns="max-content 1fr" columnGap="3" rowGap="1">
        {facts.map(([k, v]) => (
          <Fragment key={k}>
            <Text color="fg.muted">{k}</Text>
            <Text wordBreak="break-word">{v}</Text>
          </Fragment>
        ))}
      </Grid>
    </Stack>
  );
}
