/**
 * Forgiving URL search values for the list screens' validateSearch: each parses a raw search value or gives
 * undefined (a bad value is dropped, it never fails the route).
 */
import { z } from 'zod';

/** trimmed text of at most `max` characters; empty → undefined */
export const searchText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().slice(0, max) || undefined), z.string().optional());

/** a real calendar day as YYYY-MM-DD */
export const searchDay = z.preprocess((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined), z.string().optional());

/** a six-digit area code (province, city or district) */
export const searchAreaCode = z.preprocess((v) => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{6}$/.test(s) ? s : undefined;
}, z.string().optional());

/** a whole number from 1 to `max` */
export const searchInt = (max: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
  }, z.number().int().optional());
