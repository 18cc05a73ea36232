/**
 * Query keys of the tickets feature, in one place so every api/ file invalidates the same keys. Ticket lists
 * themselves are loaded by the data table under ['data-table', '/order/tickets', …]; the live refresh
 * (lib/socket/live-refresh.ts, event ticket:changed) matches both on the leading 'tickets' / '/order/tickets'.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  events: (id: number) => ['tickets', 'events', id] as const,
  comments: (id: number) => ['tickets', 'comments', id] as const,
  schema: (schemaId: number) => ['tickets', 'schema', schemaId] as const,
  schemas: (type?: string) => ['tickets', 'schemas', type ?? ''] as const,
  stats: (type?: string) => ['tickets', 'stats', type ?? ''] as const,
  settleTargets: (orderId: number) => ['tickets', 'settle-targets', orderId] as const,
  outlayLimit: (orderId: number, schemaId: number, ticketId: number) => ['tickets', 'outlay-limit', orderId, schemaId, ticketId] as const,
};

/** The data table's url for ticket lists (its query keys start ['data-table', TICKETS_URL, …]). */
export const TICKETS_URL = '/order/tickets';
