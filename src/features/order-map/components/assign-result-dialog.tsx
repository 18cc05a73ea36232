/** The outcome of a map assignment: one line per order, assigned or the server's reason. */
import { Badge, Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssignResult } from '../api/assign-orders';

export interface AssignResultDialogProps {
  result: AssignResult;
  onClose(): void;
}

export function AssignResultDialog({ result, onClose }: AssignResultDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="map-assign-result" mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('orderMap.result.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" mb="3" data-testid="map-assign-summary">
                {t('orderMap.result.summary', { succeeded: result.succeeded, failed: result.failed })}
              </Text>
              <Box borderWidth="1px" borderRadius="md" overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('orderMap.result.orderNo')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('orderMap.result.outcome')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.list.map((r) => (
                      <Table.Row key={r.order_no} data-testid="map-assign-result-row" data-ok={r.ok ? 'true' : 'false'} data-order-no={r.order_no}>
                        <Table.Cell fontFamily="mono">{r.order_no}</Table.Cell>
                        <Table.Cell>
                          {r.ok ? (
                            <Badge colorPalette="green" variant="subtle">
                              {t('orderMap.result.ok')}
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
              <Button size="sm" onClick={onClose} data-testid="map-assign-result-close">
                {t('orderMap.result.close')}
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
