/**
 * Orders priced by the quote engine (issue 20, src/domain/quote/README.md 'Where fees are computed and stored'): the
 * estimated fee lines of each order — a projection replaced as a whole whenever the order is priced — the pricing's
 * time, totals and notes per order, and the re-pricing previews finance applies.
 */
import { bigint, boolean, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeeExplanation, FeePrice } from '../../../../src/domain/quote/model';
import type { PricingNote } from '../../../../src/domain/quote/engine-text';
import { companyId, createdAt } from './tenants';

/** one estimated fee line as stored in order_pricings.lines (the explanation without what the line's fields hold) */
export interface StoredFeeLine {
  code: string;
  name: string;
  /** INCOME | OUTLAY */
  direction: string;
  party_type: string;
  party_id: number | null;
  party_name: string;
  amount_cents: number;
  card_id: number;
  version_id: number;
  version_no: number;
  explanation: Omit<Partial<FeeExplanation>, 'price'> & { price?: Partial<FeePrice> };
}

/**
 * A line as stored since migration 0051: the key of its part shared with other orders (order_fee_line_parts) and its
 * order's figures — the party, the amount, the quantity, the started steps, the amount before minimum and cap, and
 * for a ratio line the fees it is a percentage of.
 */
export type CompactFeeLine = [key: string, partyId: number | null, partyName: string, amountCents: number, quantity: number, steps: number, rawCents: number, of?: { code: string; amount_cents: number }[]];

/**
 * The estimated fee lines, one row each: a VIEW over order_pricings.lines (migration 0049), read by finance's bills,
 * the over-area report and the shop cost projection's order trigger. A re-pricing writes one order_pricings row per
 * order, its lines a json array (hundreds of thousands of single-line rows cost the embedded database most of a
 * first pricing). Inserting into or deleting from the view goes through its INSTEAD OF triggers (an order's lines
 * appended or removed, its totals and counts kept; used by test fixtures and benches). Declared as a table so reads
 * and fixtures are typed; drizzle-kit's snapshot holds it as a table: never change this declaration without a
 * hand-written migration of the view.
 */
export const orderEstimatedFees = pgTable('order_estimated_fees', {
  companyId: integer('company_id').notNull(),
  orderId: integer('order_id').notNull(),
  /** the line's place in its order's lines, from 1 (read only) */
  lineNo: integer('line_no'),
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
});

/**
 * One row per priced order: when, its estimated fee lines, the totals and line counts by direction, and why nothing
 * (or not everything) was priced. No foreign keys: a re-pricing writes 100 000 rows and the per-row checks are a
 * measurable part of it on the embedded database; rows are only written by storePricing for orders it has just read.
 */
export const orderPricings = pgTable(
  'order_pricings',
  {
    orderId: integer('order_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    incomeCents: bigint('income_cents', { mode: 'number' }).notNull().default(0),
    outlayCents: bigint('outlay_cents', { mode: 'number' }).notNull().default(0),
    issues: jsonb('issues').$type<PricingNote[]>().notNull().default([]),
    /**
     * the estimated fee lines, in the engine's order (read one a row through the order_estimated_fees view); json, not
     * jsonb (migration 0062): written 100 000 rows at a time and read rarely, the text is stored as written
     */
    lines: json('lines').$type<(StoredFeeLine | CompactFeeLine)[]>().notNull().default([]),
    incomeLines: integer('income_lines').notNull().default(0),
    outlayLines: integer('outlay_lines').notNull().default(0),
    /** a hash of the stored lines and notes: a re-pricing rewrites only the orders whose hash changes ('' = unknown) */
    linesHash: text('lines_hash').notNull().default(''),
    /** when the order was last priced, its lines written or found unchanged (null: at priced_at) */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * a hash of the order's pricing facts when it was last priced (pricing-facts.ts factsHashSql): a re-pricing also
     * reaches the orders whose facts changed since, whatever wrote them ('' = unknown)
     */
    factsHash: text('facts_hash').notNull().default(''),
    /**
     * the ids of the parties the lines name, ascending (migration 0061; finance's bills find a party's estimates by its
     * GIN index): written by storePricing with the lines, filled from them by a trigger for any other writer — a column
     * rather than an index over the lines, so a re-pricing that changes prices but not parties touches no index
     */
    partyIds: integer('party_ids').array(),
  },
  (t) => [
    index('order_pricings_company_idx').on(t.companyId),
    index('order_pricings_party_ids_idx').using('gin', t.partyIds).with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

/**
 * The part of a stored fee line that is the same for every order its card row prices (migration 0051): code, name,
 * direction, party type, card version and the explanation's zone, tier, category, basis and price figures — kept once
 * per company under a key made from its content (a hash), so a line in order_pricings.lines is its key and the figures
 * of its order only (`[key, party_id, party_name, amount_cents, quantity, steps, raw_cents, of?]`). Content-addressed:
 * a key always names the same part, rows are only added. Read back whole through order_estimated_fees and orderFees.
 */
export const orderFeeLineParts = pgTable(
  'order_fee_line_parts',
  {
    companyId: integer('company_id').notNull(),
    key: text('key').notNull(),
    part: jsonb('part').$type<StoredLinePart>().notNull(),
    // the part's line fields as columns too (migration 0054): the view reads them without taking the part apart
    code: text('code').notNull().default(''),
    name: text('name').notNull().default(''),
    direction: text('direction').notNull().default(''),
    partyType: text('party_type').notNull().default(''),
    cardId: integer('card_id').notNull().default(0),
    versionId: integer('version_id').notNull().default(0),
    versionNo: integer('version_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** what order_fee_line_parts.part holds: a StoredFeeLine's fields shared by every order its card row prices */
export type StoredLinePart = Pick<StoredFeeLine, 'code' | 'name' | 'direction' | 'party_type' | 'card_id' | 'version_id' | 'version_no' | 'explanation'>;

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
