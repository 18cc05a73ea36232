/** The white top bar (50 px): hamburger, breadcrumb, search, sync, print queue, bell, language, size, full screen, user. */
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuIndentDecrease, LuIndentIncrease, LuMenu } from 'react-icons/lu';
import type { Device } from '../hooks/use-device';
import { FullscreenToggle } from './fullscreen-toggle';
import { LangSwitch } from './lang-switch';
import { NavBreadcrumb } from './nav-breadcrumb';
import { NavbarSearch } from './navbar-search';
import { NotificationBell } from './notification-bell';
import { SocketStatusDot } from '@/lib/socket/status-dot';
import { SyncBadge } from '@/components/ui/sync-badge';
import { PrintQueueButton } from '@/components/ui/print-queue/print-queue-button';
import { PrintQueueEffect } from '@/components/ui/print-queue/print-queue-effect';
import { SizeSwitch } from './size-switch';
import { UserDropdown } from './user-dropdown';

export const NAVBAR_HEIGHT = '50px';

export interface NavbarProps {
  device: Device;
  sidebarOpened: boolean;
  onHamburger: () => void;
  onSwitchBusinessUnit: () => void;
}

export function Navbar({ device, sidebarOpened, onHamburger, onSwitchBusinessUnit }: NavbarProps) {
  const { t } = useTranslation();
  const HamburgerIcon = device !== 'desktop' ? LuMenu : sidebarOpened ? LuIndentDecrease : LuIndentIncrease;
  return (
    <Flex as="header" h={NAVBAR_HEIGHT} align="center" gap={{ base: 1, md: 2 }} px={{ base: 1.5, md: 2 }} bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('layout.sidebar.toggle')}
        aria-expanded={device === 'desktop' ? sidebarOpened : undefined}
        data-testid="hamburger"
        onClick={onHamburger}
      >
        <HamburgerIcon />
      </IconButton>
      <Box flex="1" minW="0" overflow="hidden" display={{ base: 'none', md: 'block' }}>
        <NavBreadcrumb />
      </Box>
      <Box flex="1" display={{ base: 'block', md: 'none' }} />
      <HStack gap={{ base: 0, md: 1 }} flexShrink={0}>
        <NavbarSearch />
        <SocketStatusDot />
        <SyncBadge />
        <PrintQueueButton hideWhenEmpty={device === 'phone'} />
        <NotificationBell />
        <LangSwitch />
        {device !== 'phone' && <SizeSwitch />}
        {device !== 'phone' && <FullscreenToggle />}
        <UserDropdown onSwitchBusinessUnit={onSwitchBusinessUnit} compact={device === 'phone'} />
      </HStack>
      <PrintQueueEffect />
    </Flex>
  );
}
