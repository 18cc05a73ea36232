/**
 * The consignor side of finance (issue 21, src/domain/finance/README.md "Recharges, consignor review"):
 * - recharges: a merchant's request to top up its prepaid balance — the document (amount, memo, voucher image) of a
 *   PENDING journal entry; its state is read from the journal (the entry's POST / VOID), never stored here;
 * - 商家审核 (src/domain/finance/consignor-terms.ts): one row per company and consignor with the terms in force (the last
 *   approved) and the proposal under review, and its history (the repository only inserts events).
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './finance';
import { resources } from './master-data';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const consignorTerms = pgTable(
  'consignor_terms',
  {
    id: id(),
    companyId: companyId(),
    consignorId: integer('consignor_id')
      .notNull()
      .references(() => resources.id),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull(),
    /** in force: null until the first approval */
    paymentTerm: text('payment_term'),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    proposedTerm: text('proposed_term').notNull(),
    proposedLimitCents: bigint('proposed_limit_cents', { mode: 'number' }).notNull().default(0),
    memo: text('memo').notNull().default(''),
    reason: text('reason').notNull().default(''),
    submittedByName: text('submitted_by_name').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('consignor_terms_company_consignor_uq').on(t.companyId, t.consignorId), index('consignor_terms_company_status_idx').on(t.companyId, t.status)],
);

export const consignorTermEvents = pgTable(
  'consignor_term_events',
  {
    id: id(),
    companyId: companyId(),
    termsId: integer('terms_id')
      .notNull()
      .references(() => consignorTerms.id),
    /** submit | approve | reject */
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull().default(''),
    toStatus: text('to_status').notNull(),
    paymentTerm: text('payment_term').notNull(),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    byUserId: integer('by_user_id'),
    byName: text('by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('consignor_term_events_terms_idx').on(t.termsId, t.id)],
);

export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    /** the servicer's company: the ledger's */
    companyId: companyId(),
    rechargeNo: text('recharge_no').notNull(),
    consignorId: integer('consignor_id')
      .notNull()
      .references(() => resources.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    memo: text('memo').notNull().default(''),
    /** an uploaded image's fileid ('' for none) */
    voucherFileId: text('voucher_file_id').notNull().default(''),
    /** the PENDING entry Dr BANK / Cr CONSIGNOR_PREPAID */
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recharges_entry_uq').on(t.entryId),
    uniqueIndex('recharges_company_no_uq').on(t.companyId, t.rechargeNo),
    index('recharges_company_consignor_idx').on(t.companyId, t.consignorId, t.id),
  ],
);
