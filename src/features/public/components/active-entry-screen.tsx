/**
 * 账号激活 (/active-entry): where a registered account learns whether it is active. The account activates when the
 * platform approves its company's review: approved enters the system; pending points to /examining; rejected to
 * /edit-company to correct the details and resubmit. Without a session it asks to sign in and come back.
 */
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuClock, LuCircleX, LuUserRound } from 'react-icons/lu';
import { StatusScreen } from '@/components/ui/status-screen';
import { useTokenPayload } from '@/lib/session/token-store';
import { useCompanyReviewState } from '../api/company-registration';
import { errorText } from '../utils/lang';

const icon = (as: typeof LuClock, color: string) => <Box as={as} boxSize="12" color={color} />;

export function ActiveEntryScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const review = useCompanyReviewState(payload?.id ?? null);
  const title = t('publicPages.activeEntry.title');
  const link = (to: string, label: string, testId: string) => (
    <Button asChild size="sm" colorPalette="brand" data-testid={testId}>
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );

  if (!payload) {
    return (
      <StatusScreen
        fullPage
        badge={icon(LuUserRound, 'fg.muted')}
        title={title}
        body={<Text data-testid="active-entry-sign-in">{t('publicPages.activeEntry.signIn')}</Text>}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/login" search={{ redirect: '/active-entry' }}>
              {t('publicPages.activeEntry.signInButton')}
            </RouterLink>
          </Button>
        }
      />
    );
  }
  if (!review.data) {
    return <StatusScreen fullPage badge={<Spinner size="lg" />} title={title} body={review.isError ? errorText(review.error, t('publicPages.loadFailed')) : ''} />;
  }
  const { status, reason, company_name: name } = review.data;
  if (status === 'approved') {
    return (
      <StatusScreen
        fullPage
        badge={icon(LuCircleCheck, 'green.500')}
        title={title}
        body={<Text data-testid="active-entry-approved">{t('publicPages.activeEntry.approved', { name })}</Text>}
        actions={link('/', t('publicPages.activeEntry.enter'), 'active-entry-enter')}
      />
    );
  }
  if (status === 'rejected') {
    return (
      <StatusScreen
        fullPage
        badge={icon(LuCircleX, 'red.500')}
        title={title}
        body={<Text data-testid="active-entry-rejected">{t('publicPages.activeEntry.rejected', { reason })}</Text>}
        actions={payload.is_main ? link('/edit-company', t('publicPages.activeEntry.toEditCompany'), 'active-entry-edit') : undefined}
      />
    );
  }
  return (
    <StatusScreen
      fullPage
      badge={icon(LuClock, 'orange.500')}
      title={title}
      body={<Text data-testid="active-entry-pending">{t('publicPages.activeEntry.pending')}</Text>}
      actions={link('/examining', t('publicPages.activeEntry.toExamining'), 'active-entry-examining')}
    />
  );
}
