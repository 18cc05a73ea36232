/** The dialog frame of a task action (appoint, sign, feedback): title, the form's body, cancel / confirm. */
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TaskDialogProps {
  title: string;
  testId: string;
  pending: boolean;
  error: string | null;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

export function TaskDialog({ title, testId, pending, error, onSubmit, onClose, children }: TaskDialogProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !pending && onClose()} closeOnInteractOutside={false} placement="center" size="sm" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="3">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {children}
                  {error && (
                    <Alert.Root status="error" size="sm" data-testid="field-form-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={onClose} disabled={pending} data-testid="field-form-cancel">
                  {t('field.form.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={pending} data-testid="field-form-submit">
                  {t('field.form.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
