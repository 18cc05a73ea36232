/**
 * A field action (appoint, sign, feedback, receive, warehouse in/out) as an outbox entry: stored first, sent at
 * once when online (waiting up to WAIT_MS for the answer), else queued. The card's localStatus shows what it
 * will be until the outbox reports it sent.
 */
import type { OrderAction } from '@/domain/order-lifecycle';
import type { OrderStatus } from '@/domain/order-status';
import type { ApiError } from '@/lib/api-client';
import { enqueue, type PhotoInput } from '@/lib/outbox';
import { markApplied, setLocalStatus, entityOf } from '../utils/field-store';
import type { FieldOrderData } from './download-field-orders';

const WAIT_MS = 3000;

export interface FieldActionInput {
  scope: string;
  orderNo: string;
  action: OrderAction;
  /** the body of the action; photo refs (photoRef()) stand for the photos' fileids */
  data: Record<string, unknown>;
  photos?: PhotoInput[];
  /** the status the card moves to while the action is unsent */
  to: OrderStatus;
  /** card fields the action changes (an appointment's time) */
  patch?: Partial<FieldOrderData>;
}

export type FieldActionOutcome = { outcome: 'sent' | 'queued' } | { outcome: 'rejected'; error: ApiError };

/** The order status in an action's answer ({ order: { status } }), when there is one. */
export function statusOfResult(result: unknown): string | null {
  const order = (result as { order?: { status?: unknown } } | null)?.order;
  return typeof order?.status === 'string' ? order.status : null;
}

export async function submitFieldAction({ scope, orderNo, action, data, photos, to, patch }: FieldActionInput): Promise<FieldActionOutcome> {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const result = await enqueue(
    { kind: 'order.action', entity: entityOf(orderNo), payload: { orderKey: orderNo, action, data }, label: { action, target: orderNo }, photos },
    { waitMs: online ? WAIT_MS : 0 },
  );
  if (result.outcome === 'rejected') return { outcome: 'rejected', error: result.error };
  // set after the entry is stored: a reconcile in between would otherwise take the card as already sent
  await setLocalStatus(scope, orderNo, to, patch);
  if (result.outcome === 'sent') await markApplied(scope, orderNo, statusOfResult(result.result) ?? to);
  return { outcome: result.outcome };
}
