/**
 * POST /order/orders/{id or no}/actions/{action} with an Idempotency-Key: the same key on the same order is
 * applied once, so a retry after a lost answer cannot act twice. The caller shows the server's msg itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '@/domain/order-lifecycle';
import type { OrderEvent } from '@/domain/order-detail';
import type { OrderStatus } from '@/domain/order-status';
import { apiPost } from '@/lib/api-client';
import { orderKeys } from './get-order';
import { ORDERS_TABLE_KEY } from './get-orders';

export interface ActionOutcome {
  order: { id: number; order_no: string; status: OrderStatus; version: number };
  event: OrderEvent;
  replayed: boolean;
}

export interface RunOrderActionInput {
  orderKey: string;
  action: OrderAction;
  body: Record<string, unknown>;
  idempotencyKey: string;
}

export function runOrderAction({ orderKey, action, body, idempotencyKey }: RunOrderActionInput): Promise<ActionOutcome> {
  return apiPost<ActionOutcome>(`/order/orders/${encodeURIComponent(orderKey)}/actions/${action}`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useRunOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderAction,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_KEY })]);
    },
  });
}

/** A fresh Idempotency-Key (crypto.randomUUID where the context allows it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
