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

/**
 * The shop cost screen's rows (migration 0055): `report_fee_daily` rolled up per dimension — one row per company,
 * dimension (`store` | `consignor`), China day, the store / consignor (0 for none), source and direction — so a
 * by-store page reads its stores' rows, not the store × consignor cross product. Source `ord` counts the orders created
 * that day (`n`; `report_fee_daily` holds them too, written by triggers on orders). Written only by triggers on
 * `report_fee_daily`, in the statement that changes it.
 */
export const reportShopDaily = pgTable(
  'report_shop_daily',
  {
    companyId: integer('company_id').notNull(),
    /** store | consignor */
    dim: text('dim').notNull(),
    day: date('day').notNull(),
    /** the store or consignor resource, 0 for none */
    keyId: integer('key_id').notNull(),
    /** ord (orders created) | fee (order_fees) | est (estimates) */
    source: text('source').notNull(),
    /** INCOME | OUTLAY; '' on the order counts */
    direction: text('direction').notNull(),
    sumCents: bigint('sum_cents', { mode: 'number' }).notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dim, t.day, t.keyId, t.source, t.direction] })],
);
