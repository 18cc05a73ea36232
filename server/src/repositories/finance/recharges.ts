/**
 * Recharges (充值 → 充值审批, issue 21): a merchant's request is a PENDING entry Dr BANK / Cr CONSIGNOR_PREPAID written
 * through FinanceLedger with its document row (amount, memo, voucher); finance approves (POST) or rejects (VOID, the
 * reason as the entry's memo). The state is read from the journal: the hold's resolution, if any.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { MyBalanceDto, RechargeDto, rechargeCreateBody, rechargeListQuery } from '../../../../src/domain/finance/accounts-api';
import { rechargeLines, rechargeNext, normalBalance, type RechargeAction, type RechargeState } from '../../../../src/domain/finance/ledger';
import { ACCOUNT_KIND_LABELS, RECHARGE_ACTION_LABELS, RECHARGE_STATE_LABELS } from '../../../../src/domain/finance/messages';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { accountBalances, consignorTerms, files, financeAccounts, journalEntries, recharges, resources } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { scopeWhere } from '../admin/data-roles-scope';
import type { FinanceActor, FinanceLedger, Tx } from './ledger';

type Reader = Pick<Db, 'select'>;

/** whose recharges a reader sees: finance the company's (a sub-account with a data role: its consignors'), a merchant its consignor's */
export interface RechargeScope {
  companyId: number;
  consignorId?: number;
  dataScope?: DataScope;
}

const resolution = alias(journalEntries, 'resolution');
const pending = alias(journalEntries, 'pending_entry');

const stateSql = sql<RechargeState>`CASE ${resolution.phase} WHEN 'POST' THEN 'POSTED' WHEN 'VOID' THEN 'VOIDED' ELSE 'PENDING' END`;

const columns = {
  id: recharges.id,
  rechargeNo: recharges.rechargeNo,
  consignorId: recharges.consignorId,
  consignorName: sql<string>`coalesce(${resources.name}, '')`,
  amountCents: recharges.amountCents,
  memo: recharges.memo,
  voucherFileId: recharges.voucherFileId,
  state: stateSql,
  entryId: recharges.entryId,
  entryNo: pending.entryNo,
  resolutionNo: sql<string>`coalesce(${resolution.entryNo}, '')`,
  resolutionMemo: sql<string>`coalesce(${resolution.memo}, '')`,
  resolvedByName: sql<string>`coalesce(${resolution.createdByName}, '')`,
  resolvedAt: resolution.postedAt,
  createdByName: recharges.createdByName,
  createdAt: recharges.createdAt,
};

type Row = { [K in keyof typeof columns]: unknown } & { resolvedAt: Date | null; createdAt: Date };

const toDto = (r: Row): RechargeDto => ({
  id: r.id as number,
  recharge_no: r.rechargeNo as string,
  consignor_id: r.consignorId as number,
  consignor_name: r.consignorName as string,
  amount_cents: Number(r.amountCents),
  memo: r.memo as string,
  voucher_file_id: r.voucherFileId as string,
  state: r.state as RechargeState,
  entry_id: r.entryId as number,
  entry_no: r.entryNo as string,
  resolution_entry_no: r.resolutionNo as string,
  resolution_memo: r.resolutionMemo as string,
  resolved_by_name: r.resolvedByName as string,
  resolved_at: r.resolvedAt ? new Date(r.resolvedAt).toISOString() : null,
  created_by_name: r.createdByName as string,
  created_at: new Date(r.createdAt).toISOString(),
});

const from = (db: Reader, where: SQL | undefined) =>
  db
    .select(columns)
    .from(recharges)
    .innerJoin(pending, eq(pending.id, recharges.entryId))
    .leftJoin(resolution, eq(resolution.pendingEntryId, recharges.entryId))
    .leftJoin(resources, eq(resources.id, recharges.consignorId))
    .where(where);

const scoped = (s: RechargeScope) =>
  and(eq(recharges.companyId, s.companyId), s.consignorId ? eq(recharges.consignorId, s.consignorId) : undefined, s.dataScope ? scopeWhere('recharges', s.dataScope) : undefined);

/** pending first (oldest first, the approval queue's order), then the resolved newest first */
export async function listRecharges(db: Reader, scope: RechargeScope, q: z.infer<typeof rechargeListQuery>): Promise<{ list: RechargeDto[]; total: number }> {
  const where = and(scoped(scope), q.consignor_id ? eq(recharges.consignorId, q.consignor_id) : undefined, q.state ? sql`${stateSql} = ${q.state}` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    from(db, where)
      .orderBy(sql`(${resolution.id} IS NULL) DESC`, sql`CASE WHEN ${resolution.id} IS NULL THEN ${recharges.id} ELSE -${recharges.id} END`)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: count() })
      .from(recharges)
      .leftJoin(resolution, eq(resolution.pendingEntryId, recharges.entryId))
      .where(where),
  ]);
  return { list: rows.map((r) => toDto(r as Row)), total };
}

/** 404 for a recharge outside the scope */
export async function getRecharge(db: Reader, scope: RechargeScope, id: number): Promise<RechargeDto> {
  const [row] = await from(db, and(scoped(scope), eq(recharges.id, id)));
  if (!row) throw new HttpError(404, 'notFound');
  return toDto(row as Row);
}

async function consignorName(tx: Tx, companyId: number, consignorId: number): Promise<string> {
  const [row] = await tx
    .select({ name: resources.name })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.id, consignorId), eq(resources.objectType, 'consignor')));
  if (!row) throw badRequest('fnConsignorInvalid');
  return row.name;
}

