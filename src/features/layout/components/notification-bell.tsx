/**
 * Notification bell (spec §2.4, §7): unread count badge and a popover of the unread list — history first, live
 * messages on top — where a click opens the notification's route or file and marks it read, with mark-all-read.
 * It also keeps the live parts running while signed in: live messages and query refresh on server events.
 */
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCheck, LuCheckCheck, LuInbox } from 'react-icons/lu';
import { Link, useNavigate } from '@tanstack/react-router';
import { startLiveRefresh } from '@/lib/socket/live-refresh';
import { openFileLink } from '@/lib/api-download';
import { useUnreadNotifications, type NotificationItem } from '../api/get-unread-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { targetOf } from '../utils/notification-inbox';

const MESSAGE_PATH = '/saas/message/index';

/** Live messages into the bell and open screens refreshed by server events, while the navbar is there. */
function NotificationsLiveEffect() {
  const queryClient = useQueryClient();
  useLiveNotifications();
  useEffect(() => startLiveRefresh(queryClient), [queryClient]);
  return null;
}

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const total = unread.data?.total ?? 0;
  const list = unread.data?.list ?? [];

  const openItem = (n: NotificationItem) => {
    markOne.mutate(n.id);
    const target = targetOf(n);
    if (!target) return;
    setOpen(false);
    if ('route' in target) void navigate({ to: target.route as never });
    // a file of ours downloads with the token (a failure was already shown by the api client)
    else openFileLink(target.file, t('layout.notifications.filePrefix')).catch(() => undefined);
  };

  return (
    <>
      <NotificationsLiveEffect />
      <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount open={open} onOpenChange={(e) => setOpen(e.open)}>
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
                      <Flex as="li" key={n.id} align="flex-start" gap="1" pl="4" pr="2" py="2.5" borderBottomWidth="1px" borderColor="border.muted" data-testid="notification-item" _hover={{ bg: 'bg.muted' }}>
                        <Box flex="1" minW="0" cursor="pointer" onClick={() => openItem(n)} data-testid="notification-open">
                          <Text fontSize="sm" fontWeight="medium" truncate>
                            {n.title}
                          </Text>
                          {n.message && (
                            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                              {n.message}
                            </Text>
                          )}
                        </Box>
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={t('layout.notifications.markRead')}
                          title={t('layout.notifications.markRead')}
                          onClick={() => markOne.mutate(n.id)}
                          data-testid="notification-mark-read"
                        >
                          <LuCheck />
                        </IconButton>
                      </Flex>
                    ))}
                  </Box>
                )}
              </Popover.Body>
              <Popover.Footer borderTopWidth="1px" py="2" justifyContent="center">
                <Button asChild size="xs" variant="ghost" colorPalette="brand">
                  <Link to={MESSAGE_PATH as never} onClick={() => setOpen(false)}>
                    {t('layout.notifications.viewAll')}
                  </Link>
                </Button>
              </Popover.Footer>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </>
  );
}
