/**
 * My account /saas/account/my/index: profile from getUserByToken, the role and creation time of the account from
 * getUserInfo, the previous and this sign-in from getLastLoginTime, edit nickname/phone, change password.
 */
import { Alert, Avatar, Badge, Box, Card, DataList, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileAvatarImage } from '@/components/ui/image-uploader/file-avatar-image';
import type { UserInfo } from '@/domain/auth';
import { currentUserQuery } from '@/lib/session/queries';
import { lastLoginTimeQuery } from '../api/get-last-login-time';
import { userInfoQuery } from '../api/get-user-info';
import { AvatarUploader } from './avatar-uploader';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { QualificationForm } from './qualification-form';

/** Local 'YYYY-MM-DD HH:mm', like the rest of the back office. */
function formatTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function MyAccountScreen() {
  const { t } = useTranslation();
  const user = useQuery(currentUserQuery());

  return (
    <Stack gap="4" data-testid="my-account-screen">
      <Heading size="md">{t('account.title')}</Heading>
      {user.isError && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('account.errors.loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(320px, 2fr) 3fr' }} gap="4" alignItems="start">
        <Card.Root variant="outline" bg="white">
          <Card.Header>
            <Heading size="sm">{t('account.profile')}</Heading>
          </Card.Header>
          <Card.Body>{user.data ? <ProfileDetails user={user.data} /> : <Skeleton h="260px" />}</Card.Body>
        </Card.Root>
        <Stack gap="4">
          <Card.Root variant="outline" bg="white">
            <Card.Header>
              <Heading size="sm">{t('account.editProfile')}</Heading>
            </Card.Header>
            <Card.Body>
              {user.data ? <ProfileForm nickname={user.data.nickname ?? ''} phone={user.data.phone ?? ''} /> : <Skeleton h="150px" />}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" bg="white">
            <Card.Header>
              <Heading size="sm">{t('account.changePassword')}</Heading>
            </Card.Header>
            <Card.Body>
              <PasswordForm />
            </Card.Body>
          </Card.Root>
        </Stack>
        {user.data?.is_main && (
          <Card.Root variant="outline" bg="white" gridColumn={{ xl: '1 / -1' }}>
            <Card.Header>
              <Heading size="sm">{t('account.qualification.title')}</Heading>
            </Card.Header>
            <Card.Body>
              <QualificationForm />
            </Card.Body>
          </Card.Root>
        )}
      </Grid>
    </Stack>
  );
}

function ProfileDetails({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const none = t('account.none');
  const times = useQuery(lastLoginTimeQuery()).data;
  const account = useQuery(userInfoQuery(user.id)).data;
  const rows: [string, string, ReactNode][] = [
    ['username', t('account.fields.username'), user.username],
    ['nickname', t('account.fields.nickname'), user.nickname || none],
    ['phone', t('account.fields.phone'), user.phone || none],
    ['company', t('account.fields.company'), user.company_name || none],
    ['app-code', t('account.fields.appCode'), <Badge key="app" variant="subtle" colorPalette="brand">{user.app_code}</Badge>],
    [
      'account-type',
      t('account.fields.accountType'),
      <Badge key="type" variant="subtle" colorPalette={user.is_main ? 'green' : 'gray'}>
        {user.is_main ? t('account.fields.mainAccount') : t('account.fields.subAccount')}
      </Badge>,
    ],
    ['business-unit', t('account.fields.businessUnit'), user.group_name || none],
    // a main account holds every menu without a role
    ['role', t('account.fields.role'), user.is_main ? t('account.fields.allMenus') : account?.role_name || none],
    ['created', t('account.fields.created'), formatTime(account?.created_at) ?? none],
    // the sign-in before this one (getUserByToken carries it too), and this one's, which only getLastLoginTime answers
    ['last-login', t('account.fields.lastLogin'), formatTime(times ? times.last_login_at : user.last_login_at) ?? none],
    ['current-login', t('account.fields.currentLogin'), formatTime(times?.current_login_at) ?? none],
  ];
  const name = user.nickname || user.username;
  return (
    <Stack gap="5">
      <Flex align="center" gap="3">
        <Avatar.Root size="lg" colorPalette="brand">
          <Avatar.Fallback name={name} />
          <FileAvatarImage fileid={user.avatar_fileid} />
        </Avatar.Root>
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.company_name}
          </Text>
        </Box>
      </Flex>
      <AvatarUploader fileid={user.avatar_fileid ?? null} />
      <DataList.Root orientation="horizontal" size="sm" gap="3">
        {rows.map(([key, label, value]) => (
          <DataList.Item key={key} data-testid={`account-${key}`}>
            <DataList.ItemLabel minW="96px">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
