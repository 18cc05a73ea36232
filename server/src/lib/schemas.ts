/** Zod building blocks every route uses: the envelope, pagination, ids and common field rules. */
import { z } from 'zod';
import { CODE_OK, DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../../src/domain/envelope';
import { idField, numeric } from '../../../src/domain/input-fields';
import { MOBILE_RE } from '../../../src/domain/validators';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.string(), msg: z.string(), data });
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ list: z.array(item), total: z.number().int() }));

export function ok<T>(data: T): { code: string; msg: string; data: T } {
  return { code: CODE_OK, msg: 'ok', data };
}

export const pageQuery = z.object({
  page: numeric(z.number().int().min(1).max(1_000_000)).default(DEFAULT_PAGE),
  per_page: numeric(z.number().int().min(1).max(MAX_PER_PAGE)).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Numbers and ids as every route reads them (src/domain/input-fields.ts): numbers or decimal strings only, ids
 * within the database's integer range; never z.coerce, which reads true as 1 and [2] as 2.
 */
export { DB_INT_MAX, idField, numeric, optionalIdField, textual } from '../../../src/domain/input-fields';

/** A positive integer id in a path, query string or body. */
export const idParam = idField;

/** An 11-digit mainland mobile number; the message is a catalog key the error handler localizes. */
export const mobile = z.string().trim().regex(MOBILE_RE, 'mobileInvalid');

/** Blank query values count as absent (spec §7: empty params are dropped, the rest trimmed). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** Query-string booleans: 1/0/true/false. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
