/**
 * An order's fees: finance_complete posts a ticket's rows to the order, GET …/fees shows them only with a
 * fee-show code (spec §6) and to a consignor / delivery reader only their own rows; the order timeline's
 * ticket_fees posting hides its amounts likewise; OUTLAY rows are capped by the order maximum (spec §5).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, orderFees, orders, roleMenus, roles, ticketSchemas, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { sessionSocket } from '../../../test-sockets';

const t = withTestApp();
let executor: Session;
let finance: Session;
let servicer: Session;
let servicer2: Session;
let consignor: Session;
let delivery: Session;
let plainConsignor: Session;
let company: number;
let claimSchema: number;
let template: typeof orders.$inferSelect;
let base: string;

const uid = (s: Session) => s.body.data.user.id;
let seq = 0;

/** A new order like the template (same parties), with no fees yet. */
async function freshOrder() {
  const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
  const [row] = await t.database.db
    .insert(orders)
    .values({ ...rest, orderNo: `29${String(Date.now()).slice(-9)}${String(++seq).padStart(3, '0')}` })
    .returning();
  return row;
}

const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const compensation = (order: typeof orders.$inferSelect, amount: string) => ({
  direction: 'OUTLAY',
  code: 'COMPENSATION',
  settle_target_type: 'CONSIGNOR',
  settle_target_id: order.consignorResourceId,
  settle_target_name: 'x',
  amount,
  settlement_method_code: 'MONTHLY',
});
const recovery = (order: typeof orders.$inferSelect, amount: string) => ({
  direction: 'INCOME',
  code: 'RECOVERY',
  settle_target_type: 'DELIVERY',
  settle_target_id: order.deliveryResourceId,
  settle_target_name: 'x',
  amount,
  settlement_method_code: 'MONTHLY',
});

async function acceptedClaim(order: typeof orders.$inferSelect) {
  const created = await req(executor, 'POST', '/order/ticket/', {
    schema_id: claimSchema,
    payload: { claim_kind: 'DAMAGE', description: '沙发扶手破损严重', damaged_qty: 1, claim_amount: '100.00', order_id: order.id },
    financial_uid: uid(finance),
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  expect((await req(executor, 'POST', `/order/ticket/${id}/actions/accept`, {})).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  base = await t.listen();
  [executor, finance, servicer, servicer2, consignor, delivery] = await Promise.all(['executor', 'finance', 'servicer', 'servicer2', 'consignor', 'delivery'].map((u) => t.login(u)));
  company = executor.body.data.user.company_id;
  const db = t.database.db;
  const [consignorUser] = await db.select().from(users).where(eq(users.username, 'consignor'));
  const [deliveryUser] = await db.select().from(users).where(eq(users.username, 'delivery'));
  claimSchema = (await db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, company), eq(ticketSchemas.type, 'CLAIM'), eq(ticketSchemas.active, true))))[0].id;
  [template] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, company), eq(orders.consignorResourceId, consignorUser.resourceId!), eq(orders.deliveryResourceId, deliveryUser.resourceId!), isNotNull(orders.storeResourceId)))
    .limit(1);
  expect(template).toBeDefined();
  // a consignor sub-account whose role grants no menu with DA_FEE_SHOW
  const [role] = await db.insert(roles).values({ companyId: consignorUser.companyId, appCode: 'DA', name: '客服', memo: '' }).returning();
  // it opens the merchant's order list (the permission guard lets it read orders), which declares no fee code
  const [orderList] = await db.select({ id: menus.id }).from(menus).where(and(eq(menus.appCode, 'DA'), eq(menus.path, '/da/order/all/index')));
  await db.insert(roleMenus).values({ roleId: role.id, menuId: orderList.id, buttons: [] });
  await db.insert(users).values({
    companyId: consignorUser.companyId,
    username: 'consignor_cs',
    passwordHash: await hashPassword('cs123456'),
    nickname: '商贸客服',
    phone: '13800000999',
    appCodes: ['DA'],
    mainType: 'consignor',
    isMain: false,
    mainUserId: consignorUser.id,
    roleId: role.id,
    resourceId: consignorUser.resourceId,
    servicerId: consignorUser.servicerId,
  });
  plainConsignor = await t.login('consignor_cs', 'cs123456', 'DA');
});

