/**
 * Bills (账单, issue 21, src/domain/finance/README.md 'Bills, check-bills and payment clearance'): generation of a
 * period's drafts for every party in set-based SQL, the bill journal, and confirmation, which posts one ledger entry
 * (source bill:<id>). A fee row lands on one bill only: bill_lines.source_key is unique per company, and every insert
 * is ON CONFLICT DO NOTHING, so two generations racing over the same rows split them, never double them.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BillDetailDto, BillDto, BillLineDto, billListQuery, GenerateResultDto, pageQuery, PaymentDto } from '../../../../src/domain/finance/bills-api';
import { BILL_ACTION_LABELS, BILL_STATE_LABELS } from '../../../../src/domain/finance/bill-messages';
import { billEntryLines, billingOf, FEE_PARTY_TYPE, generationParties, openOf, isBillPeriod, PARTY_ACCOUNT, periodRange, type BillKind, type BillPartyKind, type BillPeriodKind, type BillState, type PaymentMethod } from '../../../../src/domain/finance/bills';
import { ACCOUNT_KIND_LABELS } from '../../../../src/domain/finance/messages';
import { PAYMENT_TERMS } from '../../../../src/domain/finance/consignor-terms';
import { ALL_ROWS, type DataScope } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { billLines, bills, checkBills, financePayments, journalEntries, orders } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import { scopeWhere } from '../admin/data-roles-scope';
import type { FinanceActor, FinanceLedger, Tx } from './ledger';

export type BillRow = typeof bills.$inferSelect;

/** Who reads: the servicer's finance team (every party in its data scope) or one party (its own non-draft bills). */
export interface BillViewer {
  companyId: number;
  party?: { type: BillPartyKind; id: number };
  /** a finance sub-account's data role: a 'chosen consignors' scope sees only those consignors' bills; absent, all */
  scope?: DataScope;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const billDto = (b: BillRow, checkBillId: number | null = null): BillDto => ({
  id: b.id,
  bill_no: b.billNo,
  party_type: b.partyType as BillPartyKind,
  party_id: b.partyId,
  party_name: b.partyName,
  period_kind: b.periodKind as BillKind,
  period: b.period,
  status: b.status as BillState,
  income_cents: b.incomeCents,
  outlay_cents: b.outlayCents,
  total_cents: b.totalCents,
  paid_cents: b.paidCents,
  open_cents: b.status === 'DRAFT' ? 0 : openOf(b.totalCents, b.paidCents),
  line_count: b.lineCount,
  entry_id: b.entryId,
  confirmed_at: b.confirmedAt?.toISOString() ?? null,
  confirmed_by_name: b.confirmedByName,
  generated_at: b.generatedAt.toISOString(),
  check_bill_id: checkBillId,
});

/** the viewer's bills: a party sees only its own, and no drafts; a scoped finance sub-account those of its data role */
export const billScope = (v: BillViewer): SQL =>
  and(
    eq(bills.companyId, v.companyId),
    v.party ? and(eq(bills.partyType, v.party.type), eq(bills.partyId, v.party.id), sql`${bills.status} <> 'DRAFT'`) : undefined,
    v.scope ? scopeWhere('bills', v.scope) : undefined,
  )!;

/** the bills a finance actor may write to: those its data scope sees */
export const writerView = (actor: FinanceActor): BillViewer => ({ companyId: actor.companyId, scope: actor.scope });

/** a transit load (alias l) whose trunk fee is billed to its carrier: departed, with a fee */
const BILLABLE_LOAD = sql.raw(`l.fee_cents > 0 AND l.status IN ('departed', 'arrived', 'closed')`);

/** A document number: prefix + China date + a running number from one sequence. */
export async function docNo(tx: Tx, prefix: string): Promise<string> {
  const [{ no }] = rowsOf<{ no: string }>(
    await tx.execute(sql`SELECT ${prefix} || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('finance_doc_no_seq')::text, 6, '0') AS no`),
  );
  return no;
}

export interface GenerateInput {
  partyType?: BillPartyKind;
  partyId?: number;
  periodKind: BillPeriodKind;
  period: string;
}

export class FinanceBills {
  constructor(
    private readonly db: Db,
    private readonly ledger: FinanceLedger,
  ) {}

