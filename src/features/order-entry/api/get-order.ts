/** GET /order/orders/{id}: the order loaded into the edit form (…/update/{id}). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@/domain/order-detail';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export const editOrderKeys = { detail: (id: string) => ['order-entry', 'order', id] as const };

export function getOrderForEdit(id: string): Promise<OrderDetail> {
  return apiGet<OrderDetail>(`/order/orders/${encodeURIComponent(id)}`, undefined, SILENT);
}

export const orderForEditQuery = (id: string) => queryOptions({ queryKey: editOrderKeys.detail(id), queryFn: () => getOrderForEdit(id), staleTime: 0, gcTime: 0 });

export function useOrderForEdit(id: string) {
  return useQuery(orderForEditQuery(id));
}
