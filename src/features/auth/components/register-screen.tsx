/** /register (and /register2): a new company and its main account, signed in straight away. */
import { useMemo } from 'react';
import { Button, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@/domain/auth';
import { MOBILE_RE } from '@/domain/validators';
import { useVariant, variantTitle } from '@/lib/variant';
import { useRegister } from '../api/register';
import { errorMessage } from '../utils/error-message';
import { safeRedirect } from '../utils/safe-redirect';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

/** Same limits as the server's register route. */
export const COMPANY_NAME_MAX = 50;
const USERNAME_RE = /^[A-Za-z0-9_.@-]+$/;

type RegisterForm = {
  company_name: string;
  username: string;
  phone: string;
  password: string;
  confirm: string;
};

function useRegisterSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z
        .object({
          company_name: z
            .string()
            .trim()
            .min(1, t('auth.register.companyRequired'))
            .max(COMPANY_NAME_MAX, t('auth.register.tooLong', { max: COMPANY_NAME_MAX })),
          username: z
            .string()
            .trim()
            .min(1, t('auth.register.usernameRequired'))
            .refine((v) => v.length >= 3 && v.length <= USERNAME_MAX && USERNAME_RE.test(v), t('auth.register.usernameFormat', { max: USERNAME_MAX })),
          phone: z.string().trim().min(1, t('auth.register.phoneRequired')).regex(MOBILE_RE, t('common.errors.mobileFormat')),
          password: z
            .string()
            .min(PASSWORD_MIN, t('auth.register.passwordMin', { min: PASSWORD_MIN }))
            .max(PASSWORD_MAX, t('auth.register.passwordMax', { max: PASSWORD_MAX })),
          confirm: z.string(),
        })
        .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('auth.register.passwordMismatch') }),
    [t],
  );
}

export function RegisterScreen() {
  const { t } = useTranslation();
  const variant = useVariant();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const redirectTo = safeRedirect(typeof search.redirect === 'string' ? search.redirect : null);
  const schema = useRegisterSchema();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(schema),
    defaultValues: { company_name: '', username: '', phone: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...values }) => {
    try {
      await registerMutation.mutateAsync(values);
      // the registration's next steps (spec §2.1): the company's details, then the account's activation state
      await navigate({ to: '/edit-company', replace: true });
    } catch {
      /* shown from registerMutation.error */
    }
  });

  const serverError = registerMutation.error ? errorMessage(registerMutation.error, t('common.errors.unknownError')) : null;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle', { system: variantTitle(variant) })}
      footer={
        <Text color="fg.muted">
          {t('auth.register.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/login" search={redirectTo !== '/' ? { redirect: redirectTo } : {}}>
              {t('auth.register.login')}
            </RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
        <Stack gap={4}>
          <Field.Root invalid={!!errors.company_name} required>
            <Field.Label>{t('auth.register.companyName')}</Field.Label>
            <Input {...register('company_name')} autoComplete="organization" autoFocus placeholder={t('auth.register.companyNamePlaceholder')} />
            <Field.ErrorText>{errors.company_name?.message}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <Field.Root invalid={!!errors.username} required>
              <Field.Label>{t('auth.register.username')}</Field.Label>
              <Input {...register('username')} autoComplete="username" placeholder={t('auth.register.usernamePlaceholder')} />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.phone} required>
              <Field.Label>{t('auth.register.phone')}</Field.Label>
              <Input {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel" placeholder={t('auth.register.phonePlaceholder')} />
              <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('auth.register.password')}</Field.Label>
            <PasswordInput {...register('password')} autoComplete="new-password" placeholder={t('auth.register.passwordPlaceholder', { min: PASSWORD_MIN })} />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.confirm} required>
            <Field.Label>{t('auth.register.confirmPassword')}</Field.Label>
            <PasswordInput {...register('confirm')} autoComplete="new-password" placeholder={t('auth.register.confirmPasswordPlaceholder')} />
            <Field.ErrorText>{errors.confirm?.message}</Field.ErrorText>
          </Field.Root>
          <FormError message={serverError} />
          <Button type="submit" colorPalette="brand" size="lg" loading={registerMutation.isPending} loadingText={t('auth.register.submitting')}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
