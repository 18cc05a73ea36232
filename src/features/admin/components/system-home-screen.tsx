/**
 * /saas/system (系统管理): the system area's landing page — one card per screen of the area the signed-in user holds
 * (roles, user groups, accounts, data roles, the audit log; for the platform admin also menus and the ops channel),
 * read from the user's own menu so it shows exactly what the sidebar's 系统管理 folder shows.
 */
import { Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '@/domain/route-catalog';
import { setMenuId } from '@/lib/session/menu-id';
import { menuQuery } from '@/lib/session/queries';
import { useVariant } from '@/lib/variant';
import { folderEntries } from '../utils/folder-entries';

export function SystemHomeScreen() {
  const { t, i18n } = useTranslation();
  const menu = useQuery(menuQuery(useVariant().appCode));
  const entries = folderEntries(menu.data ?? [], '/saas/system');
  const zh = i18n.language.startsWith('zh');

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="system-home-screen" minW="0">
      <Heading size="md">{t('admin.system.title')}</Heading>
      {menu.isPending ? (
        <Skeleton h="160px" />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t('admin.system.empty')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {entries.map((m) => {
            const route = findRoute(m.path);
            return (
              <LinkBox key={m.id} bg="bg" borderWidth="1px" borderRadius="md" p="4" _hover={{ borderColor: 'brand.solid' }} data-testid={`system-entry-${m.path}`}>
                <Stack gap="1">
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={m.path} onClick={() => setMenuId(m.id)}>
                      {m.name}
                    </RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`admin.system.about.${m.path}`, { defaultValue: route ? (zh ? route.zh : route.en) : m.path })}
                  </Text>
                </Stack>
              </LinkBox>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
