/** PUT /order/orders/{id} {...fields, version} → {id, order_no, version, changed}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { editOrderKeys } from './get-order';
import { SILENT } from './types';

export interface UpdatedOrder {
  id: number;
  order_no: string;
  version: number;
  changed: string[];
}

export function updateOrder(id: string, payload: Record<string, unknown>): Promise<UpdatedOrder> {
  return apiPut<UpdatedOrder>(`/order/orders/${encodeURIComponent(id)}`, payload, SILENT);
}

export function useUpdateOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => updateOrder(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: editOrderKeys.detail(id) }),
  });
}
