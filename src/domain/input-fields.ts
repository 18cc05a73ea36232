/**
 * How numbers, ids and text are read from requests and forms, in one place. Spec §5: numeric strings matching a
 * decimal pattern become numbers, so a number field takes a number or a decimal string ('12', '-3.5') and a text
 * field takes a string or a number (read back as its digits). Anything else — true, [2], {}, '', '0x10', '1e3' —
 * is the wrong type and refused, never converted (z.coerce made true an id 1 and an object "[object Object]").
 */
import { z } from 'zod';
import { DECIMAL_RE } from './validators';

/** The largest value of the database's integer columns (PostgreSQL int4): every id is at most this. */
export const DB_INT_MAX = 2_147_483_647;

/** A decimal string as its number; anything else unchanged, for the schema to accept or refuse (for preprocessors that also treat blanks their own way). */
export const decimalToNumber = (v: unknown) => (typeof v === 'string' && DECIMAL_RE.test(v.trim()) ? Number(v) : v);
const numberToText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/** A number field: `rules` (e.g. z.number().int().min(1)) applied to a number or a decimal string. */
export const numeric = <T extends z.ZodType<number>>(rules: T) => z.preprocess(decimalToNumber, rules);

/** A text field: `rules` (e.g. z.string().trim().max(50)) applied to a string or a number's digits. */
export const textual = <T extends z.ZodType<string>>(rules: T) => z.preprocess(numberToText, rules);

/** A record's id in a path, query or body: a positive integer the database can hold. */
export const idField = numeric(z.number().int().min(1).max(DB_INT_MAX));

/** An id a form may leave empty: '' and null are "none" (null), anything else must be an id. */
export const optionalIdField = z.preprocess((v) => (v === '' ? null : v), idField.nullable()).optional();
