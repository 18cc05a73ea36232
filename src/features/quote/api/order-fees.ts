/** GET /quote/orders/:order_id/fees: an order's estimated fee lines with their explanations (the order detail's panel). */
import { useQuery } from '@tanstack/react-query';
import type { OrderFeesDto } from '@/domain/quote/api';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './keys';

export const orderFeesKey = (orderId: number) => ['quote', 'order-fees', orderId] as const;

export function useOrderEstimatedFees(orderId: number) {
  return useQuery({ queryKey: orderFeesKey(orderId), queryFn: () => apiGet<OrderFeesDto>(`/quote/orders/${orderId}/fees`, undefined, SILENT), enabled: orderId > 0, staleTime: 10_000 });
}
