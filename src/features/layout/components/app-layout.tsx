/**
 * The authenticated layout (spec §2.4): dark sidebar (cookie-persisted, icon rail under 1024 px, drawer on
 * phones), navbar, tab bar, expiry banner and the session dialogs around the routed screen.
 */
import { Box, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { LiveMenusEffect } from '@/lib/session/live-menus';
import { useVariant } from '@/lib/variant';
import { useDevice } from '../hooks/use-device';
import { useSidebarOpened } from '../hooks/use-sidebar-status';
import { BackspaceGuardEffect } from './backspace-guard-effect';
import { SessionDialogs, SubscriptionBanner } from './session-dialogs';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { SIDEBAR } from './sidebar-theme';
import { TagsView } from './tags-view';

export const CONTENT_BG = '#f0f2f5';

export function AppLayout() {
  const variant = useVariant();
  const device = useDevice();
  const [opened, toggleOpened] = useSidebarOpened();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [manualChooser, setManualChooser] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // a route change closes the phone/tablet drawer
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }

  const railWidth = device === 'desktop' ? (opened ? SIDEBAR.width : SIDEBAR.railWidth) : device === 'tablet' ? SIDEBAR.railWidth : '0px';
  const onHamburger = device === 'desktop' ? toggleOpened : () => setDrawerOpen((o) => !o);

  return (
    <Box minH="100dvh" bg={CONTENT_BG} data-testid="app-layout" data-device={device}>
      <BackspaceGuardEffect />
      <LiveMenusEffect />
      {device !== 'phone' && (
        <Box
          as="aside"
          position="fixed"
          insetY="0"
          left="0"
          zIndex="sticky"
          w={railWidth}
          transition="width 0.2s ease"
          boxShadow="2px 0 6px rgba(0, 21, 41, 0.35)"
        >
          <Sidebar collapsed={device !== 'desktop' || !opened} />
        </Box>
      )}
      {device !== 'desktop' && (
        <Drawer.Root open={drawerOpen} onOpenChange={(d) => setDrawerOpen(d.open)} placement="start" size="xs">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={SIDEBAR.width} data-testid="sidebar-drawer" bg={SIDEBAR.bg}>
                <Sidebar collapsed={false} onNavigated={() => setDrawerOpen(false)} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" minH="100dvh" ml={railWidth} transition="margin-left 0.2s ease" minW="0">
        <Box position="sticky" top="0" zIndex="docked">
          <Navbar
            device={device}
            sidebarOpened={device === 'desktop' ? opened : drawerOpen}
            onHamburger={onHamburger}
            onSwitchBusinessUnit={() => setManualChooser(true)}
          />
          <TagsView welcomePath={`/my/${variant.product}`} />
        </Box>
        <SubscriptionBanner appCode={variant.appCode} />
        <Box as="main" flex="1" minW="0" p={{ base: 3, md: 4 }}>
          <Outlet />
        </Box>
      </Flex>
      <SessionDialogs manualChooser={manualChooser} onCloseChooser={() => setManualChooser(false)} />
    </Box>
  );
}
