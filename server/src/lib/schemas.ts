/** Zod building blocks every route uses: the envelope, pagination, ids and common field rules. */
import { z } from 'zod';
import { CODE_OK, DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../../src/domain/envelope';
import { MOBILE_RE } from '../../../src/domain/validators';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.string(), msg: z.string(), data });
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ list: z.array(item), total: z.number().int() }));

export function ok<T>(data: T): { code: string; msg: string; data: T } {
  return { code: CODE_OK, msg: 'ok', data };
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A positive integer id in a path or query string. */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** An 11-digit mainland mobile number; the message is a catalog key the error handler localizes. */
export const mobile = z.string().trim().regex(MOBILE_RE, 'mobileInvalid');

/** Query-string booleans: 1/0/true/false. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
