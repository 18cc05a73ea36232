/** The outcome of a batch action: one line per order, done or the server's reason. */
import { Badge, Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import type { BatchResult } from '../api/run-batch-action';

export interface BatchResultDialogProps {
  title: string;
  result: BatchResult;
  onClose(): void;
}

export function BatchResultDialog({ title, result, onClose }: BatchResultDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (
    // opens as the action dialog closes and hands focus back to its trigger: that must not count as a click outside
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} closeOnInteractOutside={false} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="batch-result-dialog" mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" mb="3" data-testid="batch-result-summary">
                {t('orders.batch.summary', { succeeded: result.succeeded, failed: result.failed })}
              </Text>
              <Box borderWidth="1px" borderRadius="md" overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('orders.batch.orderNo')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('orders.batch.result')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.list.map((r) => (
                      <Table.Row key={r.order_no} data-testid="batch-result-row" data-ok={r.ok ? 'true' : 'false'} data-order-no={r.order_no}>
                        <Table.Cell fontFamily="mono">{r.order_no}</Table.Cell>
                        <Table.Cell>
                          {r.ok ? (
                            <Badge colorPalette="green" variant="subtle">
                              {t('orders.batch.ok')}
                              {r.status ? ` → ${ORDER_STATUS_LABELS[r.status as OrderStatus]?.[lang] ?? r.status}` : ''}
                            </Badge>
                          ) : (
                            <Text as="span" color="red.600" fontSize="sm">
                              {r.msg}
                            </Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" onClick={onClose} data-testid="batch-result-close">
                {t('orders.batch.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
