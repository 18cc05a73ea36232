/**
 * POST /order/orders {variant, ...fields, client_order_no, submit?} → {id, order_no, status, existing}, written
 * to the outbox first (issue 6): the order entered offline is kept on the device and becomes an order when the
 * network returns. client_order_no, made on the device when the user typed none, makes the create idempotent
 * on the server, so a resend after a lost answer answers the same order (existing: true).
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost, ApiError } from '@/lib/api-client';
import { enqueue } from '@/lib/outbox';
import { SILENT } from './types';

export interface CreatedOrder {
  id: number;
  order_no: string;
  status: string;
  existing: boolean;
}

export type CreateOutcome =
  /** the server created it within the wait: as before, the order number is known */
  | { outcome: 'sent'; order: CreatedOrder }
  /** kept on this device; it is sent when the network returns (the order number is assigned then) */
  | { outcome: 'queued'; clientOrderNo: string }
  /** the server refused it: its message, the input stays */
  | { outcome: 'rejected'; message: string };

/** How long the form waits for the server before it reports 'saved on this device'. */
export const CREATE_WAIT_MS = 4000;

/** The client order number a create carries: the one typed, or one made on this device from the form's key. */
export function clientOrderNoFor(typed: unknown, formKey: string): string {
  const own = typeof typed === 'string' ? typed.trim() : '';
  return own || `idem:${formKey}`;
}

/** What the sync panel shows for a create: the receiver (the order has no number yet). */
function summaryOf(body: Record<string, unknown>): string {
  return [body.end_contact, body.end_tel].filter((v) => (typeof v === 'string' || typeof v === 'number') && v !== '').join(' ');
}

function sendDirect(body: Record<string, unknown>, clientOrderNo: string): Promise<CreatedOrder> {
  const key = clientOrderNo.replace(/[^\w.:-]/g, '_').slice(0, 100).padEnd(8, '_');
  return apiPost<CreatedOrder>('/order/orders', body, { ...SILENT, headers: { 'Idempotency-Key': key } });
}

/**
 * Creates the order through the outbox. `formKey` is stable for one filled-in form (a retry of the same form
 * sends the same client order number). Without a local database (a private window) it is sent directly.
 */
export async function createOrder(payload: Record<string, unknown>, formKey: string): Promise<CreateOutcome> {
  const clientOrderNo = clientOrderNoFor(payload.client_order_no, formKey);
  const body: Record<string, unknown> = { ...payload, client_order_no: clientOrderNo };
  try {
    const sent = await enqueue(
      {
        kind: 'order.create',
        entity: `order-new:${clientOrderNo}`,
        payload: { body },
        label: { action: body.submit ? 'create' : 'createDraft', target: summaryOf(body) },
      },
      { waitMs: CREATE_WAIT_MS },
    );
    if (sent.outcome === 'sent') return { outcome: 'sent', order: sent.result as CreatedOrder };
    if (sent.outcome === 'rejected') return { outcome: 'rejected', message: sent.error.msg };
    return { outcome: 'queued', clientOrderNo };
  } catch (e) {
    if ((e as { reason?: unknown } | null)?.reason !== 'unavailable') throw e;
  }
  try {
    return { outcome: 'sent', order: await sendDirect(body, clientOrderNo) };
  } catch (e) {
    if (e instanceof ApiError) return { outcome: 'rejected', message: e.msg };
    throw e;
  }
}

export function useCreateOrder() {
  return useMutation({ mutationFn: ({ payload, key }: { payload: Record<string, unknown>; key: string }) => createOrder(payload, key) });
}
