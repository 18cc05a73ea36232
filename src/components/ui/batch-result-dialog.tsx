/** The outcome of an action on many orders: one line per order, done (with its new status) or the server's reason. */
import { Badge, Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';

export interface BatchResultRow {
  order_no: string;
  ok: boolean;
  status?: string;
  msg?: string;
}

export interface BatchResultDialogProps {
  title: string;
  result: { list: readonly BatchResultRow[]; succeeded: number; failed: number };
  onClose(): void;
  /** the word for a row that worked (default 'Done') */
  okLabel?: string;
  /** test ids of the content, summary, each row and the close button */
  testIds?: { content: string; summary: string; row: string; close: string };
}

const DEFAULT_IDS = { content: 'batch-result-dialog', summary: 'batch-result-summary', row: 'batch-result-row', close: 'batch-result-close' };

export function BatchResultDialog({ title, result, onClose, okLabel, testIds = DEFAULT_IDS }: BatchResultDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (
    // opens as the action dialog closes and hands focus back to its trigger: that must not count as a click outside
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} closeOnInteractOutside={false} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testIds.content} mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" mb="3" data-testid={testIds.summary}>
                {t('ui.batchResult.summary', { succeeded: result.succeeded, failed: result.failed })}
              </Text>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('ui.batchResult.orderNo')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('ui.batchResult.result')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.list.map((r) => (
                      <Table.Row key={r.order_no} data-testid={testIds.row} data-ok={r.ok ? 'true' : 'false'} data-order-no={r.order_no}>
                        <Table.Cell fontFamily="mono">{r.order_no}</Table.Cell>
                        <Table.Cell>
                          {r.ok ? (
                            <Badge colorPalette="green" variant="subtle">
                              {okLabel ?? t('ui.batchResult.ok')}
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
              <Button size="sm" onClick={onClose} data-testid={testIds.close}>
                {t('ui.batchResult.close')}
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
