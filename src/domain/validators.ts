/** Shared validators of spec §5 (browser forms and server schemas use the same functions). */

export const MOBILE_RE = /^1[3-9]\d{9}$/;
const LANDLINE_RE = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
export const isPhoneOrLandline = (v: string) => MOBILE_RE.test(v) || LANDLINE_RE.test(v);
export const isInteger = (v: string) => /^-?\d+$/.test(v);
export const isPositiveInteger = (v: string) => /^[1-9]\d*$/.test(v);
export const isChineseOnly = (v: string) => /^[\u4e00-\u9fa5]+$/.test(v);
export const isEnglishOrNumber = (v: string) => /^[A-Za-z0-9]+$/.test(v);
export const isEnglishNumberMix = (v: string) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/.test(v);
export const inRange = (v: number, min: number, max: number) => v >= min && v <= max;
export function hasMaxDecimals(v: string, places = 4): boolean {
  return new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(v);
}
export const isCommaSeparatedIds = (v: string) => /^\d+(,\d+)*$/.test(v);
export const SHIPPING_NO_RE = /^[A-Za-z0-9]{12}$/;
export const ORDER_NO_RE = /^2\d{5,31}$/;

/** Date range no longer than `maxDays` (default 31). */
export function withinDays(start: Date, end: Date, maxDays = 31): boolean {
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  return days >= 0 && days <= maxDays;
}