describe('order fees after finance_complete', () => {
  it('posts the rows once, shows them with totals to fee-show readers, each party its own rows, none without the code', async () => {
    const order = await freshOrder();
    const id = await acceptedClaim(order);
    const added = await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [compensation(order, '123.45'), recovery(order, '20.05')] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await req(executor, 'POST', `/order/ticket/${id}/actions/submit_for_finance_review`, { financial_uid: uid(finance) })).statusCode).toBe(200);
    const done = await req(finance, 'POST', `/order/ticket/${id}/actions/finance_complete`, {});
    expect(done.statusCode, done.body).toBe(200);

    for (const reader of [servicer, finance, executor]) {
      const res = await req(reader, 'GET', `/order/orders/${order.id}/fees`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.totals).toEqual({ OUTLAY: 12345, INCOME: 2005 });
      expect(data.list).toHaveLength(2);
      expect(data.list[0]).toMatchObject({ direction: 'OUTLAY', code: 'COMPENSATION', code_name: '赔偿款', amount: '123.45', amount_cents: 12345, settlement_method_name: '月结', source_ticket_id: id });
    }
    // by order number too
    expect((await req(servicer, 'GET', `/order/orders/${order.orderNo}/fees`)).json().data.totals.OUTLAY).toBe(12345);

    // the consignor (DA_FEE_SHOW through its menus) sees the compensation paid to it, not the recovery from the delivery
    const mine = await req(consignor, 'GET', `/order/orders/${order.id}/fees`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.list.map((r: { code: string }) => r.code)).toEqual(['COMPENSATION']);
    expect(mine.json().data.totals).toEqual({ OUTLAY: 12345, INCOME: 0 });
    // the delivery provider (PAI_N_FEE_SHOW) sees the recovery only
    const theirs = await req(delivery, 'GET', `/order/orders/${order.id}/fees`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.totals).toEqual({ OUTLAY: 0, INCOME: 2005 });

    // a consignor account without DA_FEE_SHOW is refused
    const refused = await req(plainConsignor, 'GET', `/order/orders/${order.id}/fees`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('没有查看费用的权限');
    // another company: not found
    expect((await req(servicer2, 'GET', `/order/orders/${order.id}/fees`)).statusCode).toBe(404);
  });

  it('the timeline shows the ticket_fees posting with its totals to fee-show readers, without amounts to others', async () => {
    const order = await freshOrder();
    const id = await acceptedClaim(order);
    await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [compensation(order, '88.00')] });
    await req(executor, 'POST', `/order/ticket/${id}/actions/submit_for_finance_review`, { financial_uid: uid(finance) });
    expect((await req(finance, 'POST', `/order/ticket/${id}/actions/finance_complete`, {})).statusCode).toBe(200);

    const posting = async (s: Session) => {
      const res = await req(s, 'GET', `/order/orders/${order.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.events as { action: string; data: Record<string, unknown> }[]).find((e) => e.action === 'ticket_fees');
    };
    expect((await posting(servicer))?.data).toMatchObject({ ticket_id: id, fee_count: 1, outlay_cents: 8800, income_cents: 0 });
    const hidden = await posting(plainConsignor);
    expect(hidden?.data).toMatchObject({ ticket_id: id, fee_count: 1 });
    expect(hidden?.data.outlay_cents).toBeUndefined();
    // a consignor with the code still sees only its own rows' money, through the fees section
    expect((await posting(consignor))?.data.outlay_cents).toBeUndefined();
  });
});

describe('order:changed after finance_complete', () => {
  it("reaches the order's company and its parties' accounts once the fees are posted (an open detail refreshes), never another company", async () => {
    const sockets: Socket[] = [];
    const socketOf = (sess: Session) => sessionSocket(base, sess, sockets);
    try {
      const [mine, foreign, merchant, provider] = await Promise.all([socketOf(servicer), socketOf(servicer2), socketOf(consignor), socketOf(delivery)]);
      const seen: unknown[] = [];
      const elsewhere: unknown[] = [];
      const parties: unknown[] = [];
      mine.on('order:changed', (p: unknown) => seen.push(p));
      foreign.on('order:changed', (p: unknown) => elsewhere.push(p));
      merchant.on('order:changed', (p: unknown) => parties.push(p));
      provider.on('order:changed', (p: unknown) => parties.push(p));
      const order = await freshOrder();
      const id = await acceptedClaim(order);
      await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [compensation(order, '10.00')] });
      await req(executor, 'POST', `/order/ticket/${id}/actions/submit_for_finance_review`, { financial_uid: uid(finance) });
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toHaveLength(0);
      expect((await req(finance, 'POST', `/order/ticket/${id}/actions/finance_complete`, {})).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(seen).toEqual([{ order_no: order.orderNo, status: order.status }]);
      expect(elsewhere).toHaveLength(0);
      // the order's merchant and delivery provider (other companies) with the order open refresh too
      expect(parties).toEqual([
        { order_no: order.orderNo, status: order.status },
        { order_no: order.orderNo, status: order.status },
      ]);
    } finally {
      sockets.forEach((s) => s.disconnect());
    }
  });
});

describe('the order maximum of OUTLAY rows (spec §5)', () => {
  it('caps OUTLAY at the per-order limit less the outlay other tickets posted: equal is fine, a cent more is refused', async () => {
    const order = await freshOrder();
    // the claim schema's limit is 60 000 yuan per order; 15 000 already posted by another ticket leaves 45 000
    await t.database.db.insert(orderFees).values({ companyId: company, orderId: order.id, direction: 'OUTLAY', code: 'COMPENSATION', codeName: '赔偿款', amountCents: 1_500_000 });
    const id = await acceptedClaim(order);
    const over = await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [compensation(order, '45000.01')] });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('费用明细第1行：金额不能超过 45000.00');
    // INCOME rows are not capped by the order maximum
    expect((await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [recovery(order, '45000.01')] })).statusCode).toBe(200);
    const equal = await req(executor, 'POST', `/order/ticket/${id}/actions/compensate`, { fees: [compensation(order, '45000.00')] });
    expect(equal.statusCode, equal.body).toBe(200);
  });

  it('applies to create and save too, from a schema version with a lower limit', async () => {
    const current = (await req(servicer, 'GET', `/order/ticket-schema/${claimSchema}`)).json().data;
    const v2 = await req(servicer, 'PUT', `/order/ticket-schemas/${claimSchema}`, { json_schema: current.json_schema, action_rules: { ...current.action_rules, order_max_amount: 300 } });
    expect(v2.statusCode, v2.body).toBe(200);
    const schemaId = v2.json().data.id as number;
    const order = await freshOrder();
    const create = (amount: string) =>
      req(executor, 'POST', '/order/ticket/', {
        schema_id: schemaId,
        payload: { claim_kind: 'DAMAGE', description: '沙发扶手破损严重', damaged_qty: 1, claim_amount: '1.00', order_id: order.id, fees: [compensation(order, amount)] },
      });
    const over = await create('300.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('费用明细第1行：金额不能超过 300.00');
    const ok = await create('300.00');
    expect(ok.statusCode, ok.body).toBe(200);
    // saving the ticket (IN_PROGRESS, executive) with a row over the maximum is refused the same way
    const id = ok.json().data.id as number;
    expect((await req(executor, 'POST', `/order/ticket/${id}/actions/accept`, {})).statusCode).toBe(200);
    const saved = await req(executor, 'PUT', `/order/ticket/${id}`, { payload: { fees: [compensation(order, '300.01')] } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().msg).toBe('费用明细第1行：金额不能超过 300.00');
  });
});

describe('GET …/outlay-limit: the order maximum for the fee editor', () => {
  it("is the schema's limit less other tickets' posted outlay, the edited ticket's own rows not counted; null without a limit", async () => {
    const order = await freshOrder();
    const limit = (s: Session, q: string, key: string | number = order.id) => req(s, 'GET', `/order/orders/${key}/outlay-limit?${q}`);
    expect((await limit(executor, `schema_id=${claimSchema}`)).json().data).toEqual({ order_max_cents: 6_000_000 });
    const id = await acceptedClaim(order);
    await t.database.db.insert(orderFees).values([
      { companyId: company, orderId: order.id, direction: 'OUTLAY', code: 'COMPENSATION', codeName: '赔偿款', amountCents: 1_500_000 },
      { companyId: company, orderId: order.id, direction: 'OUTLAY', code: 'COMPENSATION', codeName: '赔偿款', amountCents: 500_000, sourceTicketId: id },
      { companyId: company, orderId: order.id, direction: 'INCOME', code: 'RECOVERY', codeName: '追偿款', amountCents: 900_000 },
    ]);
    expect((await limit(executor, `schema_id=${claimSchema}`)).json().data).toEqual({ order_max_cents: 4_000_000 });
    expect((await limit(executor, `schema_id=${claimSchema}&ticket_id=${id}`)).json().data).toEqual({ order_max_cents: 4_500_000 });
    expect((await limit(executor, `schema_id=${claimSchema}`, order.orderNo)).json().data).toEqual({ order_max_cents: 4_000_000 });
    const other = (await t.database.db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, company), eq(ticketSchemas.type, 'EXPENSE'))))[0];
    expect((await limit(executor, `schema_id=${other.id}`)).json().data).toEqual({ order_max_cents: null });
  });

  it("is 404 for another company's order, schema or ticket, 400 without a schema", async () => {
    const order = await freshOrder();
    const limit = (s: Session, q: string) => req(s, 'GET', `/order/orders/${order.id}/outlay-limit?${q}`);
    expect((await limit(servicer2, `schema_id=${claimSchema}`)).statusCode).toBe(404);
    const foreign = (await t.database.db.select().from(ticketSchemas).where(and(eq(ticketSchemas.type, 'CLAIM'))).limit(50)).find((r) => r.companyId !== company);
    expect(foreign).toBeDefined();
    expect((await limit(executor, `schema_id=${foreign!.id}`)).statusCode).toBe(404);
    expect((await limit(executor, 'schema_id=999999')).statusCode).toBe(404);
    expect((await limit(executor, `schema_id=${claimSchema}&ticket_id=999999`)).statusCode).toBe(404);
    const bad = await limit(executor, 'schema_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBeTruthy();
  });
});

describe('the receivable write-off check', () => {
  it('answers only readers with a fee-show code (it is the order income)', async () => {
    const order = await freshOrder();
    const check = (s: Session) => req(s, 'GET', `/order/orders/check_receivable_write_off_order/${order.orderNo}`);
    const allowed = await check(finance);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data).toMatchObject({ order_no: order.orderNo, income_cents: 0, can_write_off: false });
    const hidden = await check(plainConsignor);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().msg).toBe('没有查看费用的权限');
    expect(hidden.json().data ?? null).toBeNull();
  });
});

describe('fee requests in the reader language', () => {
  it('refuses in English too', async () => {
    const order = await freshOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orders/${order.id}/fees`, headers: { 'x-token': plainConsignor.token, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('You may not see fees');
    expect(ZH['accept-language']).toContain('zh');
  });
});
