/** Refetches the devices list whenever the server says some device of the company reported (socket event). */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SOCKET_EVENTS } from '@/domain/device-sync';
import { onSocketEvent } from '@/lib/socket/client';
import { devicesKey } from '../api/get-devices';

export function useRefreshOnDevicesChanged(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onSocketEvent(SOCKET_EVENTS.devicesChanged, () => void queryClient.invalidateQueries({ queryKey: devicesKey })),
    [queryClient],
  );
}
