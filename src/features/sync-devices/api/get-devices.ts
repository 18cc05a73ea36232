/** GET /sync/devices {only_unsynced}: the company's devices with their latest outbox summary (refreshed every 30 s). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceSyncRow } from '@/domain/device-sync';
import { apiGet } from '@/lib/api-client';

export const DEVICES_REFRESH_MS = 30_000;

export const devicesKey = ['sync-devices'] as const;

export const devicesQuery = (onlyUnsynced: boolean) =>
  queryOptions({
    queryKey: [...devicesKey, { onlyUnsynced }] as const,
    queryFn: ({ signal }) =>
      apiGet<{ list: DeviceSyncRow[]; total: number }>('/sync/devices', onlyUnsynced ? { only_unsynced: 1 } : undefined, { signal, silent: true }).then((d) => d.list),
    refetchInterval: DEVICES_REFRESH_MS,
    staleTime: 5_000,
  });

export const useDevices = (onlyUnsynced: boolean) => useQuery(devicesQuery(onlyUnsynced));
