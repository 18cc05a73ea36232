/** Reject an application: the reason is required (at most 200 characters) and shown to the applicant on /examining. */
import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS, rejectSchema, type RejectForm } from '../utils/forms';

export interface RejectDialogProps {
  open: boolean;
  companyName: string;
  saving: boolean;
  /** resolves to an error message, or null when rejected */
  onReject(reason: string): Promise<string | null>;
  onClose(): void;
}

export function RejectDialog({ open, companyName, saving, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const form = useForm<RejectForm>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    const error = await onReject(reason.trim());
    if (error) form.setError('reason', { type: 'server', message: error });
    else form.reset({ reason: '' });
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reject-dialog" mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('platform.audit.rejectTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {t('platform.audit.rejectHint', { name: companyName })}
                  </Text>
                  <Field.Root invalid={!!errors.reason} required>
                    <Field.Label fontSize="sm">
                      {t('platform.audit.reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={4} autoFocus placeholder={t('platform.audit.reasonPlaceholder', FORM_LIMITS)} data-testid="reject-reason" {...form.register('reason')} />
                    {errors.reason && <Field.ErrorText>{t(errors.reason.message ?? '', FORM_LIMITS)}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={close}>
                  {t('platform.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="red" loading={saving} data-testid="reject-confirm">
                  {t('platform.audit.reject')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" onClick={close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
