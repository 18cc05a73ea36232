/**
 * The report center's contract (issue 21 'Reports', README.md here): receivables with aging, shop cost, feedback and
 * order daily — their query strings and answers, shared by the server routes and the screens.
 *
 *   GET /report/receivables  ?consignor_id                          open receivable per consignor, aged (FIFO)
 *   GET /report/shop-cost    ?date_from&date_to&by&consignor_id      fees per store or consignor, income / outlay
 *   GET /report/feedback     ?date_from&date_to&result               visit results per day and result
 *   GET /report/order-daily  ?date_from&date_to                      orders created per China day, by status
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from '../input-fields';
import { FEEDBACK_RESULTS } from '../order-lifecycle';

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');
const optionalId = z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX).optional());

/** a dated report's range is at most this many China days */
export const REPORT_RANGE_MAX_DAYS = 31;

export const receivablesQuery = z.object({ consignor_id: optionalId });
export type ReceivablesQuery = z.input<typeof receivablesQuery>;

export const SHOP_COST_GROUPS = ['store', 'consignor'] as const;
export type ShopCostGroup = (typeof SHOP_COST_GROUPS)[number];
export const shopCostQuery = z.object({
  date_from: dateOnly,
  date_to: dateOnly,
  by: z.enum(SHOP_COST_GROUPS).optional().default('store'),
  consignor_id: optionalId,
});
export type ShopCostQuery = z.input<typeof shopCostQuery>;

export const feedbackQuery = z.object({ date_from: dateOnly, date_to: dateOnly, result: z.enum(FEEDBACK_RESULTS).optional() });
export type FeedbackQuery = z.input<typeof feedbackQuery>;

export const orderDailyQuery = z.object({ date_from: dateOnly, date_to: dateOnly });
export type OrderDailyQuery = z.input<typeof orderDailyQuery>;

// ---- answers ----

/** aging buckets of an open receivable, by days since the debit was posted (aging.ts) */
export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const cents = z.number().int();
export const receivableRow = z.object({
  consignor_id: z.number().int(),
  consignor_name: z.string(),
  /** the receivable account's balance (debit-positive); the buckets sum to it when it is positive */
  open_cents: cents,
  d0_30: cents,
  d31_60: cents,
  d61_90: cents,
  d90_plus: cents,
  /** when the oldest still-open debit was posted */
  oldest_open_at: z.string().nullable(),
});
export type ReceivableRow = z.infer<typeof receivableRow>;
export const receivablesReport = z.object({
  as_of: z.string(),
  rows: z.array(receivableRow),
  total: receivableRow.omit({ consignor_id: true, consignor_name: true, oldest_open_at: true }),
});
export type ReceivablesReport = z.infer<typeof receivablesReport>;

const feeFigures = {
  orders: z.number().int(),
  /** approved ticket / abnormal fees posted to the orders (order_fees) */
  fee_income_cents: cents,
  fee_outlay_cents: cents,
  /** the quote engine's estimates (order_estimated_fees) */
  est_income_cents: cents,
  est_outlay_cents: cents,
};
export const shopCostRow = z.object({ key: z.string(), label: z.string(), ...feeFigures });
export type ShopCostRow = z.infer<typeof shopCostRow>;
export const shopCostDay = z.object({ day: z.string(), ...feeFigures });
export type ShopCostDay = z.infer<typeof shopCostDay>;
export const shopCostReport = z.object({
  date_from: z.string(),
  date_to: z.string(),
  by: z.enum(SHOP_COST_GROUPS),
  rows: z.array(shopCostRow),
  days: z.array(shopCostDay),
  total: z.object(feeFigures),
});
export type ShopCostReport = z.infer<typeof shopCostReport>;

const resultCounts = { SATISFIED: z.number().int(), NEUTRAL: z.number().int(), UNSATISFIED: z.number().int(), total: z.number().int() };
export const feedbackDay = z.object({ day: z.string(), ...resultCounts });
export type FeedbackDay = z.infer<typeof feedbackDay>;
export const feedbackReport = z.object({
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(feedbackDay),
  total: z.object(resultCounts),
});
export type FeedbackReport = z.infer<typeof feedbackReport>;

export const orderDailyDay = z.object({ day: z.string(), total: z.number().int(), counts: z.record(z.string(), z.number().int()) });
export type OrderDailyDay = z.infer<typeof orderDailyDay>;
export const orderDailyReport = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** the statuses that occur in the range, in lifecycle order */
  statuses: z.array(z.string()),
  days: z.array(orderDailyDay),
  total: z.object({ total: z.number().int(), counts: z.record(z.string(), z.number().int()) }),
});
export type OrderDailyReport = z.infer<typeof orderDailyReport>;
