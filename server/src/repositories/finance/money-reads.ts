/**
 * Finance reads of issue 21's second slice: accounting periods, balances per party with receivable aging, and the
 * income account's lines. Each reads the balance projection or the indexed journal of one page's accounts.
 */
import { and, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { balanceListQuery, incomeListQuery } from '../../../../src/domain/finance/accounts-api';
import { AGING_BUCKETS, type AgingBucket, type IncomeLineDto, type PartyBalanceDto, type PeriodDto } from '../../../../src/domain/finance/accounts-api';
import { normalBalance, periodOf } from '../../../../src/domain/finance/ledger';
import { ALL_ROWS, type DataScope } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { accountBalances, financeAccounts, financePeriods, journalEntries, journalLines, resources } from '../../db/schema';
import { restricts, scopeWhere } from '../admin/data-roles-scope';

type Reader = Pick<Db, 'select' | 'execute'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The last `months` months up to now, newest first: a month without a row is open. */
export function recentPeriods(now: Date, months = 24): string[] {
  const [y, m] = periodOf(now).split('-').map(Number);
  return Array.from({ length: months }, (_, i) => {
    const total = y * 12 + (m - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

export async function listPeriods(db: Reader, companyId: number, now = new Date()): Promise<PeriodDto[]> {
  const periods = recentPeriods(now);
  const [rows, counts] = await Promise.all([
    db
      .select({ period: financePeriods.period, status: financePeriods.status, closedAt: financePeriods.closedAt })
      .from(financePeriods)
      .where(and(eq(financePeriods.companyId, companyId), inArray(financePeriods.period, periods))),
    db
      .select({ period: journalEntries.period, n: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, companyId), inArray(journalEntries.period, periods)))
      .groupBy(journalEntries.period),
  ]);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const n = new Map(counts.map((c) => [c.period, c.n]));
  return periods.map((p) => ({
    period: p,
    status: byPeriod.get(p)?.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
    closed_at: byPeriod.get(p)?.closedAt?.toISOString() ?? null,
    entries: n.get(p) ?? 0,
  }));
}

/** China midnight of a YYYY-MM-DD as an instant */
const chinaDay = (d: string) => new Date(`${d}T00:00:00+08:00`);

/**
 * Per party (consignor, carrier, delivery provider): prepaid, receivable and payable on their normal sides, and the
 * open receivable aged first-in first-out — the newest debits make up the balance, each in the bucket of its age.
 * A sub-account with a data role lists only the parties of its scope.
 */
export async function listPartyBalances(db: Reader, companyId: number, q: z.infer<typeof balanceListQuery>, scope: DataScope = ALL_ROWS, now = new Date()): Promise<{ list: PartyBalanceDto[]; total: number }> {
  const where = and(
    eq(financeAccounts.companyId, companyId),
    scopeWhere('financeAccounts', scope),
    sql`${financeAccounts.partyId} IS NOT NULL`,
    q.party_type ? eq(financeAccounts.partyType, q.party_type) : undefined,
    q.keyword ? ilike(resources.name, `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const sum = (kinds: string[], col: typeof accountBalances.balanceCents | typeof accountBalances.pendingCents) =>
    sql<number>`coalesce(sum(${col}) FILTER (WHERE ${inArray(financeAccounts.kind, kinds)}), 0)`.mapWith(Number);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        partyType: financeAccounts.partyType,
        partyId: sql<number>`${financeAccounts.partyId}`.mapWith(Number),
        partyName: sql<string>`coalesce(max(${resources.name}), '')`,
        prepaid: sum(['CONSIGNOR_PREPAID'], accountBalances.balanceCents),
        prepaidPending: sum(['CONSIGNOR_PREPAID'], accountBalances.pendingCents),
        receivable: sum(['CONSIGNOR_RECEIVABLE'], accountBalances.balanceCents),
        payable: sum(['CARRIER_PAYABLE', 'DELIVERY_PAYABLE'], accountBalances.balanceCents),
      })
      .from(financeAccounts)
      .leftJoin(accountBalances, eq(accountBalances.accountId, financeAccounts.id))
      .leftJoin(resources, eq(resources.id, financeAccounts.partyId))
      .where(where)
      .groupBy(financeAccounts.partyType, financeAccounts.partyId)
      .orderBy(sql`max(${resources.name})`, financeAccounts.partyId)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: sql<number>`count(DISTINCT (${financeAccounts.partyType}, ${financeAccounts.partyId}))`.mapWith(Number) })
      .from(financeAccounts)
      .leftJoin(resources, eq(resources.id, financeAccounts.partyId))
      .where(where),
  ]);
  const aging = await receivableAging(
    db,
    companyId,
    rows.filter((r) => r.receivable > 0).map((r) => r.partyId),
    now,
  );
  return {
    total,
    list: rows.map((r) => ({
      party_type: r.partyType,
      party_id: r.partyId,
      party_name: r.partyName,
      prepaid_cents: normalBalance('CONSIGNOR_PREPAID', r.prepaid),
      prepaid_pending_cents: normalBalance('CONSIGNOR_PREPAID', r.prepaidPending),
      receivable_cents: normalBalance('CONSIGNOR_RECEIVABLE', r.receivable),
      payable_cents: normalBalance('CARRIER_PAYABLE', r.payable),
      aging: aging.get(r.partyId) ?? emptyAging(),
    })),
  };
}

const emptyAging = (): Record<AgingBucket, number> => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;

async function receivableAging(db: Reader, companyId: number, partyIds: number[], now: Date): Promise<Map<number, Record<AgingBucket, number>>> {
  const out = new Map<number, Record<AgingBucket, number>>();
  if (!partyIds.length) return out;
  const rows = rowsOf<{ party_id: number; bucket: AgingBucket; cents: string | number }>(
    await db.execute(sql`
      WITH recv AS (
        SELECT a.id, a.party_id, b.balance_cents AS bal FROM finance_accounts a JOIN account_balances b ON b.account_id = a.id
        WHERE a.company_id = ${companyId} AND a.kind = 'CONSIGNOR_RECEIVABLE' AND b.balance_cents > 0
          AND a.party_id IN (${sql.join(partyIds.map((p) => sql`${p}::int`), sql`, `)})),
      d AS (
        SELECT r.party_id, r.bal, l.amount_cents AS amt, e.posted_at,
          sum(l.amount_cents) OVER (PARTITION BY l.account_id ORDER BY e.posted_at DESC, e.id DESC) AS cum
        FROM recv r JOIN journal_lines l ON l.account_id = r.id JOIN journal_entries e ON e.id = l.entry_id
        WHERE l.amount_cents > 0 AND e.phase IN ('SINGLE', 'POST'))
      SELECT party_id,
        CASE WHEN ${now}::timestamptz - posted_at <= interval '30 days' THEN 'd0_30'
             WHEN ${now}::timestamptz - posted_at <= interval '60 days' THEN 'd31_60'
             WHEN ${now}::timestamptz - posted_at <= interval '90 days' THEN 'd61_90' ELSE 'd90_plus' END AS bucket,
        sum(greatest(0, least(amt, bal - (cum - amt)))) AS cents
      FROM d GROUP BY 1, 2`),
  );
  for (const r of rows) {
    const a = out.get(Number(r.party_id)) ?? emptyAging();
    a[r.bucket] += Number(r.cents);
    out.set(Number(r.party_id), a);
  }
  return out;
}

/**
 * The income accounts' posted lines (credits shown positive), newest first, with the range's total. Under a data role,
 * the lines of the entries that touch a party account of its scope (a chosen consignor's bill, payment or adjustment).
 */
export async function listIncome(db: Reader, companyId: number, q: z.infer<typeof incomeListQuery>, scope: DataScope = ALL_ROWS): Promise<{ list: IncomeLineDto[]; total: number; sum_cents: number }> {
  const incomeAccounts = db
    .select({ id: financeAccounts.id })
    .from(financeAccounts)
    .where(and(eq(financeAccounts.companyId, companyId), eq(financeAccounts.kind, 'INCOME')));
  const kw = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%` : '';
  const where: SQL | undefined = and(
    eq(journalLines.companyId, companyId),
    inArray(journalLines.accountId, incomeAccounts),
    inArray(journalEntries.phase, ['SINGLE', 'POST']),
    q.from ? gte(journalEntries.postedAt, chinaDay(q.from)) : undefined,
    q.to ? lt(journalEntries.postedAt, new Date(chinaDay(q.to).getTime() + 86_400_000)) : undefined,
    kw ? or(ilike(journalEntries.entryNo, kw), ilike(journalEntries.memo, kw)) : undefined,
    restricts(scope)
      ? sql`${journalLines.entryId} in (select pl.entry_id from journal_lines pl where pl.company_id = ${companyId} and pl.account_id in (select ${financeAccounts.id} from ${financeAccounts} where ${financeAccounts.companyId} = ${companyId} and ${scopeWhere('financeAccounts', scope)}))`
      : undefined,
  );
  const [rows, [agg]] = await Promise.all([
    db
      .select({
        lineId: journalLines.id,
        entryId: journalEntries.id,
        entryNo: journalEntries.entryNo,
        period: journalEntries.period,
        kind: journalEntries.kind,
        memo: journalEntries.memo,
        postedAt: journalEntries.postedAt,
        createdByName: journalEntries.createdByName,
        amount: journalLines.amountCents,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(where)
      .orderBy(sql`${journalLines.entryId} DESC`, sql`${journalLines.id} DESC`)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: count(), sum: sql<number>`coalesce(sum(${journalLines.amountCents}), 0)`.mapWith(Number) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(where),
  ]);
  return {
    total: agg.total,
    sum_cents: -agg.sum || 0,
    list: rows.map((r) => ({
      line_id: r.lineId,
      entry_id: r.entryId,
      entry_no: r.entryNo,
      period: r.period,
      kind: r.kind,
      memo: r.memo,
      posted_at: r.postedAt.toISOString(),
      created_by_name: r.createdByName,
      amount_cents: -Number(r.amount) || 0,
    })),
  };
}
