/**
 * POST /order/orders/{id or no}/actions/{action}, written to the outbox first (issue 6): the action is kept on
 * this device and sent with the entry's Idempotency-Key, so a retry after a lost answer is applied once and an
 * action taken without a network is sent when it returns. Photos picked offline are uploaded by the outbox
 * first (their photoRef() strings in `data` become fileids).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '@/domain/order-lifecycle';
import type { OrderEvent } from '@/domain/order-detail';
import type { OrderStatus } from '@/domain/order-status';
import { enqueue, type PhotoInput } from '@/lib/outbox';
import { orderKeys } from './get-order';
import { ORDERS_TABLE_KEY } from './get-orders';

export interface ActionOutcome {
  order: { id: number; order_no: string; status: OrderStatus; version: number };
  event: OrderEvent;
  replayed: boolean;
}

export interface RunOrderActionInput {
  /** the order's id or number in the URL */
  orderKey: string;
  /** the order number: the causal-order key of the outbox (an order's actions are sent in the order taken) */
  orderNo: string;
  action: OrderAction;
  body: Record<string, unknown>;
  /** photos not yet uploaded: their refs stand in `body` */
  photos?: PhotoInput[];
}

export type RunActionResult =
  /** the server applied it within the wait */
  | { outcome: 'sent'; result: ActionOutcome }
  /** kept on this device, sent when the network returns */
  | { outcome: 'queued' }
  /** the server refused it: its message (nothing was applied) */
  | { outcome: 'rejected'; message: string };

/** How long the dialog waits for the server before it reports 'saved on this device'. */
export const ACTION_WAIT_MS = 4000;

export async function runOrderAction({ orderKey, orderNo, action, body, photos }: RunOrderActionInput): Promise<RunActionResult> {
  const sent = await enqueue(
    {
      kind: 'order.action',
      entity: `order:${orderNo}`,
      payload: { orderKey, action, data: body },
      label: { action, target: orderNo },
      ...(photos?.length ? { photos } : {}),
    },
    { waitMs: ACTION_WAIT_MS },
  );
  if (sent.outcome === 'sent') return { outcome: 'sent', result: sent.result as ActionOutcome };
  if (sent.outcome === 'rejected') return { outcome: 'rejected', message: sent.error.msg };
  return { outcome: 'queued' };
}

export function useRunOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderAction,
    onSuccess: async (done) => {
      if (done.outcome !== 'sent') return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_KEY })]);
    },
  });
}

/** A fresh Idempotency-Key (crypto.randomUUID where the context allows it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
