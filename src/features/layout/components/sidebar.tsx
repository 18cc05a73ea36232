/** The dark sidebar (spec §2.4): brand header plus the menu tree of the user's permitted entries. */
import { Box, Flex, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildMenuTree, type MenuNode } from '@/domain/auth';
import { menuQuery } from '@/lib/session/queries';
import { useVariant, variantTitle } from '@/lib/variant';
import { useMenuNavigate } from '../hooks/use-menu-navigate';
import { activeChain, toggleOpen } from '../utils/menu-tree';
import { SidebarRail } from './sidebar-rail';
import { SidebarTree } from './sidebar-tree';
import { SIDEBAR } from './sidebar-theme';

export interface SidebarProps {
  collapsed: boolean;
  /** called after an entry was opened (the phone drawer closes itself) */
  onNavigated?: () => void;
}

export function Sidebar({ collapsed, onNavigated }: SidebarProps) {
  const variant = useVariant();
  const menu = useQuery(menuQuery(variant.appCode));
  const items = useMemo(() => menu.data ?? [], [menu.data]);
  const tree = useMemo(() => buildMenuTree(items), [items]);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const activeIds = useMemo(() => activeChain(items, pathname), [items, pathname]);
  const menuNavigate = useMenuNavigate();

  // the active entry's submenus open on every route change; the user may then open another one
  const chainKey = activeIds.join('/');
  const [openState, setOpenState] = useState({ key: chainKey, open: activeIds.slice(0, -1) });
  if (openState.key !== chainKey) setOpenState({ key: chainKey, open: activeIds.slice(0, -1) });

  const navigate = (node: MenuNode) => {
    menuNavigate(node);
    onNavigated?.();
  };

  return (
    <Flex
      as="nav"
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      aria-label={variantTitle(variant)}
      direction="column"
      h="full"
      bg={SIDEBAR.bg}
      color={SIDEBAR.text}
      overflow="hidden"
    >
      <SidebarBrand collapsed={collapsed} />
      <Box flex="1" overflowY="auto" overflowX="hidden" py="1" css={{ scrollbarWidth: 'thin', scrollbarColor: '#3a4b5e transparent' }}>
        {menu.isPending ? (
          <MenuSkeleton collapsed={collapsed} />
        ) : collapsed ? (
          <SidebarRail tree={tree} activeIds={activeIds} onNavigate={navigate} />
        ) : (
          <SidebarTree
            tree={tree}
            open={openState.open}
            activeIds={activeIds}
            onToggle={(id, depth) => setOpenState((s) => ({ ...s, open: toggleOpen(s.open, id, depth) }))}
            onNavigate={navigate}
          />
        )}
      </Box>
    </Flex>
  );
}

function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const variant = useVariant();
  useTranslation(); // the title follows the language
  const [logoFailed, setLogoFailed] = useState(false);
  const title = variantTitle(variant);
  return (
    <Flex h={SIDEBAR.headerHeight} flexShrink={0} align="center" justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? 0 : 4} gap="2.5" bg="#002140">
      {logoFailed ? (
        <Flex boxSize="28px" rounded="md" bg={SIDEBAR.activeBg} color="white" align="center" justify="center" fontWeight="bold" fontSize="sm">
          L
        </Flex>
      ) : (
        <Image src={variant.logo} alt="" boxSize="28px" onError={() => setLogoFailed(true)} />
      )}
      {!collapsed && (
        <Text color="white" fontWeight="semibold" fontSize="md" truncate title={title}>
          {title}
        </Text>
      )}
    </Flex>
  );
}

function MenuSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <Stack gap="3" px={collapsed ? 3 : 5} py="3" opacity={0.25}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h="18px" />
      ))}
    </Stack>
  );
}
