/** The read-only parts of the order detail: labelled field grids, the products table, the pending change and the fees. */
import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/domain/order-detail';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import { FEE_DIRECTIONS, FEE_DIRECTION_LABELS } from '@/domain/tickets/fees';
import { formatYuan } from '@/domain/money';
import type { OrderFees } from '../api/get-order-fees';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p={{ base: '3', md: '4' }} data-testid={testId} minW="0">
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export interface FieldItem {
  key: string;
  label: string;
  value: ReactNode;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The floor and lift typed on the order (priced by a NO_LIFT surcharge; '—' when not told). */
export function floorLiftItems(order: Pick<OrderDetail, 'end_floor' | 'end_has_lift'>, t: Translate): FieldItem[] {
  const f = (k: string, o?: Record<string, unknown>) => t(`orders.detail.f.${k}`, o);
  return [
    { key: 'end_floor', label: f('floor'), value: order.end_floor === null ? '' : f('floorValue', { n: order.end_floor }) },
    { key: 'end_has_lift', label: f('lift'), value: order.end_has_lift === null ? '' : f(order.end_has_lift ? 'liftYes' : 'liftNo') },
  ];
}

export function FieldGrid({ items }: { items: FieldItem[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="6" gapY="2">
      {items.map((f) => (
        <HStack key={f.key} align="start" gap="2" minW="0" data-testid={`detail-${f.key}`}>
          <Text fontSize="sm" color="fg.muted" flexShrink={0} minW="5.5em">
            {f.label}
          </Text>
          <Box fontSize="sm" minW="0" wordBreak="break-word">
            {f.value === '' || f.value === null || f.value === undefined ? '—' : f.value}
          </Box>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

export function ProductsTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.products.length === 0) return <Text fontSize="sm" color="fg.muted">{t('orders.detail.products.empty')}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="detail-products">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders.detail.products.code')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.detail.products.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.detail.products.category')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.products.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.products.package')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.products.map((p, i) => (
            <Table.Row key={`${p.product_id}-${i}`}>
              <Table.Cell fontFamily="mono">{p.code}</Table.Cell>
              <Table.Cell>{p.name}</Table.Cell>
              <Table.Cell>{p.category_path}</Table.Cell>
              <Table.Cell textAlign="end">{p.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{p.package}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function PendingChange({ change }: { change: NonNullable<OrderDetail['pending_change']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" data-testid="detail-pending-change">
      <FieldGrid
        items={[
          ...Object.entries(change.changes).map(([k, v]) => ({ key: `change-${k}`, label: t(`orders.fields.changes.${k}`), value: v })),
          { key: 'change-reason', label: t('orders.detail.f.reason'), value: change.reason },
          { key: 'change-at', label: t('orders.detail.f.requestedAt'), value: chinaDateTime(change.at) },
        ]}
      />
    </Stack>
  );
}

/** The order's fees (spec §3 fee row: 支/收, fee item, settle target, amount, settlement method) with totals per direction. */
export function FeesTable({ fees, lang }: { fees: OrderFees; lang: 'zh' | 'en' }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.detail.fees.${key}`);
  return (
    <Stack gap="3" data-testid="detail-fees-table">
      {fees.list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="detail-fees-empty">
          {k('empty')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" whiteSpace="nowrap">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{k('direction')}</Table.ColumnHeader>
                <Table.ColumnHeader>{k('code')}</Table.ColumnHeader>
                <Table.ColumnHeader>{k('target')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{k('amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{k('method')}</Table.ColumnHeader>
                <Table.ColumnHeader>{k('ticket')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fees.list.map((f) => (
                <Table.Row key={f.id} data-testid="detail-fee-row" data-direction={f.direction} data-code={f.code}>
                  <Table.Cell>
                    <Badge size="sm" variant="subtle" colorPalette={f.direction === 'OUTLAY' ? 'orange' : 'green'}>
                      {FEE_DIRECTION_LABELS[f.direction]?.[lang] ?? f.direction}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{f.code_name || f.code}</Table.Cell>
                  <Table.Cell>{f.settle_target_name || '—'}</Table.Cell>
                  <Table.Cell textAlign="end" fontFamily="mono" data-testid="detail-fee-amount">
                    {formatYuan(f.amount_cents)}
                  </Table.Cell>
                  <Table.Cell>{f.settlement_method_name || f.settlement_method_code || '—'}</Table.Cell>
                  <Table.Cell>
                    {f.source_ticket_id ? (
                      <Link asChild color="brand.fg">
                        <RouterLink to={'/saas/ticket/v2/detail/$id' as never} params={{ id: String(f.source_ticket_id) } as never} data-testid="detail-fee-ticket">
                          {t('orders.detail.fees.ticketNo', { id: f.source_ticket_id })}
                        </RouterLink>
                      </Link>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <HStack gap="6" justify="flex-end" fontSize="sm" flexWrap="wrap">
        {FEE_DIRECTIONS.map((d) => (
          <HStack key={d} gap="2" data-testid={`detail-fee-total-${d}`}>
            <Text color="fg.muted">{k(d === 'OUTLAY' ? 'totalOutlay' : 'totalIncome')}</Text>
            <Text fontFamily="mono" fontWeight="semibold" data-testid={`detail-fee-total-${d}-amount`}>
              {formatYuan(fees.totals[d] ?? 0)}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
