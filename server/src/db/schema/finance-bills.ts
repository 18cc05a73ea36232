/**
 * Bills (账单), check-bills (对账单) and payments (付款结清) — issue 21, src/domain/finance/README.md 'Bills,
 * check-bills and payment clearance'. A bill line points at exactly one fee source through `source_key`, unique per
 * company: a fee row lands on one bill only, whichever generation gets there first. Money in signed bigint fen.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './finance';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const bills = pgTable(
  'bills',
  {
    id: id(),
    companyId: companyId(),
    billNo: text('bill_no').notNull(),
    /** bills.ts BILL_PARTY_KINDS: consignor | carrier | delivery */
    partyType: text('party_type').notNull(),
    partyId: integer('party_id').notNull(),
    partyName: text('party_name').notNull().default(''),
    /** MONTH (YYYY-MM) | WEEK (YYYY-Www), China time */
    periodKind: text('period_kind').notNull(),
    period: text('period').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    /** DRAFT | CONFIRMED | SETTLED */
    status: text('status').notNull().default('DRAFT'),
    /** Σ of the INCOME rows and of the OUTLAY rows (both ≥ 0) and the total signed from the party's side */
    incomeCents: bigint('income_cents', { mode: 'number' }).notNull().default(0),
    outlayCents: bigint('outlay_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    /** the entry confirming posted (source bill:<id>) */
    entryId: integer('entry_id').references(() => journalEntries.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bills_company_no_uq').on(t.companyId, t.billNo),
    // at most one draft per party and period; a fee posted after the period's bill was confirmed starts a new draft
    uniqueIndex('bills_company_party_period_draft_uq').on(t.companyId, t.partyType, t.partyId, t.periodKind, t.period).where(sql`${t.status} = 'DRAFT'`),
    index('bills_company_period_idx').on(t.companyId, t.period, t.id),
    check('bills_paid', sql`${t.paidCents} >= 0`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    companyId: companyId(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    /** `of:<order_fees.id>`, `est:<order>:<code>:<party type>:<party>` or `load:<transit_loads.id>` (bills.ts orderFeeKey / estimateKey) */
    sourceKey: text('source_key').notNull(),
    /** order_fee | estimate | load */
    sourceType: text('source_type').notNull(),
    orderFeeId: integer('order_fee_id'),
    /** null on a transit load's line (source_type load: the load's trunk fee, source key load:<id>) */
    orderId: integer('order_id'),
    code: text('code').notNull(),
    codeName: text('code_name').notNull().default(''),
    /** INCOME | OUTLAY */
    direction: text('direction').notNull(),
    /** the fee row's amount (an estimate's snapshot, refreshed while the bill is a draft) */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** signed from the party's side (bills.ts lineSign) */
    signedCents: bigint('signed_cents', { mode: 'number' }).notNull(),
    feeAt: timestamp('fee_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bill_lines_company_source_uq').on(t.companyId, t.sourceKey), index('bill_lines_bill_idx').on(t.billId, t.id)],
);

export const checkBills = pgTable(
  'check_bills',
  {
    id: id(),
    companyId: companyId(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    checkNo: text('check_no').notNull(),
    partyType: text('party_type').notNull(),
    partyId: integer('party_id').notNull(),
    /** SENT | DISPUTED | CONFIRMED (frozen) */
    status: text('status').notNull().default('SENT'),
    lineCount: integer('line_count').notNull().default(0),
    confirmedCount: integer('confirmed_count').notNull().default(0),
    disputedCount: integer('disputed_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentByName: text('sent_by_name').notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('check_bills_bill_uq').on(t.billId), uniqueIndex('check_bills_company_no_uq').on(t.companyId, t.checkNo), index('check_bills_company_party_idx').on(t.companyId, t.partyType, t.partyId, t.id)],
);

export const checkBillLines = pgTable(
  'check_bill_lines',
  {
    id: id(),
    companyId: companyId(),
    checkBillId: integer('check_bill_id')
      .notNull()
      .references(() => checkBills.id),
    billLineId: integer('bill_line_id')
      .notNull()
      .references(() => billLines.id),
    /** PENDING | CONFIRMED | DISPUTED */
    state: text('state').notNull().default('PENDING'),
    comment: text('comment').notNull().default(''),
    ticketId: integer('ticket_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByName: text('answered_by_name').notNull().default(''),
  },
  (t) => [uniqueIndex('check_bill_lines_check_line_uq').on(t.checkBillId, t.billLineId), index('check_bill_lines_check_idx').on(t.checkBillId, t.id)],
);

export const financePayments = pgTable(
  'finance_payments',
  {
    id: id(),
    companyId: companyId(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    paymentNo: text('payment_no').notNull(),
    /** BANK | CASH | PREPAID */
    method: text('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    memo: text('memo').notNull().default(''),
    entryId: integer('entry_id').references(() => journalEntries.id),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('finance_payments_company_no_uq').on(t.companyId, t.paymentNo), index('finance_payments_bill_idx').on(t.billId, t.id), index('finance_payments_company_idx').on(t.companyId, t.id), check('finance_payments_positive', sql`${t.amountCents} > 0`)],
);
