/**
 * Listens for 'transporter:position' on the app's socket and moves the cached transporters (list and trails): no
 * reload. An event of a transporter the list does not know yet refetches the list. Also a clock that re-renders
 * every 30 s, so markers turn grey when a transporter stops reporting.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TRANSPORTER_POSITION_EVENT, type TransporterPositionEvent } from '@/domain/transporter-map';
import { onSocketEvent } from '@/lib/socket/client';
import type { TransporterTrail } from '../api/get-transporter-trail';
import { transporterKeys, type TransporterList } from '../api/get-transporters';
import { applyToList, applyToTrail, applyToTransporter } from '../utils/live-positions';

const isEvent = (payload: unknown): payload is TransporterPositionEvent =>
  !!payload && typeof payload === 'object' && typeof (payload as TransporterPositionEvent).user_id === 'number' && typeof (payload as TransporterPositionEvent).lat === 'number';

export function useLivePositions() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(TRANSPORTER_POSITION_EVENT, (payload) => {
        if (!isEvent(payload)) return;
        const list = queryClient.getQueryData<TransporterList>(transporterKeys.list());
        if (list) {
          const next = applyToList(list, payload);
          if (next) queryClient.setQueryData(transporterKeys.list(), next);
          else void queryClient.invalidateQueries({ queryKey: transporterKeys.list() });
        }
        queryClient.setQueryData<TransporterTrail>(transporterKeys.detail(payload.user_id), (old) =>
          old ? { ...old, transporter: applyToTransporter(old.transporter, payload), trail: applyToTrail(old.trail, payload) } : old,
        );
      }),
    [queryClient],
  );
}

export function useClock(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
