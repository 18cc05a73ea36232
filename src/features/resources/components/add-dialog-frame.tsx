/** The frame every inline-add dialog shares: centred dialog, form, title, body, Cancel/Save footer, close button. */
import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface AddDialogFrameProps {
  open: boolean;
  /** cancel, close button, Escape and outside click all end here */
  onClose(): void;
  onSubmit(e: FormEvent<HTMLFormElement>): Promise<void> | void;
  title: string;
  saving: boolean;
  /** test id prefix: `${testId}-dialog`, `${testId}-cancel`, `${testId}-save` */
  testId: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}

export function AddDialogFrame({ open, onClose, onSubmit, title, saving, testId, size = 'sm', children }: AddDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-dialog`} mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={onClose} data-testid={`${testId}-cancel`}>
                  {t('resources.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={saving} data-testid={`${testId}-save`}>
                  {t('resources.save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" onClick={onClose} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
