/**
 * Payment clearance (付款结清 / 核销, issue 21, README 'Bills, check-bills and payment clearance'): a payment against
 * a confirmed bill — partial allowed, more than the open amount refused with both amounts named — posting one entry
 * (source payment:<id>): a consignor pays Dr BANK / CASH / its PREPAID balance, Cr RECEIVABLE; we pay a provider
 * Dr PAYABLE, Cr BANK / CASH; a credit bill (total below zero) the other way round. The bill row is locked while the open amount is read, so two payments racing cannot
 * both fit. Paid in full, the bill is SETTLED. A payment's entry reversed undoes the payment: the bill is open again.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createPaymentBody, PaymentDto, paymentListQuery } from '../../../../src/domain/finance/bills-api';
import { afterPayment, isCredit, openOf, PARTY_ACCOUNT, paymentLines, paymentRefusal, type BillPartyKind, type BillState } from '../../../../src/domain/finance/bills';
import { ACCOUNT_KIND_LABELS } from '../../../../src/domain/finance/messages';
import { normalBalance } from '../../../../src/domain/finance/ledger';
import type { Db } from '../../db/client';
import { bills, financePayments, journalEntries } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import { billScope, docNo, paymentsOf, writerView, type BillViewer } from './bills';
import type { FinanceActor, FinanceLedger, Tx } from './ledger';

export class FinancePayments {
  constructor(
    private readonly db: Db,
    private readonly ledger: FinanceLedger,
  ) {}

  async create(actor: FinanceActor, body: z.infer<typeof createPaymentBody>): Promise<PaymentDto> {
    const id = await this.db.transaction(async (tx) => {
      const [bill] = await tx
        .select()
        .from(bills)
        .where(and(billScope(writerView(actor)), eq(bills.id, body.bill_id)))
        .for('update');
      if (!bill) throw new HttpError(404, 'fnBillInvalid');
      const party = bill.partyType as BillPartyKind;
      const partyKind = PARTY_ACCOUNT[party];
      const partyAccount = await this.ledger.ensureAccount(tx, actor.companyId, { kind: partyKind, partyType: party, partyId: bill.partyId, name: `${bill.partyName}${ACCOUNT_KIND_LABELS[partyKind].zh}` });
      const money =
        body.method === 'PREPAID'
          ? party === 'consignor'
            ? await this.ledger.ensureAccount(tx, actor.companyId, { kind: 'CONSIGNOR_PREPAID', partyType: 'consignor', partyId: bill.partyId, name: `${bill.partyName}${ACCOUNT_KIND_LABELS.CONSIGNOR_PREPAID.zh}` })
            : null
          : await this.ledger.ensureAccount(tx, actor.companyId, { kind: body.method, name: ACCOUNT_KIND_LABELS[body.method].zh });
      const prepaid = body.method === 'PREPAID' && money ? normalBalance('CONSIGNOR_PREPAID', (await this.ledger.balance(tx, actor.companyId, money))?.balanceCents ?? 0) : undefined;
      const credit = isCredit(bill.totalCents);
      const refusal = paymentRefusal(bill.status as BillState, party, body.method, openOf(bill.totalCents, bill.paidCents), body.amount_cents, prepaid, credit);
      if (refusal) throw badRequest(refusal.msg, refusal.params);
      const [payment] = await tx
        .insert(financePayments)
        .values({ companyId: actor.companyId, billId: bill.id, paymentNo: await docNo(tx, 'FK'), method: body.method, amountCents: body.amount_cents, memo: body.memo, createdBy: actor.userId, createdByName: actor.name, paidAt: new Date() })
        .returning();
      const { entry } = await this.ledger.postEntry(tx, actor, {
        kind: 'PAYMENT',
        lines: paymentLines(party, partyAccount, money!, body.amount_cents, credit),
        memo: `${payment.paymentNo} ${bill.billNo} ${body.memo}`.trim(),
        source: { type: 'payment', id: String(payment.id) },
      });
      await tx.update(financePayments).set({ entryId: entry.id }).where(eq(financePayments.id, payment.id));
      const paid = bill.paidCents + body.amount_cents;
      await tx
        .update(bills)
        .set({ paidCents: paid, status: afterPayment(bill.totalCents, paid), updatedAt: new Date() })
        .where(eq(bills.id, bill.id));
      return payment.id;
    });
    const [dto] = await paymentsOf(this.db, actor.companyId, [eq(financePayments.id, id)]);
    return dto;
  }

  /**
   * Before an entry is reversed: a bill's confirmation entry is refused (fnBillEntryNotReversible — the bill, its
   * statement and payments hang on it); a payment's entry answers the payment, to be undone with the reversal.
   */
  async reversalSource(tx: Tx, actor: FinanceActor, entryId: number): Promise<{ paymentId: number } | null> {
    const [entry] = await tx
      .select({ no: journalEntries.entryNo, type: journalEntries.sourceType, id: journalEntries.sourceId })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, actor.companyId), eq(journalEntries.id, entryId)));
    if (entry?.type === 'bill') throw badRequest('fnBillEntryNotReversible', { no: entry.no });
    return entry?.type === 'payment' ? { paymentId: Number(entry.id) } : null;
  }

  /** A payment reversed (核销撤销): its bill's paid amount drops by it, and a settled bill is open again. */
  async undo(tx: Tx, source: { paymentId: number }): Promise<void> {
    const [payment] = await tx.select().from(financePayments).where(eq(financePayments.id, source.paymentId));
    if (!payment) return;
    const [bill] = await tx.select().from(bills).where(eq(bills.id, payment.billId)).for('update');
    const paid = bill.paidCents - payment.amountCents;
    await tx
      .update(bills)
      .set({ paidCents: paid, status: afterPayment(bill.totalCents, paid), updatedAt: new Date() })
      .where(eq(bills.id, bill.id));
  }

  async list(v: BillViewer, q: z.infer<typeof paymentListQuery>): Promise<{ list: PaymentDto[]; total: number }> {
    const where: SQL[] = [billScope(v)];
    if (q.bill_id) where.push(eq(financePayments.billId, q.bill_id));
    if (q.party_type) where.push(eq(bills.partyType, q.party_type));
    const [list, [{ total }]] = await Promise.all([
      paymentsOf(this.db, v.companyId, where, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
      this.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(financePayments)
        .innerJoin(bills, eq(bills.id, financePayments.billId))
        .where(sql.join([sql`${financePayments.companyId} = ${v.companyId}`, ...where], sql` AND `)),
    ]);
    return { list, total };
  }
}
