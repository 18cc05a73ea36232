/** A handling sub-record's own facts (its details) as one line: the refund's amount and payee, the repair's who and when, the return's carrier, the replenishment's document or supplier. */
import type { HandlingRow } from '@/domain/abnormal/api';
import { formatDateTime } from '@/domain/relative-time';
import { formatCents } from '@/domain/tickets/fees';

export const detailsText = (h: HandlingRow): string => {
  const d = h.details;
  const s = (k: string) => (typeof d[k] === 'string' || typeof d[k] === 'number' ? String(d[k]) : '');
  if (h.kind === 'refund') return [typeof d.amount_cents === 'number' ? `¥${formatCents(d.amount_cents)}` : '', s('payee_name'), s('payment_ref')].filter(Boolean).join(' · ');
  if (h.kind === 'repair') return [s('repairer_name'), d.scheduled_at ? formatDateTime(new Date(s('scheduled_at'))) : '', s('result')].filter(Boolean).join(' · ');
  if (h.kind === 'return') return [s('carrier_name'), s('tracking_no')].filter(Boolean).join(' · ');
  return [s('document_no'), s('supplier_name'), s('purchase_no')].filter(Boolean).join(' · ');
};
