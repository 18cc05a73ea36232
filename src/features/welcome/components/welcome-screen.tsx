/** Welcome page /my/{product}: greeting with name and company, variant title, quick links, last login. */
import { Alert, Avatar, Box, Card, DataList, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMenuTree } from '@/domain/auth';
import { currentUserQuery, menuQuery } from '@/lib/session/queries';
import { useTokenPayload } from '@/lib/session/token-store';
import { useVariant, variantTitle } from '@/lib/variant';
import { formatLoginTime, greetingKey } from '../utils/greeting';
import { QuickLinks } from './quick-links';

export function WelcomeScreen() {
  const { t } = useTranslation();
  const variant = useVariant();
  const payload = useTokenPayload();
  const user = useQuery(currentUserQuery());
  const menu = useQuery(menuQuery(variant.appCode));
  const tree = useMemo(() => buildMenuTree(menu.data ?? []), [menu.data]);
  const name = user.data?.nickname || user.data?.username || payload?.nickname || payload?.username || '';
  const lastLogin = formatLoginTime(user.data?.last_login_at);
  const isMain = user.data?.is_main ?? payload?.is_main;

  return (
    <Stack gap="4" data-testid="welcome-screen">
      <Card.Root variant="outline" bg="white" overflow="hidden">
        <Box h="4px" bgGradient="to-r" gradientFrom="brand.500" gradientTo="cyan.400" />
        <Card.Body>
          <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'center' }} justify="space-between">
            <Flex gap="4" align="center" minW="0">
              <Avatar.Root size="xl" colorPalette="brand" flexShrink={0}>
                <Avatar.Fallback name={name || undefined} />
              </Avatar.Root>
              <Box minW="0">
                <Skeleton loading={user.isPending && !name} minW="160px">
                  <Heading size={{ base: 'md', md: 'lg' }} data-testid="welcome-greeting" lineClamp={2}>
                    {t(greetingKey(), { name })}
                  </Heading>
                </Skeleton>
                <Text color="fg.muted" mt="1" data-testid="welcome-variant-title">
                  {t('welcome.subtitle', { title: variantTitle(variant) })}
                </Text>
              </Box>
            </Flex>
            <DataList.Root orientation="horizontal" size="sm" gap="2" minW={{ lg: '320px' }}>
              <DataList.Item>
                <DataList.ItemLabel minW="88px">{t('welcome.company')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="welcome-company">
                  {user.isPending ? <Skeleton h="4" w="120px" /> : user.data?.company_name || payload?.main_name || '—'}
                </DataList.ItemValue>
              </DataList.Item>
              {(user.data?.group_name || payload?.group_name) && (
                <DataList.Item>
                  <DataList.ItemLabel minW="88px">{t('welcome.businessUnit')}</DataList.ItemLabel>
                  <DataList.ItemValue>{user.data?.group_name || payload?.group_name}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel minW="88px">{t('welcome.account')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {user.data?.username || payload?.username}
                  {isMain !== undefined && (
                    <Text as="span" color="fg.muted" ms="2">
                      ({isMain ? t('welcome.mainAccount') : t('welcome.subAccount')})
                    </Text>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="88px">{t('welcome.lastLogin')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="welcome-last-login">
                  {user.isPending ? <Skeleton h="4" w="120px" /> : lastLogin ?? t('welcome.neverLoggedIn')}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Flex>
          {user.isError && (
            <Alert.Root status="error" size="sm" mt="4">
              <Alert.Indicator />
              <Alert.Title>{t('welcome.loadFailed')}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>
      <Box>
        <Heading size="sm" mb="3" color="gray.700">
          {t('welcome.quickLinks')}
        </Heading>
        {menu.isPending ? (
          <Flex gap="4" wrap="wrap">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="140px" flex="1" minW="220px" rounded="md" />
            ))}
          </Flex>
        ) : (
          <QuickLinks tree={tree} />
        )}
      </Box>
    </Stack>
  );
}
