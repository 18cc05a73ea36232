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

// The areas' API contracts (warehouse, transit, abnormal) read body fields the same way: a blank is absent, and an
// absent required number answers the 'required' message key rather than zod's type message.

/** A blank string as absent (an emptied form field), a decimal string as its number, anything else unchanged. */
export const blankOrDecimal = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));

/** A number whose absence (undefined, null) is the message key 'required'. */
export const requiredNumber = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined) });

/** A body's required id: blank or absent is 'required'. */
export const requiredIdField = z.preprocess(blankOrDecimal, requiredNumber().int().min(1).max(DB_INT_MAX));

/** A body's optional id: '', null and absent are undefined. */
export const optionalBodyIdField = z.preprocess((v) => (v === '' || v === null ? undefined : blankOrDecimal(v)), z.number().int().min(1).max(DB_INT_MAX).optional());

/** An ISO date-time with its offset (a device's clock reading). */
export const isoDateTimeField = z.string().trim().max(40).datetime({ offset: true, error: () => 'invalidFormat' });

/** A calendar day, YYYY-MM-DD. */
export const dateOnlyField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');
