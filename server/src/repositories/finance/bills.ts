/**
 * Bills (账单, issue 21, src/domain/finance/README.md 'Bills, check-bills and payment clearance'): the list, the bill
 * journal, and confirmation, which posts one ledger entry (source bill:<id>); the generation of a period's drafts is
 * bill-generation.ts.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BillDetailDto, BillDto, BillLineDto, billListQuery, GenerateResultDto, pageQuery, PaymentDto } from '../../../../src/domain/finance/bills-api';
import { BILL_ACTION_LABELS, BILL_STATE_LABELS } from '../../../../src/domain/finance/bill-messages';
import { billEntryLines, lineSign, openOf, PARTY_ACCOUNT, type BillKind, type BillPartyKind, type BillState, type PaymentMethod } from '../../../../src/domain/finance/bills';
import { ACCOUNT_KIND_LABELS } from '../../../../src/domain/finance/messages';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { billLines, bills, checkBills, financePayments, journalEntries, orders } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import { scopeWhere } from '../admin/data-roles-scope';
import { generateBills, lockBills, periodDraftLines, type GenerateInput } from './bill-generation';
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

/** A document number: prefix + China date + a running number from one sequence. */
export async function docNo(tx: Tx, prefix: string): Promise<string> {
  const [{ no }] = rowsOf<{ no: string }>(
    await tx.execute(sql`SELECT ${prefix} || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('finance_doc_no_seq')::text, 6, '0') AS no`),
  );
  return no;
}

export class FinanceBills {
  constructor(
    private readonly db: Db,
    private readonly ledger: FinanceLedger,
  ) {}

  /** the period's drafts (bill-generation.ts) */
  generate(actor: FinanceActor, input: GenerateInput): Promise<GenerateResultDto> {
    return generateBills(this.db, actor, input);
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
    const live = await liveTotals(this.db, rows.map((r) => r.bill));
    return { list: rows.map((r) => billDto(withTotals(r.bill, live), r.checkBillId)), total };
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
    const found = await this.find(v, id);
    const [[statement], payments, live] = await Promise.all([
      this.db.select({ id: checkBills.id }).from(checkBills).where(eq(checkBills.billId, id)),
      paymentsOf(this.db, v.companyId, [eq(financePayments.billId, id)]),
      liveTotals(this.db, [found]),
    ]);
    return { ...billDto(withTotals(found, live), statement?.id ?? null), payments };
  }

