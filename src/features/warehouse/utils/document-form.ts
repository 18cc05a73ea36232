/**
 * The create form of inbound and outbound documents: its values (strings, as typed), the request body they make,
 * and the domain schema's issues mapped onto the form's fields (`lines.2.quantity`), so the browser refuses what
 * the server would with the same words.
 */
import { createDocumentBody, type CreateDocumentBody } from '@/domain/warehouse/api';

/** the kinds with a draft and a create screen */
export type FormKind = 'inbound' | 'outbound';
/** every kind created from a form with lines (the count starts from its location's stock, with none) */
export type LinesKind = FormKind | 'lock' | 'replenish';

export interface LineValues {
  product_id: string;
  /** the picker's label, kept so a restored draft reads as it was typed */
  product_label: string;
  package_no: string;
  quantity: string;
  /** inbound: put-away target (optional); outbound: where the stock is */
  location_id: string;
  /** replenish: the pick location the stock goes to */
  to_location_id: string;
  memo: string;
}

export interface DocumentFormValues {
  warehouse_id: string;
  /** inbound: the receiving location */
  location_id: string;
  owner_id: string;
  owner_label: string;
  ship_to: 'CUSTOMER' | 'TRANSIT';
  memo: string;
  /** lock: why (required) */
  reason: string;
  /** lock: when it releases itself, as the datetime-local field gives it */
  expires_at: string;
  lines: LineValues[];
}

export const emptyLine = (): LineValues => ({ product_id: '', product_label: '', package_no: '', quantity: '1', location_id: '', to_location_id: '', memo: '' });

export const emptyForm = (): DocumentFormValues => ({
  warehouse_id: '',
  location_id: '',
  owner_id: '',
  owner_label: '',
  ship_to: 'CUSTOMER',
  memo: '',
  reason: '',
  expires_at: '',
  lines: [emptyLine()],
});

const opt = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The request body of the form (numbers are read by the domain schema, which accepts digits as text). */
export function toBody(kind: LinesKind, v: DocumentFormValues): CreateDocumentBody {
  const expires = kind === 'lock' && v.expires_at ? new Date(v.expires_at) : null;
  return {
    kind,
    warehouse_id: v.warehouse_id as unknown as number,
    owner_id: (opt(v.owner_id) ?? 0) as number,
    location_id: kind === 'inbound' ? (opt(v.location_id) as unknown as number | undefined) : undefined,
    ship_to: kind === 'outbound' ? v.ship_to : undefined,
    memo: v.memo.trim(),
    reason: kind === 'lock' ? v.reason.trim() : undefined,
    expires_at: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : undefined,
    lines: v.lines.map((l) => ({
      product_id: l.product_id as unknown as number,
      package_no: l.package_no.trim(),
      quantity: l.quantity as unknown as number,
      location_id: opt(l.location_id) as unknown as number | undefined,
      to_location_id: kind === 'replenish' ? (opt(l.to_location_id) as unknown as number | undefined) : undefined,
      memo: l.memo.trim(),
    })),
  };
}

/** Field → the first issue's message key (a domain message key, or 'required' / 'invalidFormat' / zod's own). */
export function formIssues(kind: LinesKind, v: DocumentFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = createDocumentBody.safeParse(toBody(kind, v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'root';
      out[field] ??= issue.message || 'invalidFormat';
    }
  }
  // what the server refuses by rule rather than by shape: said here first
  if (v.lines.length === 0) out.root ??= 'whLinesRequired';
  if (kind === 'inbound' && !opt(v.location_id)) out.location_id ??= 'whReceivingLocationRequired';
  if (kind !== 'inbound') v.lines.forEach((l, i) => !opt(l.location_id) && (out[`lines.${i}.location_id`] ??= 'whLocationRequired'));
  if (kind === 'replenish') {
    v.lines.forEach((l, i) => {
      if (!opt(l.to_location_id)) out[`lines.${i}.to_location_id`] ??= 'whToLocationRequired';
      else if (l.to_location_id === l.location_id) out[`lines.${i}.to_location_id`] ??= 'whSameLocation';
    });
  }
  if (kind === 'lock' && !v.reason.trim()) out.reason ??= 'whReasonRequired';
  if (kind === 'lock' && v.expires_at && !(Date.parse(v.expires_at) > Date.now())) out.expires_at ??= 'whExpiresInPast';
  return out;
}

/** A short summary of a form for the drafts list: warehouse-independent (its name may not be known offline). */
export function draftSummary(v: DocumentFormValues): { lines: number; units: number; products: string } {
  const filled = v.lines.filter((l) => l.product_id);
  return {
    lines: filled.length,
    units: filled.reduce((n, l) => n + (Number(l.quantity) || 0), 0),
    products: filled.map((l) => l.product_label).filter(Boolean).slice(0, 3).join('、'),
  };
}
