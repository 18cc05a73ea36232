/** GET /order/stats/statusSum/consignor/: the signed-in merchant's order counts per lifecycle status. */
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@/domain/order-status';
import { apiGet } from '@/lib/api-client';

export interface StatusSum {
  consignor_id: number | null;
  list: { status: OrderStatus; count: number }[];
  total: number;
}

export const useMerchantStatusSum = () =>
  useQuery({ queryKey: ['merchant-home', 'status-sum'] as const, queryFn: () => apiGet<StatusSum>('/order/stats/statusSum/consignor/', undefined, { silent: true }) });
