/** GET /order/tickets/stats?type=&scope= → data.list [{status, count}]: the counts on the list screens' status tabs, within the list's scope. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@/domain/tickets/workflow';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface TicketStatusCount {
  status: TicketStatus;
  count: number;
}

export type TicketStatsScope = 'all' | 'mine' | 'finance_review';

export function getTicketStats(type?: string, scope: TicketStatsScope = 'all'): Promise<TicketStatusCount[]> {
  return apiGet<{ list: TicketStatusCount[] }>('/order/tickets/stats', { type, scope: scope === 'all' ? undefined : scope }, { silent: true }).then((d) => d.list);
}

export function useTicketStats(type?: string, scope: TicketStatsScope = 'all') {
  return useQuery({ queryKey: [...ticketKeys.stats(type), scope], queryFn: () => getTicketStats(type, scope), staleTime: 10_000, placeholderData: keepPreviousData });
}
