/**
 * What every quote repository shares (issue 20, src/domain/quote/README.md): who acts, the transaction type, dates,
 * refusals as HTTP 400s, and rows validated with model.rowsSchema into messages naming the row number and the
 * column in the user's language.
 */
import type { z } from 'zod';
import type { ImportRowError } from '../../../../src/domain/quote/api';
import { columnLabel, columnOfPath } from '../../../../src/domain/quote/import-columns';
import { rowsSchema, type CardKind, type RateRow } from '../../../../src/domain/quote/model';
import { isServerMessageKey, serverMessage, typeName, type MessageParams, type ServerLang, type ServerMessageKey } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface QuoteActor {
  companyId: number;
  userId: number;
  name: string;
  lang: ServerLang;
}

/** a 400 with the catalog message, naming the field when there is one */
export const refused = (key: ServerMessageKey, params: MessageParams = {}, field?: string, data: Record<string, unknown> = {}) =>
  new HttpError(400, key, params, field ? { field, ...data } : Object.keys(data).length ? data : null);

// ---- dates (China time) ------------------------------------------------------------------------------------------

/** today in China (UTC+8) as YYYY-MM-DD */
export const chinaToday = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** a YYYY-MM-DD that is a day of the calendar (2026-02-30 is not) */
export function isCalendarDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d && d >= '2000-01-01' && d <= '2099-12-31';
}

export const addDays = (d: string, days: number) => new Date(new Date(`${d}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A version's dates, checked: real calendar days, the end not before the start. */
export function checkDates(from: string, to: string | null): void {
  if (!isCalendarDate(from)) throw refused('qtDate', {}, 'effective_from');
  if (to !== null && !isCalendarDate(to)) throw refused('qtDate', {}, 'effective_to');
  if (to !== null && to < from) throw refused('qtDateOrder', {}, 'effective_to');
}

// ---- rows ---------------------------------------------------------------------------------------------------------

/** One validation issue as words in the user's language. */
function reason(lang: ServerLang, issue: z.core.$ZodIssue): string {
  if (isServerMessageKey(issue.message)) return serverMessage(lang, issue.message);
  const p = issue as unknown as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      return p.input === undefined || p.input === null ? serverMessage(lang, 'required') : serverMessage(lang, 'wrongType', { expected: typeName(lang, String(p.expected)) });
    case 'invalid_value':
      return serverMessage(lang, 'invalidValue', { values: ((p.values as unknown[]) ?? []).map(String).join(', ') });
    case 'too_big':
      return serverMessage(lang, p.origin === 'string' ? 'tooLong' : p.origin === 'array' ? 'tooManyItems' : 'tooBig', { max: String(p.maximum) });
    case 'too_small':
      return serverMessage(lang, p.origin === 'string' ? (Number(p.minimum) <= 1 ? 'required' : 'tooShort') : p.origin === 'array' ? 'tooFewItems' : 'tooSmall', { min: String(p.minimum) });
    case 'unrecognized_keys':
      return serverMessage(lang, 'unknownField');
    case 'invalid_format':
      return serverMessage(lang, 'invalidFormat');
    default:
      return serverMessage(lang, 'invalid');
  }
}

/** a union's issues: the branch of the row's own shape, which says what is wrong with it */
function flatten(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
  return best.flatMap((i) => flatten({ ...i, path: [...issue.path, ...i.path] }));
}

/** the area code missing above the deepest one given: the city when a district has none, else the province */
function zoneGapField(row: unknown): string {
  const zone = (row as { zone?: { city_code?: unknown } } | undefined)?.zone;
  return zone && typeof zone === 'object' && !zone.city_code ? 'city_code' : 'province_code';
}

interface RowIssue extends ImportRowError {
  /** the column's header and the reason, in the user's language */
  label: string;
  reason: string;
}

/**
 * Rows of a card of `kind` validated one by one: the parsed rows, or the errors by row (1-based, or the sheet row
 * numbers given) and column key, each with its message in the user's language.
 */
export function checkRows(kind: CardKind, rows: readonly unknown[], lang: ServerLang, rowNumbers?: readonly number[]): { rows: RateRow[]; errors: RowIssue[] } {
  const parsed = rowsSchema(kind).safeParse(rows);
  if (parsed.success) return { rows: parsed.data, errors: [] };
  const errors: RowIssue[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues.flatMap(flatten)) {
    const [index, ...rest] = issue.path;
    const row = typeof index === 'number' ? (rowNumbers?.[index] ?? index + 1) : 0;
    const field = typeof index === 'number' ? (issue.message === 'qtZoneGap' ? zoneGapField(rows[index]) : columnOfPath(rest)) : '';
    const key = `${row}:${field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(rowIssue(lang, row, field, reason(lang, issue)));
  }
  return { rows: [], errors };
}

/** one row's error: '第3行 单价(元)：金额最多两位小数' (row 0: the rows as a whole) */
export function rowIssue(lang: ServerLang, row: number, field: string, why: string): RowIssue {
  const label = field ? columnLabel(field, lang) : '-';
  const msg = row === 0 ? serverMessage(lang, 'fieldIssue', { field: 'rows', reason: why }) : serverMessage(lang, 'qtRowIssue', { row, field: label, reason: why });
  return { row, field, msg, label, reason: why };
}

/** Rows of a card of `kind`, or a 400 naming the first bad row and column (every error in data.errors). */
export function validRows(kind: CardKind, rows: readonly unknown[], lang: ServerLang): RateRow[] {
  const checked = checkRows(kind, rows, lang);
  if (checked.errors.length === 0) return checked.rows;
  const [first] = checked.errors;
  const errors = checked.errors.map(({ row, field, msg }) => ({ row, field, msg }));
  if (first.row === 0) throw new HttpError(400, 'fieldIssue', { field: 'rows', reason: first.reason }, { field: 'rows', errors });
  throw new HttpError(400, 'qtRowIssue', { row: first.row, field: first.label, reason: first.reason }, { field: 'rows', errors });
}
