/**
 * Abnormal fee rows and escalation over the API (issue 19): rows validated exactly as ticket fees (the same message
 * for the same row), nothing written on a refusal; escalating into a claim ticket links both ways and moves the draft
 * rows onto the ticket; finance_complete posts them to the order once, even when escalate and approve are replayed
 * under the same Idempotency-Key; the merchant may not price, another company's record is a 404.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { abnormalFees, orderFees, orders, ticketSchemas, tickets } from '../../../db/schema';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
const finance = t.signIn('finance');
const consignor = t.signIn('consignor');
const delivery = t.signIn('delivery');
let companyId: number;
let template: typeof orders.$inferSelect;
let seq = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = s, key = randomUUID()) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, 'idempotency-key': key, 'accept-language': 'zh-CN' }, ...(payload ? { payload } : {}) });
async function data(res: ReturnType<typeof call>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
}

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
  [template] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorResourceId), isNotNull(orders.deliveryResourceId)))
    .limit(1);
});

async function acceptedRecord(more: Partial<typeof orders.$inferInsert> = {}) {
  const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
  const [o] = await t.database.db
    .insert(orders)
    .values({ ...rest, status: 'TO_SIGN', tags: [], orderNo: `26${String(Date.now()).slice(-9)}${String(++seq).padStart(3, '0')}`, ...more })
    .returning();
  const rec = await data(call('POST', '/abnormal/records', { order_id: o.id, type_code: 'DAMAGED', stage: 'delivery', description: '沙发扶手划伤' }));
  return { order: o, rec: await data(call('POST', `/abnormal/records/${rec.id}/actions/accept`, { responsible_party: 'delivery' })) };
}

const compensation = (o: typeof orders.$inferSelect, amount: string) => ({
  direction: 'OUTLAY',
  code: 'COMPENSATION',
  settle_target_type: 'CONSIGNOR',
  settle_target_id: o.consignorResourceId,
  settle_target_name: 'x',
  amount,
  settlement_method_code: 'MONTHLY',
});
const recovery = (o: typeof orders.$inferSelect, amount: string) => ({
  direction: 'INCOME',
  code: 'RECOVERY',
  settle_target_type: 'DELIVERY',
  settle_target_id: o.deliveryResourceId,
  settle_target_name: 'x',
  amount,
  settlement_method_code: 'MONTHLY',
});

describe('fee rows', () => {
  it('offers the escalation type’s items and the order’s settle targets, and keeps typed rows in cents', async () => {
    const { order, rec } = await acceptedRecord();
    const editor = await data(call('GET', `/abnormal/records/${rec.id}/fee-editor`));
    expect(editor.fee_configs.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['COMPENSATION', 'RECOVERY', 'REPAIR_FEE', 'REPLENISH_FEE']));
    expect(editor.settle_targets.CONSIGNOR).toEqual([expect.objectContaining({ id: order.consignorResourceId })]);
    expect(editor.directions).toEqual(expect.arrayContaining(['OUTLAY', 'INCOME']));
    const saved = await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '123.45'), recovery(order, '20.05')] }));
    expect(saved.fees).toEqual([
      // names from the configuration and the order's targets, not as the client typed them ('x')
      expect.objectContaining({ code: 'COMPENSATION', code_name: '赔偿款', amount_cents: 12_345, state: 'draft', ticket_id: null, settlement_method_name: '月结', settle_target_name: editor.settle_targets.CONSIGNOR[0].name }),
      expect.objectContaining({ code: 'RECOVERY', direction: 'INCOME', amount_cents: 2005, state: 'draft' }),
    ]);
    expect(saved).toMatchObject({ fee_outlay_cents: 12_345, fee_income_cents: 2005 });
    // a second PUT replaces the drafts
    const again = await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '10')] }));
    expect(again.fees.map((f: { amount_cents: number }) => f.amount_cents)).toEqual([1000]);
    expect((await data(call('GET', `/abnormal/fees?state=draft&per_page=500`))).list.some((f: { record_id: number }) => f.record_id === rec.id)).toBe(true);
  });

  it('refuses rows exactly as the ticket fee rules do, writing nothing', async () => {
    const { order, rec } = await acceptedRecord();
    await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '5')] }));
    const [schema] = await t.database.db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.type, 'ESCALATION'), eq(ticketSchemas.active, true)));
    const bad = [
      [compensation(order, '1.234')],
      [compensation(order, '0')],
      [{ ...compensation(order, '5'), code: 'NOPE' }],
      [{ ...compensation(order, '5'), settle_target_id: 99_999_999 }],
      [{ ...recovery(order, '5'), direction: 'OUTLAY' }],
      [compensation(order, '5'), compensation(order, '5')],
    ];
    for (const fees of bad) {
      const ours = await call('PUT', `/abnormal/records/${rec.id}/fees`, { fees });
      const ticket = await call('POST', '/order/ticket/', { schema_id: schema.id, payload: { level: 'NORMAL', description: '沙发扶手划伤严重', order_id: order.id, fees } });
      expect(ours.statusCode, JSON.stringify(fees)).toBe(400);
      expect(ticket.statusCode).toBe(400);
      expect(ours.json().msg).toBe(ticket.json().msg);
    }
    const rows = await t.database.db.select().from(abnormalFees).where(eq(abnormalFees.recordId, rec.id));
    expect(rows.map((r) => r.amountCents)).toEqual([500]);
  });

  it('is the desk’s: the merchant may not price, another company gets 404', async () => {
    const { order, rec } = await acceptedRecord();
    expect((await call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '5')] }, consignor)).statusCode).toBe(403);
    expect((await call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '5')] }, s2)).statusCode).toBe(404);
    expect((await call('GET', `/abnormal/records/${rec.id}/fee-editor`, undefined, s2)).statusCode).toBe(404);
    expect((await call('POST', `/abnormal/records/${rec.id}/escalate`, { ticket_type: 'CLAIM' }, s2)).statusCode).toBe(404);
    expect(await t.database.db.select().from(abnormalFees).where(eq(abnormalFees.recordId, rec.id))).toEqual([]);
  });
});

describe("the merchant's read of handling and fees", () => {
  const merchantResource = () => (consignor.body.data.user as unknown as { resource_id: number }).resource_id;

  it('lists the handling and fee rows of its own orders only, read only; another merchant sees none of them; the field gets 403', async () => {
    const own = await acceptedRecord({ consignorResourceId: merchantResource() });
    const other = await acceptedRecord({ consignorResourceId: template.consignorResourceId === merchantResource() ? null : template.consignorResourceId });
    for (const { order, rec } of [own, other]) {
      await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: order.consignorResourceId ? [compensation(order, '88.80')] : [] }));
      await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'refund', amount_cents: 8880, payee_type: 'merchant', payee_name: '商家' }));
    }
    const handlings = await data(call('GET', `/abnormal/handlings?kind=refund&keyword=${own.rec.abnormal_no}`, undefined, consignor));
    expect(handlings.list).toEqual([expect.objectContaining({ abnormal_no: own.rec.abnormal_no, kind: 'refund', status: 'open', actions: [] })]);
    // the desk sees the same row with its actions
    expect((await data(call('GET', `/abnormal/handlings?kind=refund&keyword=${own.rec.abnormal_no}`))).list[0].actions).toEqual(['approve', 'cancel']);
    expect((await data(call('GET', `/abnormal/handlings?keyword=${other.rec.abnormal_no}`, undefined, consignor))).total).toBe(0);
    const fees = (await data(call('GET', '/abnormal/fees?per_page=500', undefined, consignor))).list as { record_id: number; abnormal_no: string; amount_cents: number }[];
    expect(fees).toEqual(expect.arrayContaining([expect.objectContaining({ abnormal_no: own.rec.abnormal_no, amount_cents: 8880 })]));
    expect(fees.map((f) => f.record_id)).not.toContain(other.rec.id);
    // every row it is shown is of an order of its own
    const ordersOf = await t.database.db.select({ id: orders.id, consignor: orders.consignorResourceId }).from(orders).where(eq(orders.companyId, companyId));
    const recs = (await data(call('GET', '/abnormal/records?per_page=500', undefined, consignor))).list as { id: number; order_id: number }[];
    for (const f of fees) expect(ordersOf.find((o) => o.id === recs.find((r) => r.id === f.record_id)?.order_id)?.consignor).toBe(merchantResource());
    // read only: its detail lists no handling actions, and acting is refused
    const detail = await data(call('GET', `/abnormal/records/${own.rec.id}`, undefined, consignor));
    expect(detail.handlings[0].actions).toEqual([]);
    expect((await call('POST', `/abnormal/handlings/${detail.handlings[0].id}/actions/approve`, {}, consignor)).statusCode).toBe(403);
    // another company's merchant-less view and the field's: nothing
    expect((await data(call('GET', `/abnormal/handlings?keyword=${own.rec.abnormal_no}`, undefined, s2))).total).toBe(0);
    expect((await call('GET', '/abnormal/handlings', undefined, delivery)).statusCode).toBe(403);
    expect((await call('GET', '/abnormal/fees', undefined, delivery)).statusCode).toBe(403);
    expect((await call('GET', '/abnormal/report?date_from=2026-01-01&date_to=2026-01-31', undefined, consignor)).statusCode).toBe(403);
  });
});

describe('escalation', () => {
  it('creates a claim linked both ways; finance approval posts the fees to the order once, replays included', async () => {
    const { order, rec } = await acceptedRecord();
    await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '123.45')] }));
    const key = randomUUID();
    const body = { ticket_type: 'CLAIM', financial_uid: finance.body.data.user.id };
    const first = await data(call('POST', `/abnormal/records/${rec.id}/escalate`, body, s, key));
    const replay = await data(call('POST', `/abnormal/records/${rec.id}/escalate`, body, s, key));
    expect(replay.ticket_id).toBe(first.ticket_id);
    const ticketId = first.ticket_id as number;
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
    expect(first.record.tickets).toEqual([expect.objectContaining({ id: ticketId, type: 'CLAIM', status: 'SUBMITTED', fee_count: 1 })]);
    expect(first.record.fees).toEqual([expect.objectContaining({ state: 'escalated', ticket_id: ticketId, amount_cents: 12_345 })]);
    expect(first.record.events.at(-1)).toMatchObject({ action: 'escalate', data: expect.objectContaining({ ticket_id: ticketId }) });
    // the ticket, prefilled, and its way back to the record
    const ticket = await data(call('GET', `/order/ticket/${ticketId}`));
    expect(ticket.payload).toMatchObject({ claim_kind: 'DAMAGE', claim_amount: '123.45' });
    expect((await data(call('GET', `/abnormal/records?ticket_id=${ticketId}`))).list.map((r: { id: number }) => r.id)).toEqual([rec.id]);

    await data(call('POST', `/order/ticket/${ticketId}/actions/accept`, {}));
    await data(call('POST', `/order/ticket/${ticketId}/actions/submit_for_finance_review`, { financial_uid: finance.body.data.user.id }));
    const approveKey = randomUUID();
    await data(call('POST', `/order/ticket/${ticketId}/actions/finance_complete`, {}, finance, approveKey));
    await data(call('POST', `/order/ticket/${ticketId}/actions/finance_complete`, {}, finance, approveKey));
    const posted = await t.database.db.select().from(orderFees).where(eq(orderFees.orderId, order.id));
    expect(posted).toEqual([expect.objectContaining({ code: 'COMPENSATION', amountCents: 12_345, sourceTicketId: ticketId })]);
    const detail = await data(call('GET', `/abnormal/records/${rec.id}`));
    expect(detail.fees[0].state).toBe('posted');
    expect(detail.tickets[0]).toMatchObject({ status: 'COMPLETED', posted_outlay_cents: 12_345 });
    expect((await data(call('GET', '/abnormal/fees?state=posted&per_page=500'))).list.filter((f: { record_id: number }) => f.record_id === rec.id)).toHaveLength(1);
    // the escalated row stays when the drafts are replaced, and counts against duplicates
    const dup = await call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [compensation(order, '123.45')] });
    expect(dup.statusCode).toBe(400);
  });

  it('refuses a row the claim type does not take, with the ticket’s message, and escalates nothing', async () => {
    const { order, rec } = await acceptedRecord();
    await data(call('PUT', `/abnormal/records/${rec.id}/fees`, { fees: [{ ...compensation(order, '50'), code: 'REPAIR_FEE', settle_target_type: 'DELIVERY', settle_target_id: order.deliveryResourceId }] }));
    const res = await call('POST', `/abnormal/records/${rec.id}/escalate`, { ticket_type: 'CLAIM' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('第1行');
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.id))).toEqual([]);
    const escalation = await data(call('POST', `/abnormal/records/${rec.id}/escalate`, { ticket_type: 'ESCALATION', level: 'URGENT', impact: '客户投诉' }));
    expect(escalation.record.fees[0]).toMatchObject({ state: 'escalated', ticket_id: escalation.ticket_id });
  });

  it('refuses escalating a record not yet accepted', async () => {
    const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
    const [o] = await t.database.db.insert(orders).values({ ...rest, status: 'TO_SIGN', tags: [], orderNo: `25${String(Date.now()).slice(-9)}${String(++seq).padStart(3, '0')}` }).returning();
    const rec = await data(call('POST', '/abnormal/records', { order_id: o.id, type_code: 'DAMAGED', stage: 'delivery', description: '划伤' }));
    const res = await call('POST', `/abnormal/records/${rec.id}/escalate`, { ticket_type: 'ESCALATION' });
    expect(res.json().msg).toBe(`异常${rec.abnormal_no}当前状态为待审核，不能升级`);
  });
});
