/**
 * The forms' schemas: the fields as the screens hold them (one area code from the address tree, a price in
 * yuan) turned into the src/domain bodies the server validates with, so both sides apply the same rules.
 */
import { z } from 'zod';
import { bannedAreaBody, townKeywordBody } from '@/domain/banned-areas';
import { legBody, lineBody, yuanToCents } from '@/domain/contracts-lines';
import { SORTING_KIND_DEFS, SORTING_RULE_BODIES, type SortingKind } from '@/domain/sorting-rules';
import { splitAreaCode } from '@/domain/time-limits';

/** '' or an area code → province_code, city_code, district_code ('' when absent). */
export function areaCodes(code: unknown): { province_code: string; city_code: string; district_code: string } {
  const split = typeof code === 'string' && code ? splitAreaCode(code) : null;
  return { province_code: split?.provinceCode ?? '', city_code: split?.cityCode ?? '', district_code: split?.districtCode ?? '' };
}

/** The most specific code of a row's province / city / district. */
export function mostSpecific(row: object): string {
  const r = row as { province_code?: unknown; city_code?: unknown; district_code?: unknown };
  return String(r.district_code || r.city_code || r.province_code || '');
}

/** A body schema as the end of a pipe whose input is already the right shape at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, any>;

const areaField = z.string({ error: () => 'required' }).min(1, 'required');
const optionalArea = z.string().optional().default('');

export const bannedAreaForm = z
  .object({ area_code: areaField, consignor_id: z.unknown().optional(), keywords: z.unknown().optional(), memo: z.unknown().optional() })
  .transform(({ area_code, ...rest }) => ({ ...areaCodes(area_code), ...rest }))
  .pipe(loose(bannedAreaBody));

export const townKeywordForm = z
  .object({ keyword: z.unknown(), area_code: optionalArea, memo: z.unknown().optional() })
  .transform(({ area_code, ...rest }) => ({ ...areaCodes(area_code), ...rest }))
  .pipe(loose(townKeywordBody));

const HAS_AREA = (kind: SortingKind) => SORTING_KIND_DEFS[kind].conditions.includes('province_code');

/** A sorting rule form: area_code (when the kind has area conditions) split into the three codes. */
export function sortingRuleForm(kind: SortingKind) {
  if (!HAS_AREA(kind)) return SORTING_RULE_BODIES[kind];
  return z
    .record(z.string(), z.unknown())
    .transform(({ area_code, ...rest }) => {
      const codes = areaCodes(area_code);
      return Object.fromEntries(Object.entries({ ...rest, ...codes }).filter(([, v]) => v !== '' && v !== undefined && v !== null));
    })
    .pipe(loose(SORTING_RULE_BODIES[kind]));
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A price in yuan (at most 2 decimals): the message sits under the price field. */
const price = z.unknown().superRefine((v, ctx) => {
  if (!blank(v) && yuanToCents(String(v)) === null) ctx.addIssue({ code: 'custom', message: 'rules.validation.price' });
});
const cents = (v: unknown) => (blank(v) ? undefined : (yuanToCents(String(v)) ?? undefined));

/** A leg as the form holds it: price in yuan text → price_cents. */
export const legForm = z
  .object({
    from_station_id: legBody.shape.from_station_id,
    to_station_id: legBody.shape.to_station_id,
    carrier_resource_id: legBody.shape.carrier_resource_id,
    hours: legBody.shape.hours,
    price: price.refine((v) => !blank(v), 'required'),
    memo: legBody.shape.memo,
  })
  .refine((b) => b.from_station_id !== b.to_station_id, { message: 'sameStations', path: ['to_station_id'] })
  .transform(({ price: yuan, ...rest }) => ({ ...rest, price_cents: cents(yuan)! }));

/** The create-line form: the line and, optionally, its first leg from the start to the end station. */
export const lineCreateForm = z
  .object({
    name: lineBody.shape.name,
    start_station_id: lineBody.shape.start_station_id,
    end_station_id: lineBody.shape.end_station_id,
    memo: lineBody.shape.memo,
    carrier_resource_id: z.unknown().optional(),
    hours: z.unknown().optional(),
    price,
  })
  .refine((b) => b.start_station_id !== b.end_station_id, { message: 'sameStations', path: ['end_station_id'] })
  .superRefine((b, ctx) => {
    // a leg is all or nothing: once one of its fields is filled, the others are required
    if (blank(b.carrier_resource_id) && blank(b.hours) && blank(b.price)) return;
    for (const [key, schema] of [
      ['carrier_resource_id', legBody.shape.carrier_resource_id],
      ['hours', legBody.shape.hours],
    ] as const) {
      const r = schema.safeParse(b[key]);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [key], message: r.error.issues[0].message });
    }
    if (blank(b.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'required' });
  })
  .transform(({ carrier_resource_id, hours, price: yuan, ...line }) => ({
    ...line,
    legs: blank(carrier_resource_id)
      ? []
      : [{ from_station_id: line.start_station_id, to_station_id: line.end_station_id, carrier_resource_id: Number(carrier_resource_id), hours: Number(hours), price_cents: cents(yuan)!, memo: '' }],
  }));
