/** Subscription arithmetic: days left counted in China's calendar, hosting_end being the last paid day. */
import { EXPIRY_WARNING_DAYS } from '../../../src/domain/auth';

/** Far enough never to show a warning: what accounts without an end date report. */
export const NEVER_EXPIRES_DAYS = 36_500;

export function chinaDate(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function leftDays(hostingEnd: string | null, now = new Date()): number {
  if (!hostingEnd) return NEVER_EXPIRES_DAYS;
  const end = Date.parse(`${hostingEnd}T00:00:00Z`);
  const today = Date.parse(`${chinaDate(now)}T00:00:00Z`);
  return Math.round((end - today) / 86_400_000);
}

export function expiryFlags(left: number): { is_expired: boolean; is_show: boolean } {
  return { is_expired: left < 0, is_show: left >= 0 && left <= EXPIRY_WARNING_DAYS };
}
