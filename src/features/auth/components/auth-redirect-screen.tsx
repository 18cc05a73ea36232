/** /auth-redirect?token=…&refresh_token=…&redirect=…: signs in with tokens handed over by another system. */
import { useEffect } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setTokens } from '@/lib/session/token-store';
import { safeRedirect } from '../utils/safe-redirect';

export function AuthRedirectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const token = typeof search.token === 'string' ? search.token : null;
  const refresh = typeof search.refresh_token === 'string' ? search.refresh_token : undefined;
  const redirect = typeof search.redirect === 'string' ? search.redirect : null;

  useEffect(() => {
    if (token) {
      setTokens({ token, refresh_token: refresh });
      queryClient.clear();
      void navigate({ href: safeRedirect(redirect), replace: true });
    } else {
      void navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
    }
  }, [token, refresh, redirect, navigate, queryClient]);

  return (
    <Center minH="100dvh">
      <Stack align="center" gap={3}>
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t('auth.redirecting')}</Text>
      </Stack>
    </Center>
  );
}
