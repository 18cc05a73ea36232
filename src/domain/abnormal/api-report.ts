/** The abnormal contract's report (异常报表, issue 19, api.ts): GET /abnormal/report?date_from&date_to&period. */
import { z } from 'zod';
import { dateOnlyField as dateOnly } from '../input-fields';

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export const reportQuery = z.object({
  date_from: dateOnly,
  date_to: dateOnly,
  period: z.enum(REPORT_PERIODS).optional().default('day'),
});
export type ReportQuery = z.input<typeof reportQuery>;
/** the report's range is at most this many days */
export const REPORT_MAX_DAYS = 366;

/** a report bucket: how many records, how many still open, and their fee rows' amounts (cents) */
export const reportBucket = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  open: z.number().int(),
  fee_outlay_cents: z.number().int(),
  fee_income_cents: z.number().int(),
  posted_outlay_cents: z.number().int(),
  posted_income_cents: z.number().int(),
});
export type ReportBucket = z.infer<typeof reportBucket>;

export const abnormalReport = z.object({
  date_from: z.string(),
  date_to: z.string(),
  period: z.enum(REPORT_PERIODS),
  total: reportBucket,
  by_type: z.array(reportBucket),
  by_responsible: z.array(reportBucket),
  by_stage: z.array(reportBucket),
  /** key: the period's first day (YYYY-MM-DD), ascending */
  by_period: z.array(reportBucket),
  by_handler: z.array(reportBucket),
});
export type AbnormalReport = z.infer<typeof abnormalReport>;