  /**
   * Drafts the period's bills for every party (of one kind, or one party) with fee rows not yet on a bill, and
   * refreshes the drafts already there: an estimate re-priced since changes its snapshot, one gone leaves. The same
   * call twice leaves the same bills and lines (idempotent). Set-based: a handful of statements per party kind.
   */
  async generate(actor: FinanceActor, input: GenerateInput): Promise<GenerateResultDto> {
    if (!isBillPeriod(input.periodKind, input.period)) throw badRequest('fnBillPeriodInvalid');
    const started = Date.now();
    const { from, to } = periodRange(input.periodKind, input.period);
    // a finance sub-account under a data role drafts only for the consignors of its role (refused otherwise)
    const parties = generationParties(actor.scope ?? ALL_ROWS, input.partyType, input.partyId);
    if ('refused' in parties) throw forbidden(parties.refused);
    const { kinds, partyIds } = parties;
    let created = 0;
    let added = 0;
    await this.db.transaction(async (tx) => {
      for (const kind of kinds) {
        const r = await this.generateKind(tx, actor.companyId, kind, { ...input, partyIds }, from, to);
        created += r.bills;
        added += r.lines;
      }
    });
    return { bills: created, lines: added, ms: Date.now() - started };
  }

  private async generateKind(
    tx: Tx,
    companyId: number,
    kind: BillPartyKind,
    input: Omit<GenerateInput, 'partyId'> & { partyIds?: number[] },
    from: Date,
    to: Date,
  ): Promise<{ bills: number; lines: number }> {
    const T = FEE_PARTY_TYPE[kind];
    const sign = kind === 'consignor' ? sql`CASE WHEN direction = 'INCOME' THEN 1 ELSE -1 END` : sql`CASE WHEN direction = 'OUTLAY' THEN 1 ELSE -1 END`;
    const ids = input.partyIds;
    const onlyParty = (col: SQL) => (ids ? sql`AND ${col} = ANY(${`{${ids.join(',')}}`}::int[])` : sql``);
    // this run's drafts: the period's, and the per-order / per-load ones drafted for rows of its range
    const drafts = sql`SELECT id FROM bills WHERE company_id = ${companyId} AND party_type = ${kind} AND status = 'DRAFT' ${onlyParty(sql`party_id`)}
      AND ((period_kind = ${input.periodKind} AND period = ${input.period}) OR (period_kind IN ('ORDER', 'LOAD') AND period_from = ${from} AND period_to = ${to}))`;

    // 1. refresh the drafts' estimate snapshots (re-priced since), drop estimates gone — joined on the unique source key;
    //    the drafts whose lines change are recounted at step 5
    const hadDrafts = rowsOf<{ n: number | string }>(await tx.execute(sql`SELECT count(*) AS n FROM (${drafts}) d`))[0];
    const touched = new Set<number>();
    if (Number(hadDrafts?.n ?? 0) > 0) {
      await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_est`);
      await tx.execute(sql`
        CREATE TEMP TABLE bill_est ON COMMIT DROP AS
        SELECT 'est:' || e.order_id || ':' || e.code || ':' || ${T} || ':' || e.party_id AS source_key, sum(e.amount_cents)::bigint AS amount
        FROM order_estimated_fees e
        WHERE e.company_id = ${companyId} AND e.party_type = ${T}
          AND e.order_id IN (SELECT l.order_id FROM bill_lines l WHERE l.bill_id IN (${drafts}) AND l.source_type = 'estimate')
        GROUP BY e.order_id, e.code, e.party_id`);
      await tx.execute(sql`ANALYZE pg_temp.bill_est`);
      const changed = rowsOf<{ bill_id: number }>(
        await tx.execute(sql`
          WITH u AS (
            UPDATE bill_lines bl SET amount_cents = x.amount, signed_cents = x.amount * (CASE WHEN bl.direction = ${kind === 'consignor' ? 'INCOME' : 'OUTLAY'} THEN 1 ELSE -1 END)
            FROM bill_est x
            WHERE bl.company_id = ${companyId} AND bl.source_key = x.source_key AND bl.bill_id IN (${drafts}) AND bl.amount_cents <> x.amount
            RETURNING bl.bill_id),
          d AS (
            DELETE FROM bill_lines bl
            WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'estimate' AND NOT EXISTS (SELECT 1 FROM bill_est x WHERE x.source_key = bl.source_key)
            RETURNING bl.bill_id)
          SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
      );
      for (const r of changed) touched.add(Number(r.bill_id));
      await tx.execute(sql`DROP TABLE pg_temp.bill_est`);
      // a load's trunk fee changed since its draft was made follows onto the line; a load no longer billable (cancelled,
      // its fee cleared, given to another carrier) leaves the draft (and, given to another, joins that one's at step 2)
      if (kind === 'carrier') {
        const loadOf = sql`l.company_id = ${companyId} AND l.id = substr(bl.source_key, 6)::int AND ${BILLABLE_LOAD}`;
        const reloaded = rowsOf<{ bill_id: number }>(
          await tx.execute(sql`
            WITH u AS (
              UPDATE bill_lines bl SET amount_cents = l.fee_cents, signed_cents = l.fee_cents
              FROM transit_loads l
              WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'load' AND ${loadOf} AND bl.amount_cents <> l.fee_cents
              RETURNING bl.bill_id),
            d AS (
              DELETE FROM bill_lines bl
              WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'load'
                AND NOT EXISTS (SELECT 1 FROM transit_loads l WHERE ${loadOf} AND l.carrier_resource_id = (SELECT b.party_id FROM bills b WHERE b.id = bl.bill_id))
              RETURNING bl.bill_id)
            SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
        );
        for (const r of reloaded) touched.add(Number(r.bill_id));
      }
    }

    // 2. the period's fee rows of this party kind not on any bill yet. A row can only be on a bill of this party kind
    //    whose period overlaps this one (or, an estimate re-priced since, an older one): when no bill of the kind
    //    overlaps, the per-row probe is skipped — the unique source key still refuses a row another generation took
    //    (ON CONFLICT DO NOTHING at step 4), so the probe only saves work on a rerun, never guards the invariant.
    const [{ overlap }] = rowsOf<{ overlap: boolean }>(
      await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM bills WHERE company_id = ${companyId} AND party_type = ${kind} AND period_from < ${to} AND period_to > ${from}) AS overlap`),
    );
    await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
    // a consignor not on monthly terms is billed per order (bills.ts billingOf); a carrier's departed loads each
    // make a bill of their own (the load's trunk fee)
    const perOrder =
      kind === 'consignor'
        ? sql`(SELECT consignor_id FROM consignor_terms WHERE company_id = ${companyId} AND payment_term IN (${sql.join(
            PAYMENT_TERMS.filter((term) => billingOf(term) === 'ORDER').map((term) => sql`${term}`),
            sql`, `,
          )}))`
        : sql`(SELECT NULL::int WHERE false)`;
    await tx.execute(sql`
      CREATE TEMP TABLE bill_src ON COMMIT DROP AS
      SELECT s.*,
        CASE WHEN s.source_type = 'load' THEN 'LOAD' WHEN s.party_id IN ${perOrder} THEN 'ORDER' ELSE ${input.periodKind} END AS bill_kind,
        CASE WHEN s.source_type = 'load' THEN s.doc_no WHEN s.party_id IN ${perOrder} THEN coalesce((SELECT o.order_no FROM orders o WHERE o.id = s.order_id), 'O' || s.order_id) ELSE ${input.period} END AS bill_period
      FROM (
        SELECT 'of:' || f.id AS source_key, 'order_fee'::text AS source_type, f.id AS order_fee_id, f.order_id, f.code, f.code_name, f.direction,
               f.amount_cents::bigint AS amount_cents, f.created_at AS fee_at, f.settle_target_id::int AS party_id, NULL::text AS doc_no
        FROM order_fees f
        WHERE f.company_id = ${companyId} AND f.settle_target_type = ${T} AND f.settle_target_id ~ '^[1-9][0-9]{0,8}$'
          AND f.created_at >= ${from} AND f.created_at < ${to} ${ids ? sql`AND f.settle_target_id = ANY(${`{${ids.join(',')}}`}::text[])` : sql``}
        UNION ALL
        SELECT 'est:' || e.order_id || ':' || e.code || ':' || ${T} || ':' || e.party_id, 'estimate', NULL::int, e.order_id, e.code, min(e.name), min(e.direction),
               sum(e.amount_cents)::bigint, min(e.priced_at), e.party_id, NULL::text
        FROM order_estimated_fees e
        WHERE e.company_id = ${companyId} AND e.party_type = ${T} AND e.party_id IS NOT NULL
          AND e.priced_at >= ${from} AND e.priced_at < ${to} ${onlyParty(sql`e.party_id`)}
        GROUP BY e.order_id, e.code, e.party_id
        ${
          kind === 'carrier'
            ? sql`UNION ALL
        SELECT 'load:' || l.id, 'load', NULL::int, NULL::int, 'LOAD_FEE', '干线运费', 'OUTLAY', l.fee_cents::bigint, l.departed_at, l.carrier_resource_id, l.load_no
        FROM transit_loads l
        WHERE l.company_id = ${companyId} AND l.carrier_resource_id IS NOT NULL AND ${BILLABLE_LOAD}
          AND l.departed_at >= ${from} AND l.departed_at < ${to} ${onlyParty(sql`l.carrier_resource_id`)}`
            : sql``
        }
      ) s
      ${overlap ? sql`WHERE NOT EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.company_id = ${companyId} AND bl.source_key = s.source_key)` : sql``}`);
    await tx.execute(sql`ANALYZE pg_temp.bill_src`);

    // 3. one draft per party that has some (the partial unique index: at most one draft per party and period)
    const made = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO bills (company_id, bill_no, party_type, party_id, party_name, period_kind, period, period_from, period_to)
        SELECT ${companyId}, 'BL' || replace(${input.period}, '-', '') || lpad(nextval('finance_doc_no_seq')::text, 7, '0'), ${kind}, r.id, r.name,
               p.bill_kind, p.bill_period, ${from}, ${to}
        FROM (SELECT DISTINCT party_id, bill_kind, bill_period FROM bill_src) p JOIN resources r ON r.id = p.party_id AND r.company_id = ${companyId}
        ON CONFLICT (company_id, party_type, party_id, period_kind, period) WHERE status = 'DRAFT' DO NOTHING
        RETURNING id`),
    );

    // 4. the rows onto their party's draft (a row another generation took first is skipped), and the drafts' totals
    //    raised by what was added — one pass over the new lines, not a recount of the drafts
    const lines = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        WITH ins AS (
          INSERT INTO bill_lines (company_id, bill_id, source_key, source_type, order_fee_id, order_id, code, code_name, direction, amount_cents, signed_cents, fee_at)
          SELECT ${companyId}, b.id, s.source_key, s.source_type, s.order_fee_id, s.order_id, s.code, s.code_name, s.direction, s.amount_cents, s.amount_cents * ${sign}, s.fee_at
          FROM bill_src s JOIN bills b ON b.company_id = ${companyId} AND b.party_type = ${kind} AND b.party_id = s.party_id
            AND b.period_kind = s.bill_kind AND b.period = s.bill_period AND b.status = 'DRAFT'
          ON CONFLICT (company_id, source_key) DO NOTHING
          RETURNING bill_id, direction, amount_cents, signed_cents),
        t AS (
          SELECT bill_id, coalesce(sum(amount_cents) FILTER (WHERE direction = 'INCOME'), 0) AS income, coalesce(sum(amount_cents) FILTER (WHERE direction = 'OUTLAY'), 0) AS outlay,
                 sum(signed_cents) AS total, count(*) AS n
          FROM ins GROUP BY bill_id),
        u AS (
          UPDATE bills b SET income_cents = b.income_cents + t.income, outlay_cents = b.outlay_cents + t.outlay, total_cents = b.total_cents + t.total,
                 line_count = b.line_count + t.n, generated_at = now(), updated_at = now()
          FROM t WHERE b.id = t.bill_id
          RETURNING 1)
        SELECT coalesce(sum(n), 0) AS n FROM t`),
    );

