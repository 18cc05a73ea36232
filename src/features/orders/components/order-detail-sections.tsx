/** The read-only parts of the order detail: labelled field grids, the products table and the pending change. */
import { Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/domain/order-detail';
import { chinaDateTime } from '@/domain/columns/waybill-columns';

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
