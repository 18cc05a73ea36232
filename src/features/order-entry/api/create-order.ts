/** POST /order/orders {variant, ...fields, submit?} → {id, order_no, status, existing}; the Idempotency-Key makes a retry safe. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface CreatedOrder {
  id: number;
  order_no: string;
  status: string;
  existing: boolean;
}

export function createOrder(payload: Record<string, unknown>, idempotencyKey: string): Promise<CreatedOrder> {
  return apiPost<CreatedOrder>('/order/orders', payload, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: ({ payload, key }: { payload: Record<string, unknown>; key: string }) => createOrder(payload, key) });
}