    // the embedded database has no autovacuum: after a large batch of lines the planner would take bill_lines for
    // the near-empty table it last analyzed, and the next run's probes and refresh joins turn into nested loops
    if (Number(lines[0]?.n ?? 0) >= 5_000) await tx.execute(sql`ANALYZE bill_lines`);

    // 5. the drafts whose lines step 1 changed are recounted; a draft left without lines goes
    if (touched.size) {
      await tx.execute(sql`
        UPDATE bills b SET
          income_cents = coalesce(x.income, 0), outlay_cents = coalesce(x.outlay, 0), total_cents = coalesce(x.total, 0),
          line_count = coalesce(x.n, 0), generated_at = now(), updated_at = now()
        FROM (SELECT d.id, x.income, x.outlay, x.total, x.n FROM unnest(${`{${[...touched].join(',')}}`}::int[]) d(id) LEFT JOIN LATERAL (
                SELECT sum(amount_cents) FILTER (WHERE direction = 'INCOME') AS income, sum(amount_cents) FILTER (WHERE direction = 'OUTLAY') AS outlay,
                       sum(signed_cents) AS total, count(*) AS n
                FROM bill_lines WHERE bill_id = d.id) x ON true) x
        WHERE b.id = x.id`);
    }
    await tx.execute(sql`DELETE FROM bills WHERE id IN (${drafts}) AND line_count = 0`);
    await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
    return { bills: made.length, lines: Number(lines[0]?.n ?? 0) };
  }

  async list(v: BillViewer, q: z.infer<typeof billListQuery>): Promise<{ list: BillDto[]; total: number }> {
    const where = and(
      billScope(v),
      q.party_type ? eq(bills.partyType, q.party_type) : undefined,
      q.party_id ? eq(bills.partyId, q.party_id) : undefined,
      q.period ? eq(bills.period, q.period) : undefined,
      q.status ? eq(bills.status, q.status) : undefined,
      q.open === '1' ? sql`${bills.status} = 'CONFIRMED' AND abs(${bills.totalCents}) > ${bills.paidCents}` : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ bill: bills, checkBillId: checkBills.id })
        .from(bills)
        .leftJoin(checkBills, eq(checkBills.billId, bills.id))
        .where(where)
        .orderBy(desc(bills.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      this.db.select({ total: count() }).from(bills).where(where),
    ]);
    return { list: rows.map((r) => billDto(r.bill, r.checkBillId)), total };
  }

  /** 404 for a bill the viewer may not see */
  async find(v: BillViewer, id: number, db: Pick<Db, 'select'> = this.db): Promise<BillRow> {
    const [row] = await db
      .select()
      .from(bills)
      .where(and(billScope(v), eq(bills.id, id)));
    if (!row) throw new HttpError(404, 'fnBillInvalid');
    return row;
  }

  async detail(v: BillViewer, id: number): Promise<BillDetailDto> {
    const bill = await this.find(v, id);
    const [[statement], payments] = await Promise.all([this.db.select({ id: checkBills.id }).from(checkBills).where(eq(checkBills.billId, id)), paymentsOf(this.db, v.companyId, [eq(financePayments.billId, id)])]);
    return { ...billDto(bill, statement?.id ?? null), payments };
  }

  /** the bill journal (账单流水): its lines, paged */
  async lines(v: BillViewer, id: number, q: z.infer<typeof pageQuery>): Promise<{ list: BillLineDto[]; total: number }> {
    const bill = await this.find(v, id);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ line: billLines, orderNo: orders.orderNo })
        .from(billLines)
        .leftJoin(orders, eq(orders.id, billLines.orderId))
        .where(eq(billLines.billId, bill.id))
        .orderBy(billLines.id)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      this.db.select({ total: count() }).from(billLines).where(eq(billLines.billId, bill.id)),
    ]);
    return { list: rows.map((r) => lineDto(r.line, r.orderNo ?? '')), total };
  }

  /**
   * DRAFT → CONFIRMED: posts Dr/Cr the party's account, income and cost (bills.ts billEntryLines), source bill:<id>.
   * A repeat answers the bill as it is (the entry posts once); an empty bill is refused.
   */
  async confirm(actor: FinanceActor, id: number): Promise<BillRow> {
    return this.db.transaction(async (tx) => {
      const [bill] = await tx
        .select()
        .from(bills)
        .where(and(billScope(writerView(actor)), eq(bills.id, id)))
        .for('update');
      if (!bill) throw new HttpError(404, 'fnBillInvalid');
      if (bill.status !== 'DRAFT') return bill;
      const [sums] = rowsOf<{ income: string | null; outlay: string | null; total: string | null; n: string }>(
        await tx.execute(sql`SELECT sum(amount_cents) FILTER (WHERE direction = 'INCOME') AS income, sum(amount_cents) FILTER (WHERE direction = 'OUTLAY') AS outlay, sum(signed_cents) AS total, count(*) AS n FROM bill_lines WHERE bill_id = ${id}`),
      );
      const income = Number(sums.income ?? 0);
      const outlay = Number(sums.outlay ?? 0);
      const party = bill.partyType as BillPartyKind;
      const kind = PARTY_ACCOUNT[party];
      const accounts = {
        party: await this.ledger.ensureAccount(tx, actor.companyId, { kind, partyType: party, partyId: bill.partyId, name: `${bill.partyName}${ACCOUNT_KIND_LABELS[kind].zh}` }),
        income: await this.ledger.ensureAccount(tx, actor.companyId, { kind: 'INCOME', name: ACCOUNT_KIND_LABELS.INCOME.zh }),
        cost: await this.ledger.ensureAccount(tx, actor.companyId, { kind: 'COST', name: ACCOUNT_KIND_LABELS.COST.zh }),
      };
      const lines = Number(sums.n) > 0 ? billEntryLines(party, accounts, income, outlay) : null;
      if (!lines) throw badRequest('fnBillEmpty', { no: bill.billNo });
      const { entry } = await this.ledger.postEntry(tx, actor, { kind: 'BILL', lines, memo: `${bill.billNo} ${bill.partyName} ${bill.period}`, source: { type: 'bill', id: String(id) } });
      const [saved] = await tx
        .update(bills)
        .set({ status: 'CONFIRMED', entryId: entry.id, incomeCents: income, outlayCents: outlay, totalCents: Number(sums.total ?? 0), lineCount: Number(sums.n), confirmedAt: new Date(), confirmedByName: actor.name, updatedAt: new Date() })
        .where(eq(bills.id, id))
        .returning();
      return saved;
    });
  }

  /** the refusal for `action` on a bill in a state that does not take it */
  static refusal(bill: BillRow, action: 'regenerate' | 'confirm' | 'pay', lang: FinanceActor['lang']) {
    return badRequest('fnBillTransition', { no: bill.billNo, state: BILL_STATE_LABELS[bill.status as BillState][lang], action: BILL_ACTION_LABELS[action][lang] });
  }
}

