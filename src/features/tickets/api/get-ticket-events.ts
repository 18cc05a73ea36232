/** GET /order/ticket/{id}/events → data.list: the ticket's history (action, from/to status, who, role, data), oldest first. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface TicketEvent {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  actor_name: string;
  actor_role: string;
  /** reason, added_fees, fee_count, posted totals … */
  data: Record<string, unknown> | null;
  created_at: string;
}

export function getTicketEvents(id: number): Promise<TicketEvent[]> {
  return apiGet<{ list: TicketEvent[] }>(`/order/ticket/${id}/events`, undefined, { silent: true }).then((d) => d.list);
}

export function useTicketEvents(id: number) {
  return useQuery({ queryKey: ticketKeys.events(id), queryFn: () => getTicketEvents(id), enabled: id > 0 });
}
