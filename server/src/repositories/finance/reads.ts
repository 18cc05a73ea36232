/** Finance reads (issue 21): accounts with their projected balances, and one account's journal lines, paged. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountDto, AccountJournalDto, accountListQuery, journalQuery } from '../../../../src/domain/finance/api';
import { normalBalance, type AccountKind, type EntryKind, type EntryPhase } from '../../../../src/domain/finance/ledger';
import type { Db } from '../../db/client';
import { accountBalances, financeAccounts, journalEntries, journalLines, resources } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

const accountColumns = {
  id: financeAccounts.id,
  kind: financeAccounts.kind,
  partyType: financeAccounts.partyType,
  partyId: financeAccounts.partyId,
  partyName: sql<string>`coalesce(${resources.name}, '')`,
  code: financeAccounts.code,
  name: financeAccounts.name,
  currency: financeAccounts.currency,
  balance: sql<number>`coalesce(${accountBalances.balanceCents}, 0)`.mapWith(Number),
  pending: sql<number>`coalesce(${accountBalances.pendingCents}, 0)`.mapWith(Number),
};

type AccountRow = { id: number; kind: string; partyType: string; partyId: number | null; partyName: string; code: string; name: string; currency: string; balance: number; pending: number };

const toAccountDto = (r: AccountRow): AccountDto => ({
  id: r.id,
  kind: r.kind as AccountKind,
  party_type: r.partyType,
  party_id: r.partyId,
  party_name: r.partyName,
  code: r.code,
  name: r.name,
  currency: r.currency,
  balance_cents: r.balance,
  pending_cents: r.pending,
  display_balance_cents: normalBalance(r.kind as AccountKind, r.balance),
  display_pending_cents: normalBalance(r.kind as AccountKind, r.pending),
});

const accountsFrom = (db: Reader, where: SQL | undefined) =>
  db
    .select(accountColumns)
    .from(financeAccounts)
    .leftJoin(accountBalances, eq(accountBalances.accountId, financeAccounts.id))
    .leftJoin(resources, eq(resources.id, financeAccounts.partyId))
    .where(where);

export async function listAccounts(db: Reader, companyId: number, q: z.infer<typeof accountListQuery>): Promise<{ list: AccountDto[]; total: number }> {
  const where = and(
    eq(financeAccounts.companyId, companyId),
    q.kind ? eq(financeAccounts.kind, q.kind) : undefined,
    q.party_type ? eq(financeAccounts.partyType, q.party_type) : undefined,
    q.party_id ? eq(financeAccounts.partyId, q.party_id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    accountsFrom(db, where)
      .orderBy(financeAccounts.kind, financeAccounts.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(financeAccounts).where(where),
  ]);
  return { list: rows.map(toAccountDto), total };
}

/** null for an account of another company */
export async function accountJournal(db: Reader, companyId: number, accountId: number, q: z.infer<typeof journalQuery>): Promise<AccountJournalDto | null> {
  const [account] = await accountsFrom(db, and(eq(financeAccounts.companyId, companyId), eq(financeAccounts.id, accountId)));
  if (!account) return null;
  // journal_lines (account_id, entry_id) serves both the page and the count
  const where = and(eq(journalLines.accountId, accountId), eq(journalLines.companyId, companyId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        lineId: journalLines.id,
        entryId: journalEntries.id,
        entryNo: journalEntries.entryNo,
        period: journalEntries.period,
        kind: journalEntries.kind,
        phase: journalEntries.phase,
        memo: journalEntries.memo,
        postedAt: journalEntries.postedAt,
        createdByName: journalEntries.createdByName,
        amount: journalLines.amountCents,
        reversesEntryId: journalEntries.reversesEntryId,
        pendingEntryId: journalEntries.pendingEntryId,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(where)
      .orderBy(desc(journalLines.entryId), desc(journalLines.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(journalLines).where(where),
  ]);
  return {
    account: toAccountDto(account),
    total,
    list: rows.map((r) => ({
      line_id: r.lineId,
      entry_id: r.entryId,
      entry_no: r.entryNo,
      period: r.period,
      kind: r.kind as EntryKind,
      phase: r.phase as EntryPhase,
      memo: r.memo,
      posted_at: r.postedAt.toISOString(),
      created_by_name: r.createdByName,
      amount_cents: Number(r.amount),
      debit_cents: r.amount > 0 ? Number(r.amount) : 0,
      credit_cents: r.amount < 0 ? -Number(r.amount) : 0,
      reverses_entry_id: r.reversesEntryId,
      pending_entry_id: r.pendingEntryId,
    })),
  };
}
