/**
 * GET /order/orders/{orderId}/outlay-limit?schema_id=&ticket_id=: how much OUTLAY a ticket of the schema may still
 * put on the order (spec §5 order maximum: the schema's limit less what other tickets posted), so the fee editor
 * says '金额不能超过 …' while typing instead of only after the server refuses.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export function getOutlayLimit(orderId: number, schemaId: number, ticketId?: number): Promise<{ order_max_cents: number | null }> {
  return apiGet(`/order/orders/${orderId}/outlay-limit`, { schema_id: schemaId, ...(ticketId ? { ticket_id: ticketId } : {}) }, { silent: true });
}

/** The order maximum in cents; null without an order, without a limit, or while loading (the server still checks). */
export function useOutlayLimit(orderId: number | null | undefined, schemaId: number, ticketId?: number): number | null {
  const query = useQuery({
    queryKey: ticketKeys.outlayLimit(orderId ?? 0, schemaId, ticketId ?? 0),
    queryFn: () => getOutlayLimit(orderId!, schemaId, ticketId),
    enabled: orderId != null && orderId > 0,
    staleTime: 30_000,
  });
  return query.data?.order_max_cents ?? null;
}
