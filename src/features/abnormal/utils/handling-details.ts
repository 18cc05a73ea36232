/**
 * A handling sub-record's own facts (its details) as one line: the refund's amount and payee, the repair's who and
 * when, the return's destination (a warehouse, and the inbound it came back in through), the replenishment's
 * document and what left the warehouse (product × quantity ← location), or its supplier.
 */
import type { HandlingRow } from '@/domain/abnormal/api';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';

export interface MovedLine {
  product_name: string;
  quantity: number;
  location_code: string;
}

/** what a shipped replenishment took out of the warehouse (details.moved) */
export const movedLines = (h: HandlingRow): MovedLine[] =>
  Array.isArray(h.details.moved)
    ? (h.details.moved as unknown[]).filter((m): m is MovedLine => typeof m === 'object' && m !== null && typeof (m as MovedLine).quantity === 'number').map((m) => ({ product_name: String(m.product_name ?? ''), quantity: m.quantity, location_code: String(m.location_code ?? '') }))
    : [];

export const detailsText = (h: HandlingRow): string => {
  const d = h.details;
  const s = (k: string) => (typeof d[k] === 'string' || typeof d[k] === 'number' ? String(d[k]) : '');
  if (h.kind === 'refund') return [typeof d.amount_cents === 'number' ? formatYuan(d.amount_cents) : '', s('payee_name'), s('payment_ref')].filter(Boolean).join(' · ');
  if (h.kind === 'repair') return [s('repairer_name'), d.scheduled_at ? formatDateTime(new Date(s('scheduled_at'))) : '', s('result')].filter(Boolean).join(' · ');
  if (h.kind === 'return') return [s('warehouse_name') ? `→ ${s('warehouse_name')}` : '', s('carrier_name'), s('tracking_no'), s('document_no'), s('received_location_code')].filter(Boolean).join(' · ');
  const moved = movedLines(h).map((m) => `${m.product_name} × ${m.quantity}${m.location_code ? ` ← ${m.location_code}` : ''}`);
  const planned = moved.length ? [] : Array.isArray(d.lines) ? (d.lines as { product_name?: string; quantity?: number }[]).map((l) => `${l.product_name ?? ''} × ${l.quantity ?? ''}`) : [];
  return [s('document_no'), ...moved, ...planned, s('supplier_name'), s('purchase_no')].filter(Boolean).join(' · ');
};
