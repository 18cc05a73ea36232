/**
 * The create form's order picker: the orders waiting at the origin (GET /transit/waiting?site), ticked one by one
 * or all shown, with the running total of orders, pieces, kg and m³ and the rates against the chosen vehicle.
 * Ticked orders stay ticked while the keyword changes what is shown.
 */
import { Box, Button, Checkbox, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingOrderRow } from '@/domain/transit/api';
import { kgText, loadRates, m3Text } from '@/domain/transit/loads';
import { formatDateTime } from '@/domain/relative-time';
import { useWaitingOrders } from '../api/loads';
import { RateBars } from './rate-bars';

export interface WaitingOrdersProps {
  site: string;
  siteName: string;
  selected: readonly number[];
  onChange(ids: number[]): void;
  capacity: { weight_g: number; volume_cm3: number; pieces: number };
}

export function WaitingOrders({ site, siteName, selected, onChange, capacity }: WaitingOrdersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const waiting = useWaitingOrders(site, keyword.trim());
  const [known, setKnown] = useState<Map<number, WaitingOrderRow>>(new Map());
  const rows = useMemo(() => waiting.data?.list ?? [], [waiting.data]);
  const rowsById = useMemo(() => {
    const m = new Map(known);
    for (const r of rows) m.set(r.order_id, r);
    return m;
  }, [known, rows]);
  const chosen = new Set(selected);
  const ticked = selected.map((id) => rowsById.get(id)).filter((r): r is WaitingOrderRow => !!r);
  const totals = ticked.reduce((a, r) => ({ pieces: a.pieces + r.cartons, weight_g: a.weight_g + r.weight_g, volume_cm3: a.volume_cm3 + r.volume_cm3 }), { pieces: 0, weight_g: 0, volume_cm3: 0 });
  const rates = loadRates(totals, capacity);

  const toggle = (r: WaitingOrderRow, on: boolean) => {
    setKnown((k) => new Map(k).set(r.order_id, r));
    onChange(on ? [...selected.filter((id) => id !== r.order_id), r.order_id] : selected.filter((id) => id !== r.order_id));
  };
  const tickAll = () => {
    setKnown((k) => {
      const next = new Map(k);
      for (const r of rows) next.set(r.order_id, r);
      return next;
    });
    onChange([...new Set([...selected, ...rows.map((r) => r.order_id)])]);
  };

  if (!site) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="ts-waiting-choose">
        {t('transit.create.chooseFromFirst')}
      </Text>
    );
  }

  return (
    <Stack gap="2" data-testid="ts-waiting">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{t('transit.create.orders', { site: siteName })}</Text>
        <Input size="sm" w={{ base: 'full', sm: '220px' }} ms={{ sm: 'auto' }} value={keyword} maxLength={50} placeholder={t('transit.create.keyword')} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="ts-waiting-keyword" />
        <Button size="sm" variant="outline" onClick={tickAll} disabled={rows.length === 0} data-testid="ts-waiting-all">
          {t('transit.create.selectAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange([])} disabled={selected.length === 0}>
          {t('transit.create.clear')}
        </Button>
      </HStack>
      <HStack gap="4" flexWrap="wrap" bg="bg.subtle" borderRadius="md" px="3" py="2" position="sticky" top="0" zIndex="1" data-testid="ts-waiting-totals" data-orders={ticked.length} data-pieces={totals.pieces}>
        <Text fontSize="sm" fontWeight="medium">
          {t('transit.create.selected', { orders: ticked.length, pieces: totals.pieces, kg: kgText(totals.weight_g), m3: m3Text(totals.volume_cm3) })}
        </Text>
        <Box flex="1" minW="200px" maxW="360px">
          <RateBars rates={rates} />
        </Box>
      </HStack>
      <Box overflowX="auto" maxH="50vh" overflowY="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="36px" />
              <Table.ColumnHeader>{t('transit.detail.order')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('transit.create.nextStation')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transit.rates.pieces')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">kg</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">m³</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{t('transit.create.waitingSince')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.order_id} data-testid="ts-waiting-row" data-order-no={r.order_no} onClick={() => toggle(r, !chosen.has(r.order_id))} cursor="pointer" bg={chosen.has(r.order_id) ? 'brand.subtle' : undefined}>
                <Table.Cell onClick={(e) => e.stopPropagation()}>
                  <Checkbox.Root size="sm" checked={chosen.has(r.order_id)} onCheckedChange={(d) => toggle(r, d.checked === true)} aria-label={r.order_no}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <Text fontFamily="mono" fontSize="sm">
                    {r.order_no}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate maxW="260px">
                    {[r.consignor_name, r.end_area].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{r.next_station_name || r.dest_station_name || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{r.cartons}</Table.Cell>
                <Table.Cell textAlign="end">{kgText(r.weight_g)}</Table.Cell>
                <Table.Cell textAlign="end">{m3Text(r.volume_cm3)}</Table.Cell>
                <Table.Cell display={{ base: 'none', lg: 'table-cell' }} fontSize="xs" color="fg.muted">
                  {r.waiting_since ? formatDateTime(new Date(r.waiting_since)) : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!waiting.isLoading && rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted" p="3">
            {t('transit.create.noWaiting')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
