/**
 * Posts journal entries and their balance projection in one transaction (issue 21, src/domain/finance/README.md).
 * The rules are src/domain/finance/ledger.ts's; PostgreSQL enforces them again: the journal is append-only (trigger),
 * a source posts once, a hold is resolved once and an entry reversed once (unique indexes), and the balance rows an
 * entry touches are locked in account id order before they move, so concurrent entries serialise without deadlock.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  entryEffect,
  isReversible,
  periodAccepts,
  periodOf,
  rechargeNext,
  validateEntry,
  type AccountKind,
  type EntryKind,
  type EntryPhase,
  type Line,
  type PeriodStatus,
  type RechargeAction,
} from '../../../../src/domain/finance/ledger';
import { RECHARGE_ACTION_LABELS, RECHARGE_STATE_LABELS } from '../../../../src/domain/finance/messages';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { accountBalances, financeAccounts, financePeriods, journalEntries, journalLines } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';

export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;

export interface FinanceActor {
  companyId: number;
  userId: number | null;
  name: string;
  lang: ServerLang;
  /** the signed-in user's data scope (a sub-account's data role): the bills and statements it may touch; absent, every row */
  scope?: DataScope;
}

export interface PostInput {
  kind: EntryKind;
  lines: Line[];
  memo?: string;
  /** what caused it: posting the same source again answers the first entry */
  source?: { type: string; id: string };
  /** SINGLE (default) or PENDING; POST / VOID come from resolveHold */
  phase?: EntryPhase;
  pendingEntryId?: number | null;
  reversesEntryId?: number | null;
  postedAt?: Date;
}

export type EntryRow = typeof journalEntries.$inferSelect;

export interface PostResult {
  entry: EntryRow;
  /** true when the source had already posted and nothing was written */
  replayed: boolean;
}

export interface AccountInput {
  kind: AccountKind;
  partyType?: string;
  partyId?: number | null;
  code?: string;
  name: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class FinanceLedger {
  constructor(private readonly db: Db) {}

  /** `work` in the caller's transaction or a new one */
  inTransaction<T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return outer ? work(outer) : this.db.transaction((tx) => work(tx));
  }

