/**
 * Check-bills (对账单, issue 21, README 'Bills, check-bills and payment clearance'): the statement of a confirmed bill
 * sent to its party, once per bill; the party (a merchant on DA, a delivery provider on PAI — or the finance team on
 * its behalf) confirms or disputes each line with a comment; a disputed line can become a ticket (the ticket create
 * path, an ESCALATION ticket on the line's order); a statement whose every line is confirmed is frozen.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { answerCheckBillBody, CheckBillDetailDto, CheckBillDto, checkBillListQuery, pageQuery } from '../../../../src/domain/finance/bills-api';
import { lineAnswerable, statementState, type BillPartyKind, type StatementLineState, type StatementState } from '../../../../src/domain/finance/bills';
import { formatFen } from '../../../../src/domain/finance/ledger';
import type { Db } from '../../db/client';
import { billLines, bills, checkBillLines, checkBills, orders, ticketSchemas } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import type { TicketsRepository } from '../tickets';
import { scopeWhere } from '../admin/data-roles-scope';
import { docNo, lineDto, writerView, type BillViewer, type FinanceBills } from './bills';
import type { FinanceActor, Tx } from './ledger';

type CheckRow = typeof checkBills.$inferSelect;

const columns = { c: checkBills, billNo: bills.billNo, partyName: bills.partyName, period: bills.period, totalCents: bills.totalCents };
type Joined = { c: CheckRow; billNo: string; partyName: string; period: string; totalCents: number };

const checkDto = (r: Joined): CheckBillDto => ({
  id: r.c.id,
  check_no: r.c.checkNo,
  bill_id: r.c.billId,
  bill_no: r.billNo,
  party_type: r.c.partyType as BillPartyKind,
  party_id: r.c.partyId,
  party_name: r.partyName,
  period: r.period,
  status: r.c.status as StatementState,
  total_cents: r.totalCents,
  line_count: r.c.lineCount,
  confirmed_count: r.c.confirmedCount,
  disputed_count: r.c.disputedCount,
  sent_at: r.c.sentAt.toISOString(),
  sent_by_name: r.c.sentByName,
  confirmed_at: r.c.confirmedAt?.toISOString() ?? null,
});

const scope = (v: BillViewer): SQL =>
  and(
    eq(checkBills.companyId, v.companyId),
    v.party ? and(eq(checkBills.partyType, v.party.type), eq(checkBills.partyId, v.party.id)) : undefined,
    v.scope ? scopeWhere('checkBills', v.scope) : undefined,
  )!;

export class FinanceCheckBills {
  constructor(
    private readonly db: Db,
    private readonly bills: FinanceBills,
    private readonly tickets: TicketsRepository,
  ) {}

  /** Sends the statement of a confirmed (or settled) bill: its lines, each PENDING. Once per bill: a repeat answers it. */
  async send(actor: FinanceActor, billId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const bill = await this.bills.find(writerView(actor), billId, tx);
      await tx.execute(sql`SELECT id FROM bills WHERE id = ${billId} FOR UPDATE`);
      const [have] = await tx.select({ id: checkBills.id }).from(checkBills).where(eq(checkBills.billId, billId));
      if (have) return have.id;
      if (bill.status === 'DRAFT') throw badRequest('fnCheckBillNeedsConfirmedBill', { no: bill.billNo });
      const [row] = await tx
        .insert(checkBills)
        .values({ companyId: actor.companyId, billId, checkNo: await docNo(tx, 'DZ'), partyType: bill.partyType, partyId: bill.partyId, lineCount: bill.lineCount, sentByName: actor.name })
        .returning({ id: checkBills.id });
      await tx.execute(sql`
        INSERT INTO check_bill_lines (company_id, check_bill_id, bill_line_id)
        SELECT ${actor.companyId}, ${row.id}, id FROM bill_lines WHERE bill_id = ${billId} ORDER BY id`);
      return row.id;
    });
  }

  async list(v: BillViewer, q: z.infer<typeof checkBillListQuery>): Promise<{ list: CheckBillDto[]; total: number }> {
    const where = and(scope(v), q.party_type ? eq(checkBills.partyType, q.party_type) : undefined, q.status ? eq(checkBills.status, q.status) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(columns)
        .from(checkBills)
        .innerJoin(bills, eq(bills.id, checkBills.billId))
        .where(where)
        .orderBy(desc(checkBills.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      this.db.select({ total: count() }).from(checkBills).where(where),
    ]);
    return { list: rows.map(checkDto), total };
  }

  private async find(v: BillViewer, id: number, db: Pick<Db, 'select'> = this.db): Promise<Joined> {
    const [row] = await db
      .select(columns)
      .from(checkBills)
      .innerJoin(bills, eq(bills.id, checkBills.billId))
      .where(and(scope(v), eq(checkBills.id, id)));
    if (!row) throw new HttpError(404, 'fnCheckBillInvalid');
    return row;
  }

  /** the statement and its lines with their answers (对账流水), paged */
  async detail(v: BillViewer, id: number, q: z.infer<typeof pageQuery>): Promise<CheckBillDetailDto & { total: number }> {
    const head = await this.find(v, id);
    const rows = await this.db
      .select({ cl: checkBillLines, line: billLines, orderNo: orders.orderNo })
      .from(checkBillLines)
      .innerJoin(billLines, eq(billLines.id, checkBillLines.billLineId))
      .leftJoin(orders, eq(orders.id, billLines.orderId))
      .where(eq(checkBillLines.checkBillId, id))
      .orderBy(asc(checkBillLines.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    const frozen = head.c.status === 'CONFIRMED';
    return {
      ...checkDto(head),
      total: head.c.lineCount,
      can_answer: !frozen,
      can_ticket: !v.party && head.c.disputedCount > 0,
      lines: rows.map((r) => ({
        ...lineDto(r.line, r.orderNo ?? ''),
        line_id: r.cl.id,
        state: r.cl.state as StatementLineState,
        comment: r.cl.comment,
        ticket_id: r.cl.ticketId,
        answered_at: r.cl.answeredAt?.toISOString() ?? null,
        answered_by_name: r.cl.answeredByName,
      })),
    };
  }

  /**
   * The party's answers, line by line: CONFIRMED, or DISPUTED with a comment. A frozen statement refuses every
   * answer (fnCheckBillFrozen), a confirmed line refuses a new one; all or nothing. Once every line is confirmed
   * the statement is CONFIRMED and frozen.
   */
  async answer(v: BillViewer & { name: string }, id: number, body: z.infer<typeof answerCheckBillBody>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const head = await this.find(v, id, tx);
      await tx.execute(sql`SELECT id FROM check_bills WHERE id = ${id} FOR UPDATE`);
      const [fresh] = await tx.select().from(checkBills).where(eq(checkBills.id, id));
      if (fresh.status === 'CONFIRMED') throw badRequest('fnCheckBillFrozen', { no: head.c.checkNo });
      const ids = [...new Set(body.lines.map((l) => l.line_id))];
      const have = await tx
        .select({ id: checkBillLines.id, state: checkBillLines.state })
        .from(checkBillLines)
        .where(and(eq(checkBillLines.checkBillId, id), inArray(checkBillLines.id, ids)));
      const stateOf = new Map(have.map((h) => [h.id, h.state as StatementLineState]));
      for (const l of body.lines) {
        const state = stateOf.get(l.line_id);
        if (!state) throw badRequest('fnCheckLineInvalid', { id: l.line_id });
        if (!lineAnswerable(fresh.status as StatementState, state)) throw badRequest('fnCheckLineConfirmed', { id: l.line_id });
        if (l.state === 'DISPUTED' && !l.comment) throw badRequest('fnDisputeCommentRequired');
      }
      const values = sql.join(
        body.lines.map((l) => sql`(${l.line_id}::int, ${l.state}::text, ${l.comment}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE check_bill_lines c SET state = v.state, comment = v.comment, answered_at = now(), answered_by_name = ${v.name}
        FROM (VALUES ${values}) AS v(id, state, comment) WHERE c.id = v.id AND c.check_bill_id = ${id}`);
      await this.recount(tx, id);
    });
  }

  private async recount(tx: Tx, id: number): Promise<void> {
    const states = await tx
      .select({ state: checkBillLines.state, n: count() })
      .from(checkBillLines)
      .where(eq(checkBillLines.checkBillId, id))
      .groupBy(checkBillLines.state);
    const n = (s: StatementLineState) => states.find((x) => x.state === s)?.n ?? 0;
    const status = statementState({ lines: states.reduce((a, s) => a + s.n, 0), confirmed: n('CONFIRMED'), disputed: n('DISPUTED') });
    await tx
      .update(checkBills)
      .set({ status, confirmedCount: n('CONFIRMED'), disputedCount: n('DISPUTED'), confirmedAt: status === 'CONFIRMED' ? new Date() : null, updatedAt: new Date() })
      .where(eq(checkBills.id, id));
  }

  /**
   * 转工单: a disputed line becomes an ESCALATION ticket on its order (the ticket create path, its validation), linked
   * on the line. A repeat answers the ticket already made.
   */
  async toTicket(actor: FinanceActor, id: number, lineId: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const head = await this.find(writerView(actor), id, tx);
      const [line] = await tx
        .select({ cl: checkBillLines, line: billLines })
        .from(checkBillLines)
        .innerJoin(billLines, eq(billLines.id, checkBillLines.billLineId))
        .where(and(eq(checkBillLines.checkBillId, id), eq(checkBillLines.id, lineId)))
        .for('update', { of: checkBillLines });
      if (!line) throw new HttpError(404, 'fnCheckLineInvalid', { id: lineId });
      if (line.cl.ticketId) return line.cl.ticketId;
      if (line.cl.state !== 'DISPUTED') throw badRequest('fnCheckLineNotDisputed');
      if (line.line.orderId === null) throw badRequest('fnCheckLineNoOrder');
      const [schema] = await tx
        .select({ id: ticketSchemas.id })
        .from(ticketSchemas)
        .where(and(eq(ticketSchemas.companyId, actor.companyId), eq(ticketSchemas.type, 'ESCALATION'), eq(ticketSchemas.active, true)))
        .orderBy(desc(ticketSchemas.version))
        .limit(1);
      if (!schema) throw badRequest('fnNoTicketType');
      const amount = formatFen(line.line.amountCents);
      const description = `对账单${head.c.checkNo}（账单${head.billNo}）${line.line.codeName || line.line.code} ¥${amount} 有异议：${line.cl.comment}`.slice(0, 500);
      const ticket = await this.tickets.writes.create(
        { userId: actor.userId ?? 0, companyId: actor.companyId, name: actor.name, username: actor.name },
        { schemaId: schema.id, payload: { order_id: line.line.orderId, level: 'NORMAL', abnormal_type: '对账异议', description } as never, executiveUid: null, financialUid: null },
        actor.lang,
        tx,
      );
      await tx.update(checkBillLines).set({ ticketId: ticket.id }).where(eq(checkBillLines.id, lineId));
      return ticket.id;
    });
  }
}
