import { describe, expect, it } from 'vitest';
import type { AbnormalReport, ReportBucket } from '@/domain/abnormal/api-report';
import { bucketsOf, periodKeys, periodSeries } from './report-data';

const b = (key: string, count: number, open = 0): ReportBucket => ({ key, label: key, count, open, fee_outlay_cents: 0, fee_income_cents: 0, posted_outlay_cents: 0, posted_income_cents: 0 });
const report: AbnormalReport = {
  date_from: '2026-11-01',
  date_to: '2026-11-03',
  period: 'day',
  total: b('total', 6, 2),
  by_type: [b('DAMAGE', 1), b('SHORTAGE', 5)],
  by_responsible: [],
  by_stage: [],
  by_period: [b('2026-11-03', 4, 2), b('2026-11-01', 2)],
  by_handler: [],
};

describe('abnormal report data', () => {
  it('lists a dimension largest first, periods in the order the server gave', () => {
    expect(bucketsOf(report, 'type').map((r) => r.key)).toEqual(['SHORTAGE', 'DAMAGE']);
    expect(bucketsOf(report, 'period').map((r) => r.key)).toEqual(['2026-11-03', '2026-11-01']);
    expect(bucketsOf(undefined, 'stage')).toEqual([]);
  });
  it('gives the chart one point per period of the range, the empty ones at 0', () => {
    expect(periodSeries(report)).toEqual({ labels: ['2026-11-01', '2026-11-02', '2026-11-03'], count: [2, 0, 4], open: [0, 0, 2] });
    expect(periodSeries({ ...report, by_period: [] })).toEqual({ labels: [], count: [], open: [] });
  });
  it('steps months by their first day and weeks from the week start the server used', () => {
    expect(periodKeys({ date_from: '2026-09-15', date_to: '2026-11-03', period: 'month', by_period: [] })).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(periodKeys({ date_from: '2026-11-01', date_to: '2026-11-20', period: 'week', by_period: [b('2026-11-09', 1)] })).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
  });
});
