/** Date-range shortcuts of spec §9 and the range rules of the pickers, computed from a given "now" (local days). */

export type DateShortcutKey =
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'thisMonth'
  | 'thisQuarter'
  | 'last7Days'
  | 'last30Days'
  | 'last90Days';

export const DATE_SHORTCUTS: readonly DateShortcutKey[] = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'thisQuarter',
  'last7Days',
  'last30Days',
  'last90Days',
];

/** [start, end] as 'YYYY-MM-DD', both inclusive. */
export type DateRange = [string, string];

/** Spec §9: the restricted picker spans at most 30 days and never reaches the future. */
export const RESTRICTED_RANGE_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
/** The China (UTC+8) calendar day `offsetDays` from today, YYYY-MM-DD — the day the server's ranges and plans use. */
export const chinaDay = (offsetDays = 0, now = Date.now()) => new Date(now + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'YYYY-MM-DD' → local midnight; null when not a real calendar day. */
export function parseDay(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toDay(d) === s ? d : null;
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** Whole days from start to end (local calendar, so DST never skews it). */
export function daysBetween(start: string, end: string): number {
  const a = parseDay(start);
  const b = parseDay(end);
  if (!a || !b) return Number.NaN;
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

/** Weeks start on Monday. */
export function shortcutRange(key: DateShortcutKey, now: Date): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const monday = addDays(today, -((today.getDay() + 6) % 7));
  const t = toDay(today);
  switch (key) {
    case 'today':
      return [t, t];
    case 'yesterday': {
      const y = toDay(addDays(today, -1));
      return [y, y];
    }
    case 'thisWeek':
      return [toDay(monday), t];
    case 'lastWeek':
      return [toDay(addDays(monday, -7)), toDay(addDays(monday, -1))];
    case 'thisMonth':
      return [toDay(new Date(today.getFullYear(), today.getMonth(), 1)), t];
    case 'thisQuarter':
      return [toDay(new Date(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3, 1)), t];
    case 'last7Days':
      return [toDay(addDays(today, -6)), t];
    case 'last30Days':
      return [toDay(addDays(today, -29)), t];
    case 'last90Days':
      return [toDay(addDays(today, -89)), t];
  }
}

export interface RangeRules {
  /** longest allowed end − start in days */
  maxDays?: number;
  /** no day after today */
  noFuture?: boolean;
}

export type RangeProblem = 'invalid' | 'order' | 'tooLong' | 'future';

/** The first rule a range breaks, or null. */
export function checkRange([start, end]: DateRange, rules: RangeRules, now: Date): RangeProblem | null {
  if (!parseDay(start) || !parseDay(end)) return 'invalid';
  const span = daysBetween(start, end);
  if (span < 0) return 'order';
  if (rules.noFuture && end > toDay(now)) return 'future';
  if (rules.maxDays !== undefined && span > rules.maxDays) return 'tooLong';
  return null;
}

/** Shortcuts a picker with these rules can offer (the ranges that already satisfy them). */
export function availableShortcuts(rules: RangeRules, now: Date): DateShortcutKey[] {
  return DATE_SHORTCUTS.filter((k) => checkRange(shortcutRange(k, now), rules, now) === null);
}
