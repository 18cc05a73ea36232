/** The abnormal report's buckets as the screen shows them: one dimension's rows, and the chart's series by period. */
import type { AbnormalReport, ReportBucket } from '@/domain/abnormal/api-report';

export const DIMENSIONS = ['type', 'responsible', 'stage', 'handler', 'period'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const FIELD: Record<Dimension, keyof Pick<AbnormalReport, 'by_type' | 'by_responsible' | 'by_stage' | 'by_handler' | 'by_period'>> = {
  type: 'by_type',
  responsible: 'by_responsible',
  stage: 'by_stage',
  handler: 'by_handler',
  period: 'by_period',
};

/** a dimension's buckets, the largest first (periods stay in time order) */
export function bucketsOf(report: AbnormalReport | undefined, dimension: Dimension): ReportBucket[] {
  const rows = report?.[FIELD[dimension]] ?? [];
  return dimension === 'period' ? rows : [...rows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const DAY = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** every period's first day in the range: days, weeks stepped from a bucket the server named, months' first days */
export function periodKeys(report: Pick<AbnormalReport, 'date_from' | 'date_to' | 'period' | 'by_period'>): string[] {
  const from = dayMs(report.date_from);
  const to = dayMs(report.date_to);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return report.by_period.map((b) => b.key);
  const keys: string[] = [];
  if (report.period === 'day') for (let t = from; t <= to && keys.length < 400; t += DAY) keys.push(isoDay(t));
  else if (report.period === 'month') {
    const d = new Date(from);
    for (let y = d.getUTCFullYear(), m = d.getUTCMonth(); Date.UTC(y, m, 1) <= to && keys.length < 400; m++) keys.push(isoDay(Date.UTC(y, m, 1)));
  } else {
    // weeks: the server's week start is a bucket's key; without one, the range's first day
    let start = report.by_period.length ? dayMs(report.by_period[0].key) : from;
    while (start - 7 * DAY + 6 * DAY >= from) start -= 7 * DAY;
    for (let t = start; t <= to && keys.length < 400; t += 7 * DAY) keys.push(isoDay(t));
  }
  return keys;
}

/** the chart's series: one point per period of the range (periods without records at 0), registered and still open */
export function periodSeries(report: AbnormalReport | undefined): { labels: string[]; count: number[]; open: number[] } {
  if (!report) return { labels: [], count: [], open: [] };
  const byKey = new Map(report.by_period.map((b) => [b.key, b]));
  const keys = periodKeys(report);
  // a bucket the generated keys missed (another week start) still shows
  for (const b of report.by_period) if (!keys.includes(b.key)) keys.push(b.key);
  keys.sort();
  if (!report.by_period.length) return { labels: [], count: [], open: [] };
  return { labels: keys, count: keys.map((k) => byKey.get(k)?.count ?? 0), open: keys.map((k) => byKey.get(k)?.open ?? 0) };
}
