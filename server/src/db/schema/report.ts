/**
 * The report center's projections (issue 21 'Reports', src/domain/report/README.md 'Shop cost: the daily fee
 * projection'). `report_fee_daily` sums the fee rows of the orders created on one China day, per store and consignor
 * of the order, fee source (`fee`: order_fees, `est`: order_estimated_fees) and direction. It is written only by
 * database triggers (migration 0045) in the same statement as the fee rows — every write path of order fees and
 * estimates, and an order changing its store, consignor, creation time or being deleted — so it cannot drift from
 * them; the shop cost report reads it instead of joining the fee rows of every order in the range.
 */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const reportFeeDaily = pgTable(
  'report_fee_daily',
  {
    companyId: integer('company_id').notNull(),
    /** the China day the order was created */
    day: date('day').notNull(),
    /** the order's store / consignor resource, 0 for none */
    storeId: integer('store_id').notNull(),
    consignorId: integer('consignor_id').notNull(),
    /** fee (order_fees) | est (order_estimated_fees) */
    source: text('source').notNull(),
    /** INCOME | OUTLAY */
    direction: text('direction').notNull(),
    sumCents: bigint('sum_cents', { mode: 'number' }).notNull().default(0),
    feeCount: integer('fee_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.storeId, t.consignorId, t.source, t.direction] })],
);
