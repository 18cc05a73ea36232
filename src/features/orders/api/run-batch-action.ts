/** POST /order/orders/batch/{action} {nos, ...fields}: one result per order; one bad order does not fail the rest. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '@/domain/order-lifecycle';
import { apiPost } from '@/lib/api-client';
import { orderKeys } from './get-order';
import { ORDERS_TABLE_KEY } from './get-orders';

export interface BatchResultRow {
  order_no: string;
  ok: boolean;
  status?: string;
  msg?: string;
}

export interface BatchResult {
  list: BatchResultRow[];
  succeeded: number;
  failed: number;
}

export interface RunBatchActionInput {
  action: OrderAction;
  nos: string[];
  body: Record<string, unknown>;
  idempotencyKey: string;
}

export function runBatchAction({ action, nos, body, idempotencyKey }: RunBatchActionInput): Promise<BatchResult> {
  return apiPost<BatchResult>(`/order/orders/batch/${action}`, { ...body, nos }, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

export function useRunBatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBatchAction,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_KEY }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);
    },
  });
}
