/** /login: username (trimmed) + password → token, then back to ?redirect= or home (spec §2.2, §5). */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX, USERNAME_MAX } from '@/domain/auth';
import { clearTypedLogin, keepTypedLogin, removePrerender, takePrerenderedLogin, typedLogin } from '@/app/prerender/handoff';
import { useVariant, variantTitle } from '@/lib/variant';
import { useLogin } from '../api/login';
import { errorMessage } from '../utils/error-message';
import { safeRedirect } from '../utils/safe-redirect';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

function useLoginSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('auth.login.usernameRequired')).max(USERNAME_MAX),
        password: z.string().min(1, t('auth.login.passwordRequired')).max(PASSWORD_MAX),
      }),
    [t],
  );
}

type LoginForm = { username: string; password: string };

export function LoginScreen() {
  const { t } = useTranslation();
  const variant = useVariant();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const redirectTo = safeRedirect(typeof search.redirect === 'string' ? search.redirect : null);
  const schema = useLoginSchema();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(schema), defaultValues: typedLogin() });
  // what is typed outlives this instance of the screen (a remount starts from it: handoff.ts typedLogin). Subscribed
  // before the browser handles another event: with a passive effect, a username typed between the screen's mount and
  // the effect (late under load) was never kept, and a remount right after lost it while the password typed next stayed
  useLayoutEffect(() => {
    const sub = watch((values) => keepTypedLogin(values));
    return () => sub.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      clearTypedLogin();
      await navigate({ href: redirectTo, replace: true });
    } catch {
      /* shown from loginMutation.error */
    }
  });

  // What was typed (and pressed) on the prerendered copy of this screen before the app had loaded, read once this
  // form is in the document and before the browser paints again, so no keystroke falls between the two.
  // In the app the focus is set here, not by autoFocus: React focuses an autoFocus field before this effect runs,
  // which took the focus from the copy's password field mid-typing (the next keys went after the username).
  const focused = useRef(false);
  useLayoutEffect(() => {
    // a re-run of this effect (StrictMode, a Suspense boundary shown again) moves neither values nor the focus
    if (focused.current) return;
    focused.current = true;
    // A remount rendered in a transition (a navigation to this route again, e.g. a session ended elsewhere) read what
    // was typed when it rendered, while the screen still shown took more keys: a username typed then was kept beside
    // the page but not in this form, and the password typed next was sent alone (请输入用户名). Taken up now, at commit.
    const kept = typedLogin();
    if (kept.username && !getValues('username')) setValue('username', kept.username);
    if (kept.password && !getValues('password')) setValue('password', kept.password);
    const carried = takePrerenderedLogin();
    // mounted again after the username was typed: the user was on to the password
    setFocus(carried?.focus ?? (typedLogin().username && !typedLogin().password ? 'password' : 'username'));
    if (!carried) return;
    removePrerender();
    if (carried.username) setValue('username', carried.username);
    if (carried.password) setValue('password', carried.password);
    // kept beside the page like anything typed: the watch above subscribes in an effect that runs after this one, so
    // it never saw these values, and a second mount right after (a pending route under load) lost the username
    keepTypedLogin({ username: carried.username, password: carried.password });
    if (carried.submit) void onSubmit();
    // once, on mount: the copy is handed over a single time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const serverError = loginMutation.error ? errorMessage(loginMutation.error, t('auth.login.failed')) : null;
  const pending = loginMutation.isPending;

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle', { system: variantTitle(variant) })}
      footer={
        // the platform-admin variant has no self-registration
        variant.appCode !== 'FMZY' && (
        <Text color="fg.muted">
          {t('auth.login.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/register" search={redirectTo !== '/' ? { redirect: redirectTo } : {}}>
              {t('auth.login.register')}
            </RouterLink>
          </Link>
        </Text>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap={4}>
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>{t('auth.login.username')}</Field.Label>
            <Input
              {...register('username')}
              data-testid="login-username"
              autoComplete="username"
              // the prerendered copy (built through the SSR loader) focuses this field as the page loads
              autoFocus={import.meta.env.SSR}
              placeholder={t('auth.login.usernamePlaceholder')}
              size="lg"
            />
            <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Flex w="full" justify="space-between" align="baseline">
              <Field.Label>{t('auth.login.password')}</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg">
                <RouterLink to="/forget-password">{t('auth.login.forgot')}</RouterLink>
              </Link>
            </Flex>
            <PasswordInput
              {...register('password')}
              data-testid="login-password"
              autoComplete="current-password"
              placeholder={t('auth.login.passwordPlaceholder')}
              size="lg"
            />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <FormError message={serverError} />
          <Button type="submit" data-testid="login-submit" colorPalette="brand" size="lg" loading={pending} loadingText={t('auth.login.submitting')}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
