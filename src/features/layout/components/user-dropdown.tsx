/**
 * User dropdown (spec §2.4): avatar + name (truncated at 20), home, my account, switch business unit, log out.
 * Logging out with writes on this device not sent yet asks first: they stay and are sent when the user signs in again.
 * 'Log out on all devices' (after a confirmation) ends every session of the account on the server — a lost phone,
 * a shared computer — and this one with it.
 */
import { Avatar, Box, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/entity-screen/confirm-dialog';
import { FileAvatarImage } from '@/components/ui/image-uploader/file-avatar-image';
import { LuBuilding2, LuChevronDown, LuHouse, LuLogOut, LuMonitorOff, LuUser } from 'react-icons/lu';
import { useOutboxSummary } from '@/lib/outbox';
import { currentUserQuery, useLogout } from '@/lib/session/queries';
import { useTokenPayload } from '@/lib/session/token-store';
import { truncateUserName } from '../utils/truncate';

export const MY_ACCOUNT_PATH = '/saas/account/my/index';

export interface UserDropdownProps {
  onSwitchBusinessUnit: () => void;
  /** hide the name next to the avatar (phones) */
  compact?: boolean;
}

export function UserDropdown({ onSwitchBusinessUnit, compact }: UserDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payload = useTokenPayload();
  const { data: user } = useQuery(currentUserQuery());
  const logout = useLogout();
  const outbox = useOutboxSummary();
  const unsent = outbox.pending + outbox.failed;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const fullName = user?.nickname || user?.username || payload?.nickname || payload?.username || '';
  const groupName = user?.group_name || payload?.group_name;

  const onSelect = (value: string) => {
    if (value === 'home') void navigate({ to: '/' });
    else if (value === 'account') void navigate({ to: MY_ACCOUNT_PATH } as never);
    else if (value === 'switch-bu') onSwitchBusinessUnit();
    else if (value === 'logout') {
      if (unsent > 0) setConfirmLogout(true);
      else logout.mutate({});
    } else if (value === 'logout-everywhere') setConfirmEverywhere(true);
  };

  return (
    <>
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => onSelect(d.value)}>
      <Menu.Trigger asChild>
        <chakra.button
          display="flex"
          type="button"
          data-testid="user-dropdown"
          aria-label={t('layout.user.menu')}
          alignItems="center"
          gap="2"
          px="1.5"
          h="40px"
          rounded="md"
          cursor="pointer"
          _hover={{ bg: 'gray.100' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        >
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={fullName || undefined} />
            <FileAvatarImage fileid={user?.avatar_fileid} />
          </Avatar.Root>
          {!compact && (
            <Text as="span" fontSize="sm" maxW="220px" truncate title={fullName} data-testid="user-name">
              {truncateUserName(fullName)}
            </Text>
          )}
          <LuChevronDown size="14" />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="180px">
            {groupName && (
              <Box px="2" py="1.5" fontSize="xs" color="fg.muted">
                {t('layout.user.currentGroup', { name: groupName })}
              </Box>
            )}
            <Menu.Item value="home" data-testid="user-menu-home">
              <LuHouse /> {t('layout.user.home')}
            </Menu.Item>
            <Menu.Item value="account" data-testid="user-menu-account">
              <LuUser /> {t('layout.user.myAccount')}
            </Menu.Item>
            <Menu.Item value="switch-bu" data-testid="user-menu-switch-bu">
              <LuBuilding2 /> {t('layout.user.switchBusinessUnit')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="user-menu-logout" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LuLogOut /> {t('layout.user.logout')}
            </Menu.Item>
            <Menu.Item value="logout-everywhere" data-testid="user-menu-logout-everywhere" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LuMonitorOff /> {t('layout.user.logoutEverywhere')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
    <ConfirmDialog
      open={confirmLogout}
      title={t('layout.user.logout')}
      message={t('layout.user.unsentOnLogout', { count: unsent })}
      busy={logout.isPending}
      danger
      onConfirm={() => {
        setConfirmLogout(false);
        logout.mutate({});
      }}
      onCancel={() => setConfirmLogout(false)}
      testId="logout-unsent"
    />
    <ConfirmDialog
      open={confirmEverywhere}
      title={t('layout.user.logoutEverywhere')}
      message={t('layout.user.logoutEverywhereConfirm')}
      busy={logout.isPending}
      danger
      onConfirm={() => {
        setConfirmEverywhere(false);
        logout.mutate({ everywhere: true });
      }}
      onCancel={() => setConfirmEverywhere(false)}
      testId="logout-everywhere"
    />
    </>
  );
}
