/**
 * /saas/system/menu/index (platform admin): every app code's menu as a tree — names, paths, icons, order, hidden
 * entries — with an entry's detail (/show/:id), edit (/update/:id) and new entries (/add, under a folder or at the top).
 * The server refuses a path outside the route catalog and tells every open session that menus changed.
 */
import { Badge, Box, Button, Field, Heading, HStack, Icon, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { menuIcon } from '@/features/layout/components/menu-icon';
import { useAdminMenus } from '../api/menus';
import { menuTree, type AdminMenuNode } from '../utils/menu-tree';
import { AppCodeSelect } from './app-code-select';

function RowIcon({ name }: { name: string }) {
  const Drawn = menuIcon(name);
  return Drawn ? <Icon as={Drawn} boxSize="3" /> : null;
}

export function MenuAdminScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const appCode = (useSearch({ strict: false }) as { app?: string }).app ?? 'BANG';
  const menus = useAdminMenus(appCode);
  const roots = useMemo(() => menuTree(menus.data ?? []), [menus.data]);
  const zh = i18n.language.startsWith('zh');
  const addLink = (pid?: number) => ({ to: '/saas/system/menu/add', search: { app: appCode, ...(pid ? { pid } : {}) } as never });

  const renderNode = (n: AdminMenuNode, depth: number) => (
    <Box key={n.id}>
      <HStack gap="2" py="1" pl={`${depth * 20 + 4}px`} borderBottomWidth="1px" borderColor="border.muted" wrap="wrap" data-testid={`menu-row-${n.path}`}>
        <Link asChild fontSize="sm" fontWeight={n.children.length ? 'semibold' : 'normal'} minW="120px" flex={{ base: '1', sm: 'initial' }} colorPalette="brand" data-testid={`menu-show-${n.path}`}>
          <RouterLink to="/saas/system/menu/show/$id" params={{ id: String(n.id) } as never}>
            {zh ? n.name_zh : n.name_en}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" flex="1" minW="0" truncate hideBelow="sm" title={n.path}>
          {n.path}
        </Text>
        {n.icon && (
          <Badge size="xs" variant="outline" gap="1">
            <RowIcon name={n.icon} />
            {n.icon}
          </Badge>
        )}
        {n.is_hidden && (
          <Badge size="xs" colorPalette="gray">
            {t('admin.menu.hiddenBadge')}
          </Badge>
        )}
        {n.custom ? (
          <Badge size="xs" colorPalette="blue">
            {t('admin.menu.customBadge')}
          </Badge>
        ) : (
          n.edited && (
            <Badge size="xs" colorPalette="orange">
              {t('admin.menu.editedBadge')}
            </Badge>
          )
        )}
        <Text fontSize="xs" color="fg.muted" w="36px" textAlign="right">
          {n.sort}
        </Text>
        {n.path.startsWith('#') ? (
          <Button asChild size="2xs" variant="ghost" colorPalette="brand" aria-label={t('admin.menu.addChild')} title={t('admin.menu.addChild')} data-testid={`menu-add-under-${n.path}`}>
            <RouterLink {...addLink(n.id)}>
              <LuPlus />
            </RouterLink>
          </Button>
        ) : (
          <Box w="24px" />
        )}
        <Button asChild size="2xs" variant="ghost" colorPalette="brand" aria-label={t('admin.edit')} title={t('admin.edit')} data-testid={`menu-edit-${n.path}`}>
          <RouterLink to="/saas/system/menu/update/$id" params={{ id: String(n.id) } as never}>
            <LuPencil />
          </RouterLink>
        </Button>
      </HStack>
      {n.children.map((c) => renderNode(c, depth + 1))}
    </Box>
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="menu-admin-screen" minW="0">
      <Heading size="md">{t('admin.menu.title')}</Heading>
      <HStack gap="3" align="end" justify="space-between" wrap="wrap">
        <Field.Root maxW="200px">
          <Field.Label fontSize="sm">{t('admin.menu.app')}</Field.Label>
          <AppCodeSelect value={appCode} onChange={(e) => void navigate({ to: '/saas/system/menu/index', search: { app: e.target.value } as never, replace: true })} testId="menu-app" />
        </Field.Root>
        <Button asChild size="sm" colorPalette="brand" data-testid="menu-add">
          <RouterLink {...addLink()}>
            <LuPlus /> {t('admin.menu.add')}
          </RouterLink>
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="2" minW="0" overflowX="auto">
        {menus.isPending ? <Skeleton h="240px" /> : menus.isError ? <Text color="fg.error">{t('admin.loadFailed')}</Text> : roots.map((r) => renderNode(r, 0))}
      </Box>
    </Stack>
  );
}
