/** Shared validators of spec §5 (browser forms and server schemas use the same functions). */

export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** area code 0xx(x) with optional dash, 7–8 digit number, optional extension */
const LANDLINE_RE = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
export const isPhoneOrLandline = (v: string) => MOBILE_RE.test(v) || LANDLINE_RE.test(v);
export const isInteger = (v: string) => /^-?\d+$/.test(v);
export const isPositiveInteger = (v: string) => /^[1-9]\d*$/.test(v);
export const isChineseOnly = (v: string) => /^[\u4e00-\u9fa5]+$/.test(v);
export const isEnglishOrNumber = (v: string) => /^[A-Za-z0-9]+$/.test(v);
/** letters AND digits, nothing else */
export const isEnglishNumberMix = (v: string) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/.test(v);
export const inRange = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

export const DEFAULT_DECIMAL_PLACES = 4;
/** A number with at most `places` decimals (spec §9: default 4). */
export function hasMaxDecimals(v: string, places = DEFAULT_DECIMAL_PLACES): boolean {
  if (places <= 0) return /^-?\d+$/.test(v);
  return new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(v);
}

/** Both fields hold the same value (password confirmation and the like). */
export const isSameValue = (a: unknown, b: unknown) => a === b;

/** Comma-separated digit IDs (JD merchant IDs); spaces around commas are tolerated. */
export const isCommaSeparatedIds = (v: string) => /^\d+(\s*,\s*\d+)*$/.test(v.trim());
export const JD_IDS_MESSAGE = '请输入有效的京东商家ID，多个ID请用逗号分隔';

/** At least one search condition holds a value (zero counts, blank strings and empty arrays do not). */
export function hasAnyCondition(values: Record<string, unknown>): boolean {
  return Object.values(values).some((v) => {
    if (v === null || v === undefined) return false;
    if (typeof v === 'string') return v.trim() !== '';
    if (Array.isArray(v)) return v.length > 0;
    return true;
  });
}
export const AT_LEAST_ONE_CONDITION_MESSAGE = '请至少输入一个条件';

export const SHIPPING_NO_RE = /^[A-Za-z0-9]{12}$/;
export const isShippingNo = (v: string) => SHIPPING_NO_RE.test(v);
/** System order numbers start with 2 (spec §2.4 navbar search), then digits. */
export const ORDER_NO_RE = /^2\d{5,31}$/;
export const isOrderNo = (v: string) => ORDER_NO_RE.test(v);

export const DATE_RANGE_MAX_DAYS = 31;
const DAY_MS = 86_400_000;
/** Date range no longer than `maxDays` (default 31): end − start in days, end not before start. */
export function withinDays(start: Date, end: Date, maxDays = DATE_RANGE_MAX_DAYS): boolean {
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  return Number.isFinite(days) && days >= 0 && days <= maxDays;
}
/** '日期区间不能超过N天' — the generic message; the fixed 31-day one is DATE_RANGE_31_MESSAGE. */
export const dateRangeMessage = (maxDays: number) => `日期区间不能超过${maxDays}天`;
export const DATE_RANGE_31_MESSAGE = '选择的日期范围不能超过31天';

/** Spec §5 General: numeric strings matching this become numbers in submitted data. */
export const DECIMAL_RE = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const KEEP_AS_STRING = new Set(['store_resource_name', 'print_memo']);

/** Spec §5 General: decimal strings → numbers (except store_resource_name, print_memo); empty, '0.00', [] stripped. */
export function normalizePayload<T extends Record<string, unknown>>(payload: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === '' || value === null || value === undefined || value === '0.00') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'string' && !KEEP_AS_STRING.has(key) && DECIMAL_RE.test(value) && isSafeNumber(value)) {
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Long digit strings (order numbers, phone numbers past 2^53) would lose digits as numbers. */
function isSafeNumber(v: string): boolean {
  const n = Number(v);
  return Number.isFinite(n) && (v.includes('.') || Number.isSafeInteger(n));
}
