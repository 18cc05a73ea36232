/** Reset a sub-account's password: new password twice; the account's sessions end on the server. */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';
import { useResetSubAccountPassword } from '../api/reset-sub-account-password';
import { SUB_ACCOUNT_LIMITS, passwordPairSchema, type PasswordPairForm } from '../utils/sub-account-schema';
import { OrgFormField } from './form-field';
import { applyServerError } from './server-error';

const EMPTY: PasswordPairForm = { password: '', confirm_password: '' };

export interface ResetPasswordDialogProps {
  id: number;
  username: string;
  open: boolean;
  onClose(): void;
}

export function ResetPasswordDialog({ id, username, open, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const reset = useResetSubAccountPassword(id);
  const form = useForm<PasswordPairForm>({ resolver: zodResolver(passwordPairSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success(t('organization.sub.passwordReset', { name: username }));
      close();
    } catch (error) {
      const msg = applyServerError(error, form.setError, ['password', 'confirm_password'], t('organization.saveFailed'));
      if (msg) toast.error(msg);
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} placement="center" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reset-password-dialog" mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('organization.sub.resetPassword')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('organization.sub.resetPasswordHint', { name: username })}
                  </Text>
                  <OrgFormField type="password" autoComplete="new-password" label={t('organization.sub.fields.newPassword')} required error={errors.password?.message} errorValues={SUB_ACCOUNT_LIMITS} data-testid="reset-password" {...form.register('password')} />
                  <OrgFormField type="password" autoComplete="new-password" label={t('organization.sub.fields.confirmPassword')} required error={errors.confirm_password?.message} data-testid="reset-confirm" {...form.register('confirm_password')} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={close}>
                  {t('organization.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={reset.isPending} data-testid="reset-save">
                  {t('organization.save')}
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
