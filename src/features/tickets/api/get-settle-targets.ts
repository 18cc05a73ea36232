/** GET /order/orders/{orderId}/settle-targets: the order's settle targets grouped by type, for the fee rows. */
import { useQuery } from '@tanstack/react-query';
import type { SettleTargets } from '@/domain/tickets/fees';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export function getSettleTargets(orderId: number): Promise<SettleTargets> {
  return apiGet<SettleTargets>(`/order/orders/${orderId}/settle-targets`, undefined, { silent: true });
}

const NONE: SettleTargets = {};

/** The targets of the order, {} without one (or while loading). */
export function useSettleTargets(orderId: number | null | undefined) {
  const query = useQuery({
    queryKey: ticketKeys.settleTargets(orderId ?? 0),
    queryFn: () => getSettleTargets(orderId!),
    enabled: orderId != null && orderId > 0,
    staleTime: 60_000,
  });
  return { ...query, targets: query.data ?? NONE };
}
