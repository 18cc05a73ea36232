/**
 * On top of the entered-orders list: the orders this user entered on this device that are not sent yet
 * (kept in the outbox), each as a 'pending' row with no order number until the network returns.
 */
import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQueuedCreates } from '../api/queued-creates';

export function EnteredOrdersPending() {
  const { t, i18n } = useTranslation();
  const { rows } = useQueuedCreates();
  if (rows.length === 0) return null;
  const locale = i18n.language.startsWith('zh') ? 'zh-CN' : 'en';
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" borderColor="orange.300" px="3" py="2" minW="0" data-testid="entered-pending">
      <HStack justify="space-between" mb="1" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {t('orders.pendingCreates.title', { count: rows.length })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('orders.pendingCreates.hint')}
        </Text>
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('orders.pendingCreates.orderNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.pendingCreates.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.pendingCreates.receiver')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.pendingCreates.tel')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.pendingCreates.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.pendingCreates.savedAt')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-testid="entered-pending-row" data-status={r.status}>
                <Table.Cell>
                  <Badge colorPalette="orange" data-testid="entered-pending-no">
                    {t('orders.pendingCreates.unassigned')}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {r.status === 'failed' ? (
                    <Text color="fg.error" fontSize="xs" title={r.error ?? undefined}>
                      {t('orders.pendingCreates.refused', { msg: r.error ?? '' })}
                    </Text>
                  ) : (
                    <Text fontSize="xs">{t(r.submit ? 'orders.pendingCreates.waitingSubmit' : 'orders.pendingCreates.waitingDraft')}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>{r.receiver}</Table.Cell>
                <Table.Cell>{r.tel}</Table.Cell>
                <Table.Cell maxW="280px" truncate title={r.address}>
                  {r.address}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{new Date(r.createdAt).toLocaleString(locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
