/** /forget-password: asks the server to text a code; says plainly when no SMS service is connected. */
import { useMemo } from 'react';
import { Alert, Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { USERNAME_MAX } from '@/domain/auth';
import { MOBILE_RE } from '@/domain/validators';
import { useForgetPassword } from '../api/forget-password';
import { errorMessage } from '../utils/error-message';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';

type ForgetForm = { username: string; phone: string };

export function ForgetPasswordScreen() {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('auth.login.usernameRequired')).max(USERNAME_MAX),
        phone: z.string().trim().min(1, t('auth.register.phoneRequired')).regex(MOBILE_RE, t('common.errors.mobileFormat')),
      }),
    [t],
  );
  const mutation = useForgetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgetForm>({ resolver: zodResolver(schema), defaultValues: { username: '', phone: '' } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));
  const result = mutation.data;

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/login">{t('auth.forgot.back')}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgot.title')}>
        <Stack gap={4}>
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>{t('auth.forgot.username')}</Field.Label>
            <Input {...register('username')} autoComplete="username" autoFocus placeholder={t('auth.login.usernamePlaceholder')} />
            <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.phone} required>
            <Field.Label>{t('auth.forgot.phone')}</Field.Label>
            <Input {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel" placeholder={t('auth.register.phonePlaceholder')} />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
          {result && !result.sms_connected && (
            <Alert.Root status="info" rounded="md" data-testid="sms-not-connected">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('auth.forgot.smsNotConnectedTitle')}</Alert.Title>
                <Alert.Description>{t('auth.forgot.smsNotConnected')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {result?.sms_connected && (
            <Alert.Root status="success" rounded="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('auth.forgot.sentTitle')}</Alert.Title>
                <Alert.Description>{t('auth.forgot.sent')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormError message={mutation.error ? errorMessage(mutation.error, t('common.errors.unknownError')) : null} />
          <Button type="submit" colorPalette="brand" size="lg" loading={mutation.isPending} loadingText={t('auth.forgot.submitting')}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
