/**
 * /examining (public): where a registered company waits for the platform's qualification review. Pending shows
 * that it is being reviewed; rejected shows the reviewer's reason and lets the main account submit again (after
 * fixing its data under My account); approved leads into the system. Without a session it points to sign-in.
 */
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircleX, LuHourglass } from 'react-icons/lu';
import { logout } from '@/lib/session/queries';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useCompanyReview, useResubmitReview } from '../api/company-review';
import { formatTime } from '../utils/format';

export function ExaminingScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const userId = payload?.id ?? null;
  const review = useCompanyReview(userId);
  const resubmit = useResubmitReview(userId);
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    await navigate({ to: '/login', replace: true });
  };

  const signOutButton = (
    <Button size="sm" variant="outline" onClick={() => void signOut()} data-testid="examining-logout">
      {t('organization.examining.logout')}
    </Button>
  );

  if (!payload) {
    return (
      <StatusScreen
        badge={<LuHourglass size={48} />}
        title={t('organization.examining.title')}
        body={t('organization.examining.signInToSee')}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/login">{t('organization.examining.signIn')}</RouterLink>
          </Button>
        }
      />
    );
  }

  const data = review.data;
  if (!data) {
    return <StatusScreen badge={<Spinner size="lg" />} title={t('organization.examining.title')} body={review.isError ? t('organization.loadFailed') : t('organization.examining.loading')} actions={signOutButton} />;
  }

  if (data.status === 'approved') {
    return (
      <StatusScreen
        badge={<Box color="green.500"><LuCircleCheck size={48} /></Box>}
        title={t('organization.examining.approvedTitle')}
        body={t('organization.examining.approvedBody', { name: data.company_name })}
        actions={
          <Button asChild size="sm" colorPalette="brand" data-testid="examining-enter">
            <RouterLink to="/">{t('organization.examining.enter')}</RouterLink>
          </Button>
        }
      />
    );
  }

  if (data.status === 'rejected') {
    return (
      <StatusScreen
        badge={<Box color="red.500"><LuCircleX size={48} /></Box>}
        title={t('organization.examining.rejectedTitle')}
        body={
          <Stack gap="3" data-testid="examining-rejected">
            <Text>{t('organization.examining.rejectedBody', { name: data.company_name })}</Text>
            <Box bg="red.50" borderRadius="md" p="3" textAlign="start">
              <Text fontSize="xs" color="fg.muted">
                {t('organization.examining.reason')} · {formatTime(data.decided_at)}
              </Text>
              <Text fontSize="sm" color="red.700" data-testid="examining-reason">
                {data.reason}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t('organization.examining.fixHint')}
            </Text>
          </Stack>
        }
        actions={
          <>
            {/* the registration's second step (/edit-company): correct the company details, which resubmits */}
            {payload.is_main && (
              <Button asChild size="sm" variant="outline" colorPalette="brand" data-testid="examining-edit-company">
                <RouterLink to="/edit-company">{t('routes.editCompany')}</RouterLink>
              </Button>
            )}
            {payload.is_main && (
              <Button asChild size="sm" variant="outline" colorPalette="brand" data-testid="examining-update">
                <RouterLink to="/saas/account/my/index">{t('organization.examining.updatePhotos')}</RouterLink>
              </Button>
            )}
            {payload.is_main && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={resubmit.isPending}
                onClick={() => void resubmit.mutateAsync().then(() => toast.success(t('organization.examining.resubmitted')), () => undefined)}
                data-testid="examining-resubmit"
              >
                {t('organization.examining.resubmit')}
              </Button>
            )}
            {signOutButton}
          </>
        }
      />
    );
  }

  return (
    <StatusScreen
      badge={<Box color="orange.400"><LuHourglass size={48} /></Box>}
      title={t('organization.examining.title')}
      body={
        <Stack gap="2" data-testid="examining-pending">
          <Text>{t('organization.examining.pendingBody', { name: data.company_name })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('organization.examining.submittedAt', { time: formatTime(data.submitted_at) })}
          </Text>
        </Stack>
      }
      actions={
        <>
          <Button size="sm" colorPalette="brand" variant="subtle" loading={review.isFetching} onClick={() => void review.refetch()} data-testid="examining-refresh">
            {t('organization.examining.refresh')}
          </Button>
          {signOutButton}
        </>
      }
    />
  );
}

interface StatusScreenProps {
  badge: ReactNode;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
}

/** The full-page status card of the public screens, with room for a block body (the rejection reason). */
function StatusScreen({ badge, title, body, actions }: StatusScreenProps) {
  return (
    <Flex minH="100dvh" align="center" justify="center" px={{ base: 4, md: 8 }} py={{ base: 8, md: 12 }} bgGradient="to-br" gradientFrom="brand.50" gradientTo="bg.subtle" data-testid="examining-screen">
      <Box as="section" w="full" maxW="md" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" shadow="lg" px={{ base: 6, md: 10 }} py={{ base: 8, md: 10 }} textAlign="center">
        <Stack gap={4} align="center">
          <Box color="brand.solid" lineHeight="1">
            {badge}
          </Box>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Box color="fg.muted" textWrap="pretty" w="full">
            {typeof body === 'string' ? <Text>{body}</Text> : body}
          </Box>
          {actions && (
            <Flex gap={3} wrap="wrap" justify="center" pt={2}>
              {actions}
            </Flex>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
