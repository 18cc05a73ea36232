/**
 * Orders priced by the quote engine (issue 20, src/domain/quote/README.md 'Where fees are computed and stored'): the
 * estimated fee lines of each order — a projection replaced as a whole whenever the order is priced — the pricing's
 * time, totals and notes per order, and the re-pricing previews finance applies.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeeExplanation } from '../../../../src/domain/quote/model';
import type { PricingNote } from '../../../../src/domain/quote/engine-text';
import { orders } from './orders';
import { companyId, createdAt, id } from './tenants';

/**
 * No foreign keys on this projection: a re-pricing writes hundreds of thousands of lines and the per-row checks cost a
 * quarter of it on the embedded database; lines are only written by storePricing for orders it has just read.
 */
export const orderEstimatedFees = pgTable(
  'order_estimated_fees',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** model.ts QuoteFeeCode */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** INCOME | OUTLAY */
    direction: text('direction').notNull(),
    partyType: text('party_type').notNull(),
    partyId: integer('party_id'),
    partyName: text('party_name').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    cardId: integer('card_id').notNull(),
    versionId: integer('version_id').notNull(),
    versionNo: integer('version_no').notNull(),
    explanation: jsonb('explanation').$type<FeeExplanation>().notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_estimated_fees_order_idx').on(t.orderId), index('order_estimated_fees_company_card_idx').on(t.companyId, t.cardId)],
);

/** One row per priced order: when, the totals by direction, and why nothing (or not everything) was priced. */
export const orderPricings = pgTable(
  'order_pricings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    companyId: companyId(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    incomeCents: bigint('income_cents', { mode: 'number' }).notNull().default(0),
    outlayCents: bigint('outlay_cents', { mode: 'number' }).notNull().default(0),
    issues: jsonb('issues').$type<PricingNote[]>().notNull().default([]),
    /** a hash of the stored lines and notes: a re-pricing rewrites only the orders whose hash changes ('' = unknown) */
    linesHash: text('lines_hash').notNull().default(''),
    /** when the order was last priced, its lines written or found unchanged (null: at priced_at) */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * a hash of the order's pricing facts when it was last priced (pricing-facts.ts factsHashSql): a re-pricing also
     * reaches the orders whose facts changed since, whatever wrote them ('' = unknown)
     */
    factsHash: text('facts_hash').notNull().default(''),
  },
  (t) => [index('order_pricings_company_idx').on(t.companyId)],
);

/** A re-pricing preview: the orders it chose (applied once, each order priced again at apply time). */
export const quoteRepricePreviews = pgTable('quote_reprice_previews', {
  id: text('id').primaryKey(),
  companyId: companyId(),
  createdBy: integer('created_by'),
  orderIds: integer('order_ids').array().notNull(),
  /** orders named one by one: each priced again at apply (a refresh); else only those a card change since reaches */
  everyOrder: boolean('every_order').notNull().default(false),
  changed: integer('changed').notNull().default(0),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  createdAt: createdAt(),
});