  /** the bill journal (账单流水): its lines, paged — a period draft's read from its fee rows (bill-generation.ts) */
  async lines(v: BillViewer, id: number, q: z.infer<typeof pageQuery>): Promise<{ list: BillLineDto[]; total: number }> {
    const bill = await this.find(v, id);
    if (readsLines(bill)) {
      const live = draftLines(bill);
      type Live = { n: number | string; source_type: BillLineDto['source_type']; order_id: number | null; order_no: string | null; code: string; code_name: string; direction: BillLineDto['direction']; amount_cents: number | string; fee_at: string | Date };
      const [rows, [{ total }]] = await Promise.all([
        this.db.execute(sql`
          SELECT row_number() OVER (ORDER BY x.fee_at, x.source_key) AS n, x.source_type, x.order_id, o.order_no, x.code, x.code_name, x.direction, x.amount_cents, x.fee_at
          FROM (${live}) x LEFT JOIN orders o ON o.id = x.order_id
          ORDER BY x.fee_at, x.source_key LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`),
        this.db.execute(sql`SELECT count(*)::int AS total FROM (${live}) x`).then((r) => rowsOf<{ total: number }>(r)),
      ]);
      const party = bill.partyType as BillPartyKind;
      return {
        list: rowsOf<Live>(rows).map((r) => ({
          id: Number(r.n),
          source_type: r.source_type,
          order_id: r.order_id == null ? null : Number(r.order_id),
          order_no: r.order_no ?? '',
          code: r.code,
          code_name: r.code_name,
          direction: r.direction,
          amount_cents: Number(r.amount_cents),
          signed_cents: Number(r.amount_cents) * lineSign(party, r.direction),
          fee_at: new Date(r.fee_at).toISOString(),
        })),
        total: Number(total),
      };
    }
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
   * A repeat answers the bill as it is (the entry posts once); an empty bill is refused. A period draft's lines,
   * read from its fee rows until now, are written out here (frozen from then on), under the generations' lock.
   */
  async confirm(actor: FinanceActor, id: number): Promise<BillRow> {
    return this.db.transaction(async (tx) => {
      await lockBills(tx, actor.companyId);
      const [bill] = await tx
        .select()
        .from(bills)
        .where(and(billScope(writerView(actor)), eq(bills.id, id)))
        .for('update');
      if (!bill) throw new HttpError(404, 'fnBillInvalid');
      if (bill.status !== 'DRAFT') return bill;
      if (readsLines(bill)) {
        const sign = signOf(bill.partyType as BillPartyKind);
        await tx.execute(sql`
          INSERT INTO bill_lines (company_id, bill_id, source_key, source_type, order_fee_id, order_id, code, code_name, direction, amount_cents, signed_cents, fee_at)
          SELECT ${actor.companyId}, ${id}, x.source_key, x.source_type, x.order_fee_id, x.order_id, x.code, x.code_name, x.direction, x.amount_cents, x.amount_cents * ${sign}, x.fee_at
          FROM (${draftLines(bill)}) x ORDER BY x.fee_at, x.source_key
          ON CONFLICT (company_id, source_key) DO NOTHING`);
      }
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

/** a draft of a period (MONTH / WEEK) holds no bill_lines: its lines are read from its fee rows until it is confirmed */
const readsLines = (b: BillRow) => b.status === 'DRAFT' && (b.periodKind === 'MONTH' || b.periodKind === 'WEEK');
const draftLines = (b: BillRow) => periodDraftLines(b.companyId, b.partyType as BillPartyKind, { from: b.periodFrom, to: b.periodTo, partyIds: [b.partyId], billIds: [b.id] });

/** a line's sign on a bill of `party` (row x): what the party owes us positive on its bill — bills.ts lineSign in SQL */
const signOf = (party: BillPartyKind) => (party === 'consignor' ? sql`CASE WHEN x.direction = 'INCOME' THEN 1 ELSE -1 END` : sql`CASE WHEN x.direction = 'OUTLAY' THEN 1 ELSE -1 END`);

type Totals = Pick<BillRow, 'incomeCents' | 'outlayCents' | 'totalCents' | 'lineCount'>;

/**
 * A period draft's totals as its journal reads them now (the same fee-row query, summed): the amounts on its row are
 * the last generation's, and a fee row posted since lands on it at once. One grouped query per party kind and range
 * of the drafts given (a list page's), the parties' rows only; bills that are not period drafts are not read.
 */
async function liveTotals(db: Pick<Db, 'execute'>, rows: BillRow[]): Promise<Map<number, Totals>> {
  const groups = new Map<string, BillRow[]>();
  for (const b of rows.filter(readsLines)) {
    const key = `${b.partyType}|${b.periodFrom.toISOString()}|${b.periodTo.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  const out = new Map<number, Totals>();
  for (const group of groups.values()) {
    const [{ companyId, partyType, periodFrom, periodTo }] = group;
    const party = partyType as BillPartyKind;
    const sign = signOf(party);
    const ids = group.map((b) => b.id);
    const live = periodDraftLines(companyId, party, { from: periodFrom, to: periodTo, partyIds: group.map((b) => b.partyId), billIds: ids });
    const sums = rowsOf<{ bill_id: number; income: string | null; outlay: string | null; total: string | null; n: string }>(
      await db.execute(sql`
        SELECT x.bill_id, sum(x.amount_cents) FILTER (WHERE x.direction = 'INCOME') AS income, sum(x.amount_cents) FILTER (WHERE x.direction = 'OUTLAY') AS outlay,
               sum(x.amount_cents * ${sign}) AS total, count(*) AS n
        FROM (${live}) x GROUP BY x.bill_id`),
    );
    for (const id of ids) out.set(id, { incomeCents: 0, outlayCents: 0, totalCents: 0, lineCount: 0 });
    for (const r of sums) out.set(Number(r.bill_id), { incomeCents: Number(r.income ?? 0), outlayCents: Number(r.outlay ?? 0), totalCents: Number(r.total ?? 0), lineCount: Number(r.n) });
  }
  return out;
}

const withTotals = (b: BillRow, live: Map<number, Totals>): BillRow => ({ ...b, ...live.get(b.id) });

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