/** The BANK and CONSIGNOR_PREPAID accounts a recharge moves (created on first use). */
export async function rechargeAccounts(ledger: FinanceLedger, tx: Tx, companyId: number, consignorId: number): Promise<{ bank: number; prepaid: number }> {
  const name = await consignorName(tx, companyId, consignorId);
  const bank = await ledger.ensureAccount(tx, companyId, { kind: 'BANK', name: ACCOUNT_KIND_LABELS.BANK.zh });
  const prepaid = await ledger.ensureAccount(tx, companyId, { kind: 'CONSIGNOR_PREPAID', partyType: 'consignor', partyId: consignorId, name: `${name} ${ACCOUNT_KIND_LABELS.CONSIGNOR_PREPAID.zh}` });
  return { bank, prepaid };
}

export interface RechargeRequester extends FinanceActor {
  consignorId: number;
  ownCompanyId: number;
}

/** The merchant's request: a PENDING hold and its document; its id. */
export async function createRecharge(ledger: FinanceLedger, actor: RechargeRequester, body: z.infer<typeof rechargeCreateBody>): Promise<number> {
  return ledger.inTransaction(undefined, async (tx) => {
    if (body.voucher_file_id) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.fileid, body.voucher_file_id), inArray(files.companyId, [actor.companyId, actor.ownCompanyId])));
      if (!file) throw badRequest('fnVoucherInvalid', { file: body.voucher_file_id });
    }
    const { bank, prepaid } = await rechargeAccounts(ledger, tx, actor.companyId, actor.consignorId);
    const { entry } = await ledger.postEntry(tx, actor, { kind: 'RECHARGE', phase: 'PENDING', memo: body.memo, lines: rechargeLines(bank, prepaid, body.amount_cents) });
    const [row] = await tx
      .insert(recharges)
      .values({
        companyId: actor.companyId,
        rechargeNo: `CZ${entry.entryNo.slice(2)}`,
        consignorId: actor.consignorId,
        amountCents: body.amount_cents,
        memo: body.memo,
        voucherFileId: body.voucher_file_id,
        entryId: entry.id,
        createdBy: actor.userId,
        createdByName: actor.name,
      })
      .returning({ id: recharges.id });
    return row.id;
  });
}

/**
 * Finance approves (post) or rejects (void, the reason as memo). A recharge already resolved is refused with its
 * state named — a repeat of the same request with its Idempotency-Key replays the first answer instead (plugin).
 */
export async function resolveRecharge(ledger: FinanceLedger, actor: FinanceActor, id: number, action: RechargeAction, memo: string): Promise<void> {
  await ledger.inTransaction(undefined, async (tx) => {
    const [row] = await tx
      .select({ entryId: recharges.entryId })
      .from(recharges)
      .where(and(scoped({ companyId: actor.companyId, dataScope: actor.scope }), eq(recharges.id, id)));
    if (!row) throw new HttpError(404, 'notFound');
    // the hold's row lock: a concurrent approve waits here, then sees the first one's resolution
    await ledger.entry(tx, actor.companyId, row.entryId, true);
    const [done] = await tx.select({ phase: journalEntries.phase }).from(journalEntries).where(eq(journalEntries.pendingEntryId, row.entryId));
    const state: RechargeState = done ? (done.phase === 'POST' ? 'POSTED' : 'VOIDED') : 'PENDING';
    if (!rechargeNext(state, action)) throw badRequest('fnRechargeTransition', { state: RECHARGE_STATE_LABELS[state][actor.lang], action: RECHARGE_ACTION_LABELS[action][actor.lang] });
    await ledger.resolveHold(tx, actor, row.entryId, action, memo);
  });
}

/** A merchant's prepaid balance (what it may spend, and its recharges awaiting approval) and terms. */
/**
 * Whether `fileid` is the voucher of a recharge asked of `companyId`: the merchant uploads it into its own company,
 * and the servicer's finance team reviewing the recharge reads it (GET /file/image/download).
 */
export async function isRechargeVoucher(db: Reader, companyId: number, fileid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.companyId, companyId), eq(recharges.voucherFileId, fileid)))
    .limit(1);
  return !!row;
}

export async function myBalance(db: Reader, companyId: number, consignorId: number): Promise<MyBalanceDto> {
  const [party] = await db
    .select({ name: resources.name })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.id, consignorId)));
  const [acc] = await db
    .select({ balance: sql<number>`coalesce(${accountBalances.balanceCents}, 0)`.mapWith(Number), pending: sql<number>`coalesce(${accountBalances.pendingCents}, 0)`.mapWith(Number) })
    .from(financeAccounts)
    .leftJoin(accountBalances, eq(accountBalances.accountId, financeAccounts.id))
    .where(and(eq(financeAccounts.companyId, companyId), eq(financeAccounts.kind, 'CONSIGNOR_PREPAID'), eq(financeAccounts.partyId, consignorId), eq(financeAccounts.code, '')));
  const [terms] = await db
    .select({ term: consignorTerms.paymentTerm, limit: consignorTerms.creditLimitCents })
    .from(consignorTerms)
    .where(and(eq(consignorTerms.companyId, companyId), eq(consignorTerms.consignorId, consignorId)));
  return {
    consignor_id: consignorId,
    consignor_name: party?.name ?? '',
    balance_cents: normalBalance('CONSIGNOR_PREPAID', acc?.balance ?? 0),
    pending_cents: normalBalance('CONSIGNOR_PREPAID', acc?.pending ?? 0),
    payment_term: (terms?.term as MyBalanceDto['payment_term'] | null) ?? 'MONTHLY',
    credit_limit_cents: terms?.term ? Number(terms.limit) : 0,
  };
}
