/** zod search-param schemas of routes that take query parameters (values arrive as plain strings). */
import { z } from 'zod';
import { ORDER_STATUSES } from '@/domain/order-status';

const optionalText = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim() || undefined),
  z.string().max(200).optional(),
);

/** /saas/waybill/all/index (saasWaybillAllIndex): the navbar search sends exactly one of these. */
export const waybillAllSearchSchema = z.object({
  nos: optionalText,
  end_tel: optionalText,
  union_end_contact: optionalText,
  /** from the dashboard's status cards */
  status: z.preprocess((v) => (typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v) ? v : undefined), z.enum(ORDER_STATUSES).optional()),
});
export type WaybillAllSearch = z.infer<typeof waybillAllSearchSchema>;

/** /login and /register: where to go after signing in. */
export const redirectSearchSchema = z.object({ redirect: optionalText });
export type RedirectSearch = z.infer<typeof redirectSearchSchema>;

/** Forgiving parse: invalid values are dropped rather than failing the whole route. */
export function parseSearch<T extends z.ZodObject>(schema: T) {
  return (search: Record<string, unknown>): z.infer<T> => {
    const result = schema.safeParse(search);
    return result.success ? result.data : schema.parse({});
  };
}
