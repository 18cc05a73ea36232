/** Change password (POST /user/users/updatePassword): current password, new one (min 6) confirmed twice. */
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';
import { useUpdatePassword } from '../api/update-password';
import { PASSWORD_LIMITS, passwordSchema, type PasswordForm as PasswordValues } from '../utils/account-schemas';
import { FormField } from './form-field';

const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ old_password, new_password }) => {
    await update.mutateAsync({ old_password, new_password });
    toast.success(t('account.passwordChanged'));
    form.reset(EMPTY);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="password-form">
      <Stack gap="4" maxW="420px">
        <FormField
          type="password"
          autoComplete="current-password"
          label={t('account.fields.oldPassword')}
          required
          error={errors.old_password?.message}
          data-testid="password-old"
          {...form.register('old_password')}
        />
        <FormField
          type="password"
          autoComplete="new-password"
          label={t('account.fields.newPassword')}
          required
          error={errors.new_password?.message}
          errorValues={PASSWORD_LIMITS}
          data-testid="password-new"
          {...form.register('new_password')}
        />
        <FormField
          type="password"
          autoComplete="new-password"
          label={t('account.fields.confirmPassword')}
          required
          error={errors.confirm_password?.message}
          data-testid="password-confirm"
          {...form.register('confirm_password')}
        />
        <div>
          <Button type="submit" size="sm" colorPalette="brand" loading={update.isPending} data-testid="password-save">
            {t('account.updatePassword')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
