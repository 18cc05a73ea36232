/** What the rule routes share: list queries, the status flag and area-code resolution with names. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { areaLevelOf } from '../../../../../src/domain/time-limits';
import { HttpError } from '../../../lib/http-error';
import { pageQuery } from '../../../lib/schemas';
import { areaNames } from '../../../repositories/time-limits';

export { optionalText } from '../../../lib/schemas';

export const optionalAreaCode = z
  .string()
  .trim()
  .regex(/^(\d{6}(\d{3})?)?$/, 'invalidFormat')
  .optional()
  .transform((v) => v || undefined);

export const statusQuery = z
  .enum(['0', '1', ''])
  .optional()
  .transform((v) => (v === '0' || v === '1' ? Number(v) : undefined));

export const areaListQuery = pageQuery.extend({
  province_code: optionalAreaCode,
  city_code: optionalAreaCode,
  district_code: optionalAreaCode,
  status: statusQuery,
});

export const okData = z.object({ id: z.number().int() });
export const removedSchema = z.object({ removed: z.boolean() });

export interface NamedArea {
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  districtCode: string;
  district: string;
}

/**
 * Names the province / city / district codes of a body and checks they nest (a city inside its province,
 * a district inside its city) and exist; a bad code is a 400 naming the field.
 */
export async function namedArea(app: FastifyInstance, codes: { province_code?: string; city_code?: string; district_code?: string }): Promise<NamedArea> {
  const p = codes.province_code ?? '';
  const c = codes.city_code ?? '';
  const d = codes.district_code ?? '';
  const names = await areaNames(app.db, [p, c, d]);
  for (const [field, ok] of [
    ['province_code', !p || (areaLevelOf(p) === 'province' && names.has(p))],
    ['city_code', !c || (areaLevelOf(c) === 'city' && c.slice(0, 2) === p.slice(0, 2) && names.has(c))],
    ['district_code', !d || (areaLevelOf(d) === 'district' && d.slice(0, 4) === c.slice(0, 4) && names.has(d))],
  ] as const) {
    if (!ok) throw new HttpError(400, 'areaUnknown', { field }, { field });
  }
  return { provinceCode: p, province: names.get(p) ?? '', cityCode: c, city: names.get(c) ?? '', districtCode: d, district: names.get(d) ?? '' };
}

/** A body schema for a route whose schema depends on a param (the handler validates with parseWith). */
export const anyObject = z.record(z.string(), z.unknown());

/**
 * Validates a body with a schema chosen at run time; issues leave through the error handler like route
 * schema issues, so the message names each field ('name：必填').
 */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const validation = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  }));
  throw Object.assign(new Error('validation'), { statusCode: 400, validation, validationContext: 'body' });
}
