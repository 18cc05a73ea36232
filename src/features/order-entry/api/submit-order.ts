/** POST /order/orders/{id}/actions/submit: a saved draft goes on (to review, or straight on for a servicer's waybill). */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export function submitDraft(id: string, idempotencyKey: string): Promise<{ order: { id: number; order_no: string; status: string } }> {
  return apiPost(`/order/orders/${encodeURIComponent(id)}/actions/submit`, {}, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey } });
}