  /** The company's account of that kind and party (created on first use); its id. */
  async ensureAccount(tx: Tx, companyId: number, a: AccountInput): Promise<number> {
    const match = and(
      eq(financeAccounts.companyId, companyId),
      eq(financeAccounts.kind, a.kind),
      a.partyId ? eq(financeAccounts.partyId, a.partyId) : sql`${financeAccounts.partyId} IS NULL`,
      eq(financeAccounts.code, a.code ?? ''),
    );
    const [have] = await tx.select({ id: financeAccounts.id }).from(financeAccounts).where(match);
    if (have) return have.id;
    await tx
      .insert(financeAccounts)
      .values({ companyId, kind: a.kind, partyType: a.partyType ?? '', partyId: a.partyId ?? null, code: a.code ?? '', name: a.name })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: financeAccounts.id }).from(financeAccounts).where(match);
    return row.id;
  }

  /**
   * Writes one entry, its lines and the projection. Refuses (400, nothing written) lines that do not make an entry,
   * accounts of another company and a closed period; a source that already posted answers its entry, `replayed`.
   */
  async postEntry(tx: Tx, actor: FinanceActor, input: PostInput): Promise<PostResult> {
    const refusal = validateEntry(input.lines);
    if (refusal) throw badRequest(refusal.msg, refusal.params);
    const source = input.source ?? { type: '', id: '' };
    if (source.type) {
      const prior = await this.bySource(tx, actor.companyId, source.type, source.id);
      if (prior) return { entry: prior, replayed: true };
    }
    const accountIds = [...new Set(input.lines.map((l) => l.accountId))].sort((a, b) => a - b);
    const own = await tx
      .select({ id: financeAccounts.id, currency: financeAccounts.currency })
      .from(financeAccounts)
      .where(and(eq(financeAccounts.companyId, actor.companyId), inArray(financeAccounts.id, accountIds)));
    if (own.length !== accountIds.length) throw badRequest('fnAccountInvalid');
    const currencyOf = new Map(own.map((a) => [a.id, a.currency]));
    const lines = input.lines.map((l) => ({ ...l, currency: currencyOf.get(l.accountId)! }));
    const mixed = validateEntry(lines);
    if (mixed) throw badRequest(mixed.msg, mixed.params);

    const postedAt = input.postedAt ?? new Date();
    const period = periodOf(postedAt);
    await this.assertOpen(tx, actor.companyId, period);

    const [{ n }] = rowsOf<{ n: string | number }>(await tx.execute(sql`SELECT nextval('journal_entry_no_seq') AS n`));
    const entryNo = `JE${period.replace('-', '')}${String(n).padStart(7, '0')}`;
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        companyId: actor.companyId,
        entryNo,
        period,
        kind: input.kind,
        phase: input.phase ?? 'SINGLE',
        memo: input.memo ?? '',
        sourceType: source.type,
        sourceId: source.id,
        pendingEntryId: input.pendingEntryId ?? null,
        reversesEntryId: input.reversesEntryId ?? null,
        createdBy: actor.userId,
        createdByName: actor.name,
        postedAt,
      })
      .onConflictDoNothing({ target: [journalEntries.companyId, journalEntries.sourceType, journalEntries.sourceId], where: sql`source_type <> ''` })
      .returning();
    if (!entry) {
      // a concurrent transaction posted the same source first (the insert waited for it to commit)
      const prior = await this.bySource(tx, actor.companyId, source.type, source.id);
      return { entry: prior!, replayed: true };
    }
    await tx.insert(journalLines).values(lines.map((l, i) => ({ companyId: actor.companyId, entryId: entry.id, lineNo: i + 1, accountId: l.accountId, amountCents: l.amountCents, currency: l.currency })));
    await this.project(tx, actor.companyId, entryEffect({ phase: entry.phase as EntryPhase, lines }));
    return { entry, replayed: false };
  }

  /** Moves the balance rows by `effect`, locking them in account id order first. */
  private async project(tx: Tx, companyId: number, effect: Map<number, { balanceCents: number; pendingCents: number }>): Promise<void> {
    const ids = [...effect.keys()].sort((a, b) => a - b);
    await tx
      .insert(accountBalances)
      .values(ids.map((accountId) => ({ accountId, companyId })))
      .onConflictDoNothing();
    await tx.execute(sql`SELECT account_id FROM account_balances WHERE account_id IN (${sql.join(ids.map((i) => sql`${i}::int`), sql`, `)}) ORDER BY account_id FOR UPDATE`);
    const values = sql.join(
      ids.map((i) => sql`(${i}::int, ${effect.get(i)!.balanceCents}::bigint, ${effect.get(i)!.pendingCents}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE account_balances b SET balance_cents = b.balance_cents + v.db, pending_cents = b.pending_cents + v.dp, updated_at = now()
      FROM (VALUES ${values}) AS v(account_id, db, dp) WHERE b.account_id = v.account_id`);
  }

  private async bySource(tx: Tx, companyId: number, type: string, id: string): Promise<EntryRow | undefined> {
    const [row] = await tx
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.sourceType, type), eq(journalEntries.sourceId, id)));
    return row;
  }

  /** 400 fnPeriodClosed unless `period` is open; holds the period row (FOR SHARE) so a close waits for this entry. */
  private async assertOpen(tx: Tx, companyId: number, period: string): Promise<void> {
    await tx.insert(financePeriods).values({ companyId, period }).onConflictDoNothing();
    const [row] = rowsOf<{ status: PeriodStatus }>(await tx.execute(sql`SELECT status FROM finance_periods WHERE company_id = ${companyId} AND period = ${period} FOR SHARE`));
    if (!periodAccepts(row?.status)) throw badRequest('fnPeriodClosed', { period });
  }

  /** The company's entry with its lines (404 for another company's). */
  async entry(tx: Tx, companyId: number, entryId: number, lock = false): Promise<{ entry: EntryRow; lines: Line[] }> {
    const query = tx
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, entryId)));
    // a row lock fires no UPDATE trigger: it only makes a second reversal / resolution of this entry wait for the first
    const [entry] = lock ? await query.for('update') : await query;
    if (!entry) throw new HttpError(404, 'fnEntryInvalid');
    const lines = await tx
      .select({ accountId: journalLines.accountId, amountCents: journalLines.amountCents, currency: journalLines.currency })
      .from(journalLines)
      .where(eq(journalLines.entryId, entryId))
      .orderBy(asc(journalLines.lineNo));
    return { entry, lines };
  }

  /** The correcting entry, posted now (so into the open period): every line negated. An entry is reversed once. */
  async reverse(tx: Tx, actor: FinanceActor, entryId: number, memo = ''): Promise<PostResult> {
    const { entry, lines } = await this.entry(tx, actor.companyId, entryId, true);
    if (!isReversible({ phase: entry.phase as EntryPhase, lines, reversesId: entry.reversesEntryId })) throw badRequest('fnNotReversible', { no: entry.entryNo });
    const [done] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.reversesEntryId, entryId));
    if (done) throw badRequest('fnAlreadyReversed', { no: entry.entryNo });
    return this.postEntry(tx, actor, {
      kind: 'REVERSAL',
      memo: memo || entry.entryNo,
      reversesEntryId: entryId,
      source: { type: 'reversal', id: String(entryId) },
      lines: lines.map((l) => ({ ...l, amountCents: -l.amountCents })),
    });
  }

  /**
   * Approves (post) or rejects (void) a hold: an entry of the hold's lines, posted now. The same action again answers
   * the first resolution; the other action is refused (fnRechargeTransition).
   */
  async resolveHold(tx: Tx, actor: FinanceActor, pendingId: number, action: RechargeAction, memo = ''): Promise<PostResult> {
    const { entry, lines } = await this.entry(tx, actor.companyId, pendingId, true);
    if (entry.phase !== 'PENDING') throw badRequest('fnNotPending', { no: entry.entryNo });
    const [resolved] = await tx.select().from(journalEntries).where(eq(journalEntries.pendingEntryId, pendingId));
    const state = resolved ? (resolved.phase === 'POST' ? 'POSTED' : 'VOIDED') : 'PENDING';
    if (resolved && rechargeNext('PENDING', action) === state) return { entry: resolved, replayed: true };
    if (!rechargeNext(state, action)) throw badRequest('fnRechargeTransition', { state: RECHARGE_STATE_LABELS[state][actor.lang], action: RECHARGE_ACTION_LABELS[action][actor.lang] });
    return this.postEntry(tx, actor, {
      kind: entry.kind as EntryKind,
      phase: action === 'post' ? 'POST' : 'VOID',
      memo,
      pendingEntryId: pendingId,
      source: { type: `hold-${action}`, id: String(pendingId) },
      lines,
    });
  }

  /** Closes a month for good (OPEN → CLOSED); waits for entries posting into it. */
  async closePeriod(tx: Tx, actor: FinanceActor, period: string): Promise<void> {
    await tx.insert(financePeriods).values({ companyId: actor.companyId, period }).onConflictDoNothing();
    await tx
      .update(financePeriods)
      .set({ status: 'CLOSED', closedAt: new Date(), closedBy: actor.userId })
      .where(and(eq(financePeriods.companyId, actor.companyId), eq(financePeriods.period, period)));
  }

  /**
   * The check: every account of the company whose projection differs from its journal summed from scratch. Empty
   * when all is well (the two are written in one transaction).
   */
  async recomputeBalances(tx: Tx, companyId: number): Promise<Array<{ accountId: number; projected: number; recomputed: number; projectedPending: number; recomputedPending: number }>> {
    const rows = rowsOf<Record<string, string | number>>(
      await tx.execute(sql`
        WITH j AS (
          SELECT l.account_id,
            sum(CASE WHEN e.phase IN ('SINGLE', 'POST') THEN l.amount_cents ELSE 0 END) AS balance,
            sum(CASE WHEN e.phase = 'PENDING' THEN l.amount_cents WHEN e.phase IN ('POST', 'VOID') THEN -l.amount_cents ELSE 0 END) AS pending
          FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
          WHERE l.company_id = ${companyId} GROUP BY l.account_id)
        SELECT a.id, coalesce(b.balance_cents, 0) AS pb, coalesce(b.pending_cents, 0) AS pp, coalesce(j.balance, 0) AS rb, coalesce(j.pending, 0) AS rp
        FROM finance_accounts a LEFT JOIN account_balances b ON b.account_id = a.id LEFT JOIN j ON j.account_id = a.id
        WHERE a.company_id = ${companyId}
          AND (coalesce(b.balance_cents, 0) <> coalesce(j.balance, 0) OR coalesce(b.pending_cents, 0) <> coalesce(j.pending, 0))
        ORDER BY a.id`),
    );
    return rows.map((r) => ({ accountId: Number(r.id), projected: Number(r.pb), recomputed: Number(r.rb), projectedPending: Number(r.pp), recomputedPending: Number(r.rp) }));
  }

  /** One account's projected balance (zeros before its first entry); null for another company's. */
  async balance(tx: Tx, companyId: number, accountId: number): Promise<{ balanceCents: number; pendingCents: number } | null> {
    const [row] = await tx
      .select({ balanceCents: sql<number>`coalesce(${accountBalances.balanceCents}, 0)`.mapWith(Number), pendingCents: sql<number>`coalesce(${accountBalances.pendingCents}, 0)`.mapWith(Number) })
      .from(financeAccounts)
      .leftJoin(accountBalances, eq(accountBalances.accountId, financeAccounts.id))
      .where(and(eq(financeAccounts.companyId, companyId), eq(financeAccounts.id, accountId)));
    return row ?? null;
  }

  /** postEntry in a transaction of its own */
  post(actor: FinanceActor, input: PostInput): Promise<PostResult> {
    return this.db.transaction((tx) => this.postEntry(tx, actor, input));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    financeLedger: FinanceLedger;
  }
}

export default fp(
  async (app) => {
    app.decorate('financeLedger', new FinanceLedger(app.db));
  },
  { name: 'finance-ledger-repository', dependencies: ['db'] },
);
