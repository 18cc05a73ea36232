/** POST /order/orders/batch/assign {nos, delivery_resource_id}: one result per order; the list refreshes after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { mapOrderKeys } from './get-assignable-orders';

export interface AssignResultRow {
  order_no: string;
  ok: boolean;
  status?: string;
  msg?: string;
}

export interface AssignResult {
  list: AssignResultRow[];
  succeeded: number;
  failed: number;
}

export interface AssignInput {
  nos: string[];
  deliveryResourceId: number;
  /** one key per click: a retried request assigns each order once */
  idempotencyKey: string;
}

export function assignOrders({ nos, deliveryResourceId, idempotencyKey }: AssignInput): Promise<AssignResult> {
  return apiPost<AssignResult>(
    '/order/orders/batch/assign',
    { nos, delivery_resource_id: deliveryResourceId },
    { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
  );
}

export function useAssignOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mapOrderKeys.all }),
  });
}
