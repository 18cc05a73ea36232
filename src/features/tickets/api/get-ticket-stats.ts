/** GET /order/tickets/stats?type= → data.list [{status, count}]: the counts on the list screens' status tabs. */
import { useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@/domain/tickets/workflow';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface TicketStatusCount {
  status: TicketStatus;
  count: number;
}

export function getTicketStats(type?: string): Promise<TicketStatusCount[]> {
  return apiGet<{ list: TicketStatusCount[] }>('/order/tickets/stats', { type }, { silent: true }).then((d) => d.list);
}

export function useTicketStats(type?: string) {
  return useQuery({ queryKey: ticketKeys.stats(type), queryFn: () => getTicketStats(type), staleTime: 10_000 });
}
