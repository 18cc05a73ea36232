/** GET /order/stats/statusSum → data.list [{status, count}]: the dashboard's order counts per status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { apiGet } from '@/lib/api-client';

export interface StatusCount {
  status: string;
  count: number;
}

export const statusSumKeys = {
  all: ['order-stats', 'status-sum'] as const,
};

export function getStatusSum(): Promise<StatusCount[]> {
  return apiGet<{ list: StatusCount[] }>('/order/stats/statusSum').then((d) => d?.list ?? []);
}

export const statusSumQuery = () => queryOptions({ queryKey: statusSumKeys.all, queryFn: getStatusSum, staleTime: 30_000 });

export function useStatusSum() {
  return useQuery(statusSumQuery());
}

/** Every known status in lifecycle order (absent ones count 0), then unknown ones the server sent; plus the total. */
export function normalizeStatusCounts(list: StatusCount[]): { rows: { status: string; count: number }[]; total: number } {
  const counts = new Map<string, number>();
  for (const { status, count } of list) counts.set(status, (counts.get(status) ?? 0) + (Number(count) || 0));
  const known = ORDER_STATUSES.map((status: OrderStatus) => ({ status, count: counts.get(status) ?? 0 }));
  const extra = [...counts.entries()]
    .filter(([s]) => !(ORDER_STATUSES as readonly string[]).includes(s))
    .map(([status, count]) => ({ status, count }));
  const rows = [...known, ...extra];
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}
