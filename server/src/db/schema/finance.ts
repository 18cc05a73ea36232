/**
 * Finance (issue 21, src/domain/finance/README.md): accounts per party and purpose, the journal — entries of signed
 * integer-fen lines summing to zero, append-only (the migration adds the trigger stock_moves has) — the balance
 * projection written in the same transaction, and accounting periods.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { resources } from './master-data';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const financeAccounts = pgTable(
  'finance_accounts',
  {
    id: id(),
    companyId: companyId(),
    /** ledger.ts ACCOUNT_KINDS */
    kind: text('kind').notNull(),
    /** consignor | carrier | delivery; '' for the company's own accounts */
    partyType: text('party_type').notNull().default(''),
    partyId: integer('party_id').references(() => resources.id),
    /** tells two accounts of one kind and party apart (a second bank account); '' for the first */
    code: text('code').notNull().default(''),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('CNY'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('finance_accounts_company_kind_party_code_uq').on(t.companyId, t.kind, sql`coalesce(${t.partyId}, 0)`, t.code), index('finance_accounts_company_party_idx').on(t.companyId, t.partyType, t.partyId)],
);

export const financePeriods = pgTable(
  'finance_periods',
  {
    id: id(),
    companyId: companyId(),
    /** YYYY-MM, China time */
    period: text('period').notNull(),
    /** OPEN | CLOSED */
    status: text('status').notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('finance_periods_company_period_uq').on(t.companyId, t.period)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    companyId: companyId(),
    entryNo: text('entry_no').notNull(),
    period: text('period').notNull(),
    /** ledger.ts ENTRY_KINDS */
    kind: text('kind').notNull(),
    /** ledger.ts ENTRY_PHASES: SINGLE | PENDING | POST | VOID */
    phase: text('phase').notNull().default('SINGLE'),
    memo: text('memo').notNull().default(''),
    /** what posted it (a recharge, a bill, a payment): one entry per company and source */
    sourceType: text('source_type').notNull().default(''),
    sourceId: text('source_id').notNull().default(''),
    pendingEntryId: integer('pending_entry_id').references((): AnyPgColumn => journalEntries.id),
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => journalEntries.id),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_company_no_uq').on(t.companyId, t.entryNo),
    uniqueIndex('journal_entries_company_source_uq').on(t.companyId, t.sourceType, t.sourceId).where(sql`${t.sourceType} <> ''`),
    // a hold is resolved once, an entry reversed once
    uniqueIndex('journal_entries_pending_uq').on(t.pendingEntryId),
    uniqueIndex('journal_entries_reverses_uq').on(t.reversesEntryId),
    index('journal_entries_company_posted_idx').on(t.companyId, t.postedAt, t.id),
    index('journal_entries_company_period_idx').on(t.companyId, t.period),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    companyId: companyId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNo: smallint('line_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => financeAccounts.id),
    /** positive debits the account, negative credits it */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
  },
  (t) => [
    uniqueIndex('journal_lines_entry_line_uq').on(t.entryId, t.lineNo),
    index('journal_lines_account_entry_idx').on(t.accountId, t.entryId),
    check('journal_lines_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** The projection of journal_lines per account (README: balances). */
export const accountBalances = pgTable('account_balances', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => financeAccounts.id),
  companyId: companyId(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
