/** GET /order/orders/{id or order no}: the order with its names, timeline and the caller's allowed actions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@/domain/order-detail';
import { apiGet } from '@/lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (key: string) => [...orderKeys.all, 'detail', key] as const,
};

export function getOrder(key: string): Promise<OrderDetail> {
  return apiGet<OrderDetail>(`/order/orders/${encodeURIComponent(key)}`, undefined, { silent: true });
}

export const orderDetailQuery = (key: string) => queryOptions({ queryKey: orderKeys.detail(key), queryFn: () => getOrder(key), staleTime: 10_000 });

export function useOrder(key: string) {
  return useQuery(orderDetailQuery(key));
}
