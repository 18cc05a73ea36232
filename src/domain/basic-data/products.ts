/** Product types (two-level categories under the virtual root PC001) and products of the Basic data screens. */
import { z } from 'zod';
import type { ServerMessageKey } from '../server-messages';
import { codeField, intInRange, nameField, optionalText } from './fields';

/**
 * A decimal typed in a form (kg, m³) as the integer number of its smallest unit (10^-decimals): '1.25' with 3
 * decimals → 1250. Read from the digits, never through a float product; blank = 0. Anything else is refused.
 */
export function decimalToUnits(v: string | number, decimals: number): number | null {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
  const m = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${decimals}}))?$`).exec(s);
  if (!m) return null;
  return Number(m[1]) * 10 ** decimals + Number((m[2] ?? '').padEnd(decimals, '0'));
}

/** the inverse, for forms: 1250 with 3 decimals → '1.25' */
export function unitsToDecimal(units: number, decimals: number): string {
  const whole = Math.floor(units / 10 ** decimals);
  const frac = String(units % 10 ** decimals).padStart(decimals, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** a decimal of at most `decimals` places in [0, max], parsed to integer base units (× `scale` per smallest step) */
const decimalIn = (decimals: number, max: number, message: ServerMessageKey, scale = 1) =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' || typeof v === 'number' ? (decimalToUnits(v, decimals) ?? Number.NaN) : v),
      z.number({ error: message }).int(message).min(0, message).max(max * 10 ** decimals, message),
    )
    .transform((units) => units * scale);

/** the virtual root the product picker's cascade starts from (spec §9 default parent code) */
export const ROOT_CATEGORY_CODE = 'PC001';
export const MAX_CATEGORY_LEVEL = 2;

export const productCategoryBody = z.object({
  code: codeField,
  name: nameField,
  /** PC001 (or empty) = a level-1 type; else a level-1 type's code */
  parent_code: z.preprocess((v) => (v === '' || v === null || v === undefined ? ROOT_CATEGORY_CODE : v), z.string().trim().max(20, 'bdChooseOption')),
  sort: intInRange(0, 9999).optional().default(0),
});
export type ProductCategoryBody = z.infer<typeof productCategoryBody>;

export const productBody = z.object({
  name: z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, 'productNameRequired').max(50, 'tooLongName50'),
  ),
  /** a product type code (level 2, or a level-1 type without children) */
  category_code: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'productTypeRequired').max(20, 'productTypeRequired')),
  pno: optionalText(100),
  package: intInRange(1, 9999),
  /** typed in kg with up to 3 decimals; parsed to grams; blank = unknown (0) */
  weight_kg: decimalIn(3, 100_000, 'bdWeightKg'),
  /** typed in m³ with up to 4 decimals; parsed to cm³; blank = unknown (0) */
  volume_m3: decimalIn(4, 1_000, 'bdVolumeM3', 100),
});
export type ProductBody = z.infer<typeof productBody>;
