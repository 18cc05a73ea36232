/** A yes/no confirmation before a toggle or a delete; the confirm button shows progress while the write runs. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId: string;
}

export function ConfirmDialog({ open, title, message, busy, danger = false, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onCancel()} placement="center" size="xs" role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} data-testid={`${testId}-cancel`}>
                {t('entityScreen.cancel')}
              </Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={busy} onClick={onConfirm} data-testid={`${testId}-ok`}>
                {t('entityScreen.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
