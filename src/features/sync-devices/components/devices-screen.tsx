/**
 * /saas/sync/devices: which devices of the company hold work not yet on the server (each reports its outbox over
 * the socket), most unsent work first. Refreshed every 30 s and whenever a device reports.
 */
import { Badge, Box, Button, Checkbox, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { DeviceSyncRow } from '@/domain/device-sync';
import { relativeTime, relativeTimeMessage } from '@/domain/relative-time';
import { deviceId } from '@/lib/socket/device-id';
import { useDevices } from '../api/get-devices';
import { useRefreshOnDevicesChanged } from '../hooks/use-refresh-on-devices-changed';
import { DEVICE_ROW_STYLES } from '../utils/row-styles';
import type { DevicesSearch } from '../utils/search';

export const DEVICES_PATH = '/saas/sync/devices';

export function DevicesScreen() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as DevicesSearch;
  const navigate = useNavigate();
  const onlyUnsynced = search.only_unsynced === 1;
  const devices = useDevices(onlyUnsynced);
  useRefreshOnDevicesChanged();
  const mine = useMemo(() => deviceId(), []);

  const columns = useMemo<DataTableColumn<DeviceSyncRow>[]>(() => {
    const c = (k: string) => t(`syncDevices.columns.${k}`);
    const ago = (iso: string | null) => {
      if (!iso) return t('syncDevices.nothingUnsent');
      const m = relativeTimeMessage(relativeTime(Date.parse(iso)));
      return 'text' in m ? m.text : t(m.key, m.options);
    };
    return [
      { key: 'user', title: c('user'), width: 170, value: (r) => `${r.user_name || r.username} (${r.username})` },
      {
        key: 'device',
        title: c('device'),
        width: 170,
        value: (r) => r.device_id,
        render: (r) => (
          <HStack gap="1.5" minW="0">
            <Text as="span" fontFamily="mono" fontSize="xs" truncate title={r.device_id}>
              {r.device_id.length > 12 ? `${r.device_id.slice(0, 8)}…` : r.device_id}
            </Text>
            {r.device_id === mine && (
              <Badge size="xs" colorPalette="blue" data-testid="this-device">
                {t('syncDevices.thisDevice')}
              </Badge>
            )}
          </HStack>
        ),
      },
      { key: 'pending', title: c('pending'), width: 90, align: 'end', value: (r) => r.pending },
      { key: 'failed', title: c('failed'), width: 80, align: 'end', value: (r) => r.failed },
      { key: 'oldest', title: c('oldest'), width: 130, value: (r) => ago(r.oldest_at) },
      { key: 'last_seen', title: c('lastSeen'), width: 130, value: (r) => ago(r.last_seen_at) },
      {
        key: 'online',
        title: c('online'),
        width: 100,
        value: (r) => t(r.connected ? 'syncDevices.online' : 'syncDevices.offline'),
        render: (r) => (
          <HStack gap="1.5" data-testid={`device-online-${r.connected ? 'yes' : 'no'}`}>
            <Box as="span" w="2" h="2" rounded="full" bg={r.connected ? 'green.500' : 'gray.400'} />
            <Text as="span">{t(r.connected ? 'syncDevices.online' : 'syncDevices.offline')}</Text>
          </HStack>
        ),
      },
    ];
  }, [t, mine]);

  const setOnlyUnsynced = (on: boolean) =>
    void navigate({ to: DEVICES_PATH, search: (on ? { only_unsynced: 1 } : {}) as never, replace: true });

  const toolbar = (
    <HStack gap="3">
      <Checkbox.Root size="sm" checked={onlyUnsynced} onCheckedChange={(d) => setOnlyUnsynced(d.checked === true)} data-testid="devices-only-unsynced">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('syncDevices.onlyUnsynced')}</Checkbox.Label>
      </Checkbox.Root>
      <Button size="xs" variant="outline" loading={devices.isFetching} onClick={() => void devices.refetch()} data-testid="devices-refresh">
        <LuRefreshCw />
        {t('syncDevices.refresh')}
      </Button>
    </HStack>
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="sync-devices-screen" minW="0">
      <Stack gap="0.5">
        <Heading size="md">{t('syncDevices.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('syncDevices.hint')}
        </Text>
      </Stack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<DeviceSyncRow>
          pageKey={DEVICES_PATH}
          columns={columns}
          rows={devices.data ?? []}
          getRowId={(r) => String(r.id)}
          rowStyles={DEVICE_ROW_STYLES}
          toolbar={toolbar}
          emptyText={t(devices.isError ? 'syncDevices.loadFailed' : onlyUnsynced ? 'syncDevices.emptyUnsynced' : 'syncDevices.empty')}
        />
      </Box>
    </Stack>
  );
}
