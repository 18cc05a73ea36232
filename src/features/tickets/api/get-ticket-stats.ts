/** GET /order/tickets/stats?type=&scope=&order_no= → data.list [{status, count}]: the list screens' status tab counts (the list's scope and order). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@/domain/tickets/workflow';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface TicketStatusCount {
  status: TicketStatus;
  count: number;
}

export type TicketStatsScope = 'all' | 'mine' | 'finance_review';

export function getTicketStats(type?: string, scope: TicketStatsScope = 'all', orderNo?: string): Promise<TicketStatusCount[]> {
  return apiGet<{ list: TicketStatusCount[] }>('/order/tickets/stats', { type, scope: scope === 'all' ? undefined : scope, order_no: orderNo }, { silent: true }).then((d) => d.list);
}

export function useTicketStats(type?: string, scope: TicketStatsScope = 'all', orderNo?: string) {
  return useQuery({
    queryKey: [...ticketKeys.stats(type), scope, orderNo ?? ''],
    queryFn: () => getTicketStats(type, scope, orderNo),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
