/** Notification bell slot (spec §2.4): unread count badge and a popover of unread titles with mark-all-read. */
import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCheckCheck, LuInbox } from 'react-icons/lu';
import { Link } from '@tanstack/react-router';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

const MESSAGE_PATH = '/saas/message/index';

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const markAll = useMarkAllNotificationsRead();
  const total = unread.data?.total ?? 0;
  const list = unread.data?.list ?? [];

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('layout.notifications.label')} data-testid="notification-bell" position="relative">
          <LuBell />
          {total > 0 && (
            <Badge
              data-testid="notification-badge"
              position="absolute"
              top="0"
              right="0"
              transform="translate(30%, -20%)"
              colorPalette="red"
              variant="solid"
              rounded="full"
              fontSize="10px"
              minW="18px"
              h="16px"
              px="1"
              justifyContent="center"
            >
              {total > 99 ? '99+' : total}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '300px', md: '340px' }} data-testid="notification-popover">
            <Popover.Header borderBottomWidth="1px" py="2.5" px="4">
              <Flex align="center" justify="space-between" gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {t('layout.notifications.title')}
                  {total > 0 && ` (${total})`}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  disabled={total === 0}
                  loading={markAll.isPending}
                  onClick={() => markAll.mutate()}
                  data-testid="notification-mark-all"
                >
                  <LuCheckCheck /> {t('layout.notifications.markAllRead')}
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body p="0" maxH="320px" overflowY="auto">
              {unread.isPending ? (
                <Flex justify="center" py="6">
                  <Spinner size="sm" />
                </Flex>
              ) : unread.isError ? (
                <Text fontSize="sm" color="fg.muted" textAlign="center" py="6">
                  {t('layout.notifications.loadFailed')}
                </Text>
              ) : list.length === 0 ? (
                <Stack align="center" py="6" color="fg.muted" gap="1">
                  <LuInbox size="24" />
                  <Text fontSize="sm">{t('layout.notifications.empty')}</Text>
                </Stack>
              ) : (
                <Box as="ul" listStyleType="none" m="0" p="0">
                  {list.map((n) => (
                    <Box as="li" key={n.id} px="4" py="2.5" borderBottomWidth="1px" borderColor="border.muted" data-testid="notification-item">
                      <Text fontSize="sm" fontWeight="medium" truncate>
                        {n.title}
                      </Text>
                      {n.message && (
                        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                          {n.message}
                        </Text>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" py="2" justifyContent="center">
              <Button asChild size="xs" variant="ghost" colorPalette="brand">
                <Link to={MESSAGE_PATH as never}>{t('layout.notifications.viewAll')}</Link>
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