export const lineDto = (l: typeof billLines.$inferSelect, orderNo: string): BillLineDto => ({
  id: l.id,
  source_type: l.sourceType as BillLineDto['source_type'],
  order_id: l.orderId,
  order_no: orderNo,
  code: l.code,
  code_name: l.codeName,
  direction: l.direction as BillLineDto['direction'],
  amount_cents: l.amountCents,
  signed_cents: l.signedCents,
  fee_at: l.feeAt.toISOString(),
});

export async function paymentsOf(db: Pick<Db, 'select'>, companyId: number, where: SQL[], page?: { limit: number; offset: number }): Promise<PaymentDto[]> {
  const query = db
    .select({
      p: financePayments,
      billNo: bills.billNo,
      partyType: bills.partyType,
      partyName: bills.partyName,
      entryNo: journalEntries.entryNo,
      reversed: sql<boolean>`exists (select 1 from journal_entries r where r.reverses_entry_id = ${financePayments.entryId})`,
    })
    .from(financePayments)
    .innerJoin(bills, eq(bills.id, financePayments.billId))
    .leftJoin(journalEntries, eq(journalEntries.id, financePayments.entryId))
    .where(and(eq(financePayments.companyId, companyId), ...where))
    .orderBy(desc(financePayments.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    id: r.p.id,
    payment_no: r.p.paymentNo,
    bill_id: r.p.billId,
    bill_no: r.billNo,
    party_type: r.partyType as BillPartyKind,
    party_name: r.partyName,
    method: r.p.method as PaymentMethod,
    amount_cents: r.p.amountCents,
    memo: r.p.memo,
    entry_id: r.p.entryId,
    entry_no: r.entryNo ?? '',
    created_by_name: r.p.createdByName,
    paid_at: r.p.paidAt.toISOString(),
    reversed: Boolean(r.reversed),
  }));
}
