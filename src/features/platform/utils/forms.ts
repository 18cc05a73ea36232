/** The reviewer's reject form and the subscription-extension form, with the server's limits. */
import { z } from 'zod';
import { EXTEND_DAYS_MAX, REJECT_REASON_MAX } from '@/domain/organization';
import { isPositiveInteger } from '@/domain/validators';

export const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'platform.errors.reasonRequired').max(REJECT_REASON_MAX, 'platform.errors.reasonTooLong'),
});
export type RejectForm = z.infer<typeof rejectSchema>;

export const extendSchema = z.object({
  days: z
    .string()
    .trim()
    .min(1, 'platform.errors.daysRequired')
    .refine((v) => v === '' || (isPositiveInteger(v) && Number(v) <= EXTEND_DAYS_MAX), 'platform.errors.daysRange'),
});
export type ExtendForm = z.infer<typeof extendSchema>;

export const FORM_LIMITS = { reasonMax: REJECT_REASON_MAX, daysMax: EXTEND_DAYS_MAX };

/** Local 'YYYY-MM-DD HH:mm'; '—' for nothing. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Search of the two platform lists in the URL: status / name filters, page and page size. */
const text = z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().slice(0, 50) || undefined), z.string().optional());
const page = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}, z.number().int().optional());
const perPage = z.preprocess((v) => ([5, 10, 20, 50, 100, 500].includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const auditSearchSchema = z.object({
  /** pending by default; 'all' lists every status */
  status: z.preprocess((v) => (typeof v === 'string' && ['pending', 'approved', 'rejected', 'all'].includes(v) ? v : undefined), z.enum(['pending', 'approved', 'rejected', 'all']).optional()),
  name: text,
  page,
  per_page: perPage,
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export const servicerSearchSchema = z.object({
  name: text,
  status: z.preprocess((v) => (v === 0 || v === 1 ? String(v) : v === '0' || v === '1' ? v : undefined), z.enum(['0', '1']).optional()),
  page,
  per_page: perPage,
});
export type ServicerSearch = z.infer<typeof servicerSearchSchema>;

export const validateAuditSearch = (s: Record<string, unknown>): AuditSearch => auditSearchSchema.safeParse(s).data ?? {};
export const validateServicerSearch = (s: Record<string, unknown>): ServicerSearch => servicerSearchSchema.safeParse(s).data ?? {};
