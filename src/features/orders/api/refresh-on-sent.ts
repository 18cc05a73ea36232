/**
 * Order writes the outbox sends in the background (an action or a create kept offline) change what the order
 * screens show: their queries are refreshed when the server applied one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onEntrySent } from '@/lib/outbox';
import { orderKeys } from './get-order';
import { ORDERS_TABLE_KEY } from './get-orders';

export const ORDER_OUTBOX_KINDS: readonly string[] = ['order.action', 'order.create', 'order.update'];

export function useRefreshOrdersOnSent(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEntrySent((entry) => {
        if (!ORDER_OUTBOX_KINDS.includes(entry.kind)) return;
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_KEY });
      }),
    [queryClient],
  );
}
