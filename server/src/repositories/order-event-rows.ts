/** One entry of an order's history (order_events) as the API answers it (src/domain/order-detail.ts OrderEvent). */
import type { OrderEvent } from '../../../src/domain/order-detail';
import type { orderEvents } from '../db/schema';

export function eventRow(e: typeof orderEvents.$inferSelect): OrderEvent {
  return {
    id: e.id,
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    actor_name: e.actorName,
    actor_role: e.actorRole,
    occurred_at: e.occurredAt.toISOString(),
    recorded_at: e.recordedAt.toISOString(),
    data: e.data,
  };
}
