/** A small yes/no dialog for the actions that change an account or delete a department. */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  testId: string;
}

export function ConfirmDialog({ open, title, body, confirmLabel, danger, busy, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm" role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-dialog`} mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof body === 'string' ? <Text fontSize="sm">{body}</Text> : body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} data-testid={`${testId}-cancel`}>
                {t('organization.cancel')}
              </Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" onClick={onClose} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
