/**
 * /saas/message/index (history at /redirect/saas/message/index): every notification of the user, paged by the
 * data table, with read-state tabs and a type filter. Clicking one marks it read and opens its route or file.
 */
import { Badge, Box, Button, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCheckCheck, LuDownload, LuExternalLink } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import { formatDateTime } from '@/domain/relative-time';
import { openFileLink } from '@/lib/api-download';
import { fetchUnreadMessages, MESSAGES_URL, messageTarget, type Message } from '../api/get-messages';
import { useMarkAllMessagesRead, useMarkMessageRead } from '../api/mark-messages-read';
import { MESSAGE_TYPES, validateMessagesSearch, type MessagesSearch } from '../utils/search';

export const MESSAGES_PATH = '/saas/message/index';

const TYPES = MESSAGE_TYPES;
const TYPE_PALETTE: Record<string, string> = { chat: 'blue', alert: 'orange', system: 'gray' };

export function MessageCentreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as MessagesSearch;
  const type = search.type ?? '';
  const view: TableView = { tab: search.tab ?? 'all', page: search.page, per_page: search.per_page };
  // tab, type and paging live in the URL (a shared link or a refresh opens the same page)
  const setSearch = (patch: Partial<Record<keyof MessagesSearch | keyof TableView, unknown>>) =>
    void navigate({ to: MESSAGES_PATH as never, search: validateMessagesSearch({ ...search, ...patch }) as never, replace: true });
  const markOne = useMarkMessageRead();
  const markAll = useMarkAllMessagesRead();

  const open = (m: Message) => {
    if (!m.is_read) markOne.mutate(m.id);
    const target = messageTarget(m);
    if (!target) return;
    if ('route' in target) void navigate({ to: target.route as never });
    else openFileLink(target.file, t('messages.filePrefix')).catch(() => undefined); // the api client showed the error
  };

  const columns = useMemo<DataTableColumn<Message>[]>(() => {
    const c = (k: string) => t(`messages.columns.${k}`);
    const typeLabel = (v: string) => ((TYPES as readonly string[]).includes(v) ? t(`messages.type.${v}`) : v);
    return [
      {
        key: 'status',
        title: c('status'),
        width: 80,
        value: (m) => t(m.is_read ? 'messages.read' : 'messages.unread'),
        render: (m) => (
          <HStack gap="1.5" data-testid={m.is_read ? 'message-read' : 'message-unread'}>
            <Box as="span" w="2" h="2" rounded="full" bg={m.is_read ? 'gray.300' : 'red.500'} />
            <Text as="span">{t(m.is_read ? 'messages.read' : 'messages.unread')}</Text>
          </HStack>
        ),
      },
      {
        key: 'type',
        title: c('type'),
        width: 80,
        value: (m) => typeLabel(m.type),
        render: (m) => (
          <Badge size="sm" colorPalette={TYPE_PALETTE[m.type] ?? 'gray'}>
            {typeLabel(m.type)}
          </Badge>
        ),
      },
      {
        key: 'title',
        title: c('title'),
        width: 180,
        value: (m) => m.title,
        render: (m) => (
          <Text as="button" textAlign="start" fontWeight={m.is_read ? 'normal' : 'semibold'} color="brand.fg" cursor="pointer" truncate onClick={() => open(m)} data-testid="message-title">
            {m.title}
          </Text>
        ),
      },
      { key: 'message', title: c('message'), width: 380, value: (m) => m.message },
      { key: 'time', title: c('time'), width: 140, value: (m) => formatDateTime(new Date(m.created_at)) },
      {
        key: 'action',
        title: c('action'),
        width: 150,
        value: () => null,
        render: (m) => {
          const target = messageTarget(m);
          return (
            <HStack gap="1">
              {target && (
                <Button size="2xs" variant="ghost" colorPalette="brand" onClick={() => open(m)} data-testid="message-open">
                  {'route' in target ? <LuExternalLink /> : <LuDownload />}
                  {t('route' in target ? 'messages.open' : 'messages.download')}
                </Button>
              )}
              {!m.is_read && (
                <Button size="2xs" variant="ghost" onClick={() => markOne.mutate(m.id)} data-testid="message-mark-read">
                  <LuCheck />
                  {t('messages.markRead')}
                </Button>
              )}
            </HStack>
          );
        },
      },
    ];
    // open and markOne are stable enough: re-created columns only re-render the rows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  const tabs = useMemo<DataTableTab<Message>[]>(
    () => [
      { key: 'all', label: t('messages.tabs.all') },
      { key: 'unread', label: t('messages.tabs.unread'), fetchPage: fetchUnreadMessages },
      { key: 'read', label: t('messages.tabs.read'), params: { read: 1 } },
    ],
    [t],
  );
  const params = useMemo(() => (type ? { type } : {}), [type]);

  const toolbar = (
    <HStack gap="2">
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={t('messages.type.label')}
          value={type}
          onChange={(e) => setSearch({ type: e.currentTarget.value || undefined, page: undefined })}
          data-testid="message-type-filter"
        >
          <option value="">{t('messages.type.all')}</option>
          {TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`messages.type.${v}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="message-mark-all">
        <LuCheckCheck />
        {t('messages.markAllRead')}
      </Button>
    </HStack>
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="message-centre-screen" minW="0">
      <Stack gap="0.5">
        <Heading size="md">{t('messages.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('messages.hint')}
        </Text>
      </Stack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<Message>
          pageKey={MESSAGES_PATH}
          url={MESSAGES_URL}
          params={params}
          columns={columns}
          tabs={tabs}
          getRowId={(m) => String(m.id)}
          view={view}
          onViewChange={(patch) => setSearch(patch)}
          toolbar={toolbar}
          emptyText={t('messages.empty')}
        />
      </Box>
    </Stack>
  );
}
