import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stageRule } from '../../../../../src/domain/tickets/fees';
import { TICKET_ACTIONS, TICKET_STATUSES, TICKET_TRANSITIONS, decideTicketAction, stageOf, type TicketAction, type TicketStatus } from '../../../../../src/domain/tickets/workflow';
import { notifications, orderEvents, orderFees, orders, ticketFeeRows, ticketSchemas, tickets } from '../../../db/schema';
import { feeIssues, validateFormFields } from '../../../lib/ticket-payload';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let executor: Session;
let finance: Session;
let servicer: Session;
let servicer2: Session;
let company: number;
let claimSchema: number;
let escalationSchema: number;
let order: typeof orders.$inferSelect;
let foreignOrder: typeof orders.$inferSelect;

const uid = (s: Session) => s.body.data.user.id;

beforeAll(async () => {
  [executor, finance, servicer, servicer2] = await Promise.all(['executor', 'finance', 'servicer', 'servicer2'].map((u) => t.login(u)));
  for (const s of [executor, finance, servicer, servicer2]) Object.assign(s.headers, ZH);
  company = executor.body.data.user.company_id;
  const db = t.database.db;
  const schemas = await db.select().from(ticketSchemas).where(eq(ticketSchemas.companyId, company));
  claimSchema = schemas.find((s) => s.type === 'CLAIM')!.id;
  escalationSchema = schemas.find((s) => s.type === 'ESCALATION')!.id;
  [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, company), isNotNull(orders.consignorResourceId), isNotNull(orders.deliveryResourceId)))
    .limit(1);
  [foreignOrder] = await db.select().from(orders).where(eq(orders.companyId, servicer2.body.data.user.company_id)).limit(1);
});

const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const claim = (over: Record<string, unknown> = {}) => ({ claim_kind: 'DAMAGE', description: '沙发扶手破损严重', damaged_qty: 1, claim_amount: '100.00', order_id: order.id, ...over });
const fee = (over: Record<string, unknown> = {}) => ({
  direction: 'OUTLAY',
  code: 'COMPENSATION',
  settle_target_type: 'CONSIGNOR',
  settle_target_id: order.consignorResourceId,
  settle_target_name: 'x',
  amount: '100.00',
  settlement_method_code: 'MONTHLY',
  ...over,
});

async function create(payload: Record<string, unknown> = claim(), schemaId = claimSchema, by = executor) {
  return req(by, 'POST', '/order/ticket/', { schema_id: schemaId, payload, financial_uid: uid(finance) });
}

/** A ticket put straight into `status`, with `feeCount` fee rows (FREIGHT_REFUND / RECOVERY). */
async function ticketIn(status: TicketStatus, feeCount = 0) {
  const db = t.database.db;
  const [row] = await db
    .insert(tickets)
    .values({ companyId: company, schemaId: claimSchema, schemaVersion: 1, type: 'CLAIM', orderId: order.id, status, payload: claim(), executiveUid: uid(executor), financialUid: uid(finance), version: 3 })
    .returning();
  const rows = [
    { direction: 'OUTLAY', code: 'FREIGHT_REFUND', settleTargetType: 'CONSIGNOR', settleTargetId: String(order.consignorResourceId), amountCents: 1050, settlementMethodCode: 'MONTHLY' },
    { direction: 'INCOME', code: 'RECOVERY', settleTargetType: 'DELIVERY', settleTargetId: String(order.deliveryResourceId), amountCents: 2075, settlementMethodCode: 'MONTHLY' },
  ].slice(0, feeCount);
  if (rows.length) await db.insert(ticketFeeRows).values(rows.map((r, i) => ({ ...r, companyId: company, ticketId: row.id, position: i })));
  return row;
}

describe('schemas', () => {
  it('serves a schema of the company and the active list; another company gets 404', async () => {
    const one = await req(executor, 'GET', `/order/ticket-schema/${claimSchema}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: claimSchema, type: 'CLAIM', name: '商家理赔' });
    expect(one.json().data.fee_configs.map((c: { code: string }) => c.code)).toContain('TRANSSHIPMENT_FEE');
    const list = await req(executor, 'GET', '/order/ticket-schemas');
    expect(list.json().data.list.map((s: { type: string }) => s.type).sort()).toEqual(['BRANCH_REPORT', 'CALL', 'CLAIM', 'ESCALATION', 'EXPENSE', 'REPAIR', 'RETURN_GOODS', 'URGE']);
    expect((await req(servicer2, 'GET', `/order/ticket-schema/${claimSchema}`)).statusCode).toBe(404);
  });
});

describe('create and read', () => {
  it('creates a SUBMITTED ticket with the sub-type auto-set and can_* flags per reader', async () => {
    const res = await create(claim({ damaged_qty: 2, lost_value: 99 }));
    expect(res.statusCode, res.body).toBe(200);
    const tk = res.json().data;
    expect(tk).toMatchObject({ status: 'SUBMITTED', stage: 'HANDLE', sub_type: 'DAMAGE', role: 'EXECUTIVE_STAFF', can_accept: true, can_save: false, order_id: order.id, executive_uid: uid(executor), financial_uid: uid(finance), is_timed_out: false });
    // lost_value is hidden for DAMAGE (visible-when) and is not stored
    expect(tk.payload.lost_value).toBeUndefined();
    expect(tk.payload.damaged_qty).toBe(2);
    const asFinance = (await req(finance, 'GET', `/order/ticket/${tk.id}`)).json().data;
    expect(asFinance.role).toBe('FINANCIAL_STAFF');
    expect(TICKET_ACTIONS.some((a) => asFinance[`can_${a}`])).toBe(false);
    expect((await req(servicer, 'GET', `/order/ticket/${tk.id}`)).json().data.role).toBe('VIEWER');
  });

  it('refuses a payload that violates json_schema with the error_schema messages', async () => {
    const res = await create({ claim_kind: 'FIRE', description: '短', order_id: order.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请选择理赔类型');
    expect(res.json().msg).toContain('问题描述至少5个字');
    expect(res.json().msg).toContain('请填写索赔金额');
    expect(res.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['claim_amount', 'claim_kind', 'description']);
    const bad = await create(claim({ contact_phone: '123' }));
    expect(bad.json().msg).toBe('手机号格式不正确');
    // a conditional requirement (if/then) of the escalation schema
    const esc = await create({ level: 'URGENT', description: '连续三天未能配送' }, escalationSchema);
    expect(esc.statusCode).toBe(400);
    expect(esc.json().msg).toBe('紧急及以上须填写影响说明（2-300字）');
    expect((await create({ level: 'NORMAL', description: '连续三天未能配送' }, escalationSchema)).statusCode).toBe(200);
  });

  it('checks order, parent, users and schema within the company', async () => {
    expect((await create(claim({ order_id: foreignOrder.id }))).json().msg).toBe('请输入正确的系统订单号');
    expect((await req(executor, 'POST', '/order/ticket', { schema_id: claimSchema, payload: claim(), parent_id: 999999 })).json().msg).toBe('父工单不存在');
    expect((await req(executor, 'POST', '/order/ticket', { schema_id: claimSchema, payload: claim(), financial_uid: uid(servicer2) })).statusCode).toBe(400);
    expect((await create(claim({ order_id: foreignOrder.id }), claimSchema, servicer2)).json().msg).toBe('工单模板不存在');
  });
});

describe('fee rules on the server', () => {
  const msgOf = async (fees: unknown[]) => (await create(claim({ fees }))).json();

  it('amount bounds of the fee item', async () => {
    expect((await msgOf([fee({ amount: '0.00' })])).msg).toBe('费用明细第1行：金额不能小于 0.01');
    expect((await msgOf([fee({ amount: '0.01' })])).code).toBe('0');
    expect((await msgOf([fee({ amount: '50000.00' })])).code).toBe('0');
    expect((await msgOf([fee({ amount: '50000.01' })])).msg).toBe('费用明细第1行：金额不能超过 50000.00');
    expect((await msgOf([fee({ amount: '1.234' })])).msg).toBe('费用明细第1行：请输入有效数字');
    expect((await msgOf([fee({ code: 'TRANSSHIPMENT_FEE', settle_target_type: 'DELIVERY', settle_target_id: order.deliveryResourceId, amount: '0.99' })])).msg).toBe('费用明细第1行：金额不能小于 1.00');
  });

  it('required fields, settlement methods, targets of the order, directions of the stage', async () => {
    expect((await msgOf([{ direction: 'OUTLAY' }])).msg).toBe('费用明细第1行：请选择或填写费用项；费用明细第1行：请选择或填写结算对象；费用明细第1行：请选择或填写金额；费用明细第1行：请选择或填写结算方式');
    expect((await msgOf([fee({ settlement_method_code: 'CASH' })])).msg).toBe('费用明细第1行：可选结算方式为：月结、现付、余额扣款');
    expect((await msgOf([fee({ settle_target_id: 999999 })])).msg).toBe('费用明细第1行：该结算对象不可用于此费用项');
    // CREATE allows OUTLAY only for claims
    expect((await msgOf([fee({ direction: 'INCOME', code: 'RECOVERY', settle_target_type: 'DELIVERY', settle_target_id: order.deliveryResourceId })])).msg).toBe('费用明细第1行：当前不可选择该方向');
  });

  it('duplicate combinations', async () => {
    const res = await msgOf([fee(), fee({ amount: '5' })]);
    expect(res.msg).toBe('费用明细第2行：同一方向、结算对象和费用项的组合已存在；同一方向、结算对象和费用项组合不可重复');
  });

  it('stores cents exactly and returns totals', async () => {
    const res = await msgOf([fee({ amount: '0.1' }), fee({ code: 'FREIGHT_REFUND', amount: '0.2' })]);
    expect(res.data.totals).toEqual({ OUTLAY: 30, INCOME: 0 });
    expect(res.data.fees.map((f: { amount: string; code_name: string }) => [f.amount, f.code_name])).toEqual([
      ['0.10', '赔偿款'],
      ['0.20', '退运费'],
    ]);
  });
});

describe('every action from every status', () => {
  const bodyFor = (action: TicketAction) => ({
    reason: '原因说明',
    ...(TICKET_TRANSITIONS[action].needs.includes('fees')
      ? { fees: [{ direction: 'OUTLAY', code: 'COMPENSATION', settle_target_type: 'CONSIGNOR', settle_target_id: order.consignorResourceId, amount: '12.34', settlement_method_code: 'MONTHLY' }] }
      : {}),
    ...(action === 'save' ? { payload: claim({ description: '保存后的描述内容' }) } : {}),
  });

  for (const action of TICKET_ACTIONS) {
    it(action, async () => {
      const feeCount = action === 'complete' ? 0 : 1;
      for (const status of TICKET_STATUSES) {
        for (const who of ['executor', 'finance', 'servicer'] as const) {
          const session = { executor, finance, servicer }[who];
          const facts = { status, financial_uid: uid(finance), executive_uid: uid(executor), fee_count: feeCount };
          const expected = decideTicketAction(action, facts, uid(session), bodyFor(action).fees ? { reason: 'r', addedFees: 1 } : { reason: 'r' });
          // refusals for the wrong status are checked with the acting role only
          if (!expected.ok && expected.reason === 'wrongStatus' && who !== 'executor') continue;
          const row = await ticketIn(status, feeCount);
          const res = await req(session, 'POST', `/order/ticket/${row.id}/actions/${action}`, bodyFor(action));
          const [after] = await t.database.db.select().from(tickets).where(eq(tickets.id, row.id));
          if (expected.ok) {
            expect(res.statusCode, `${action} ${status} ${who}: ${res.body}`).toBe(200);
            expect(after.status).toBe(expected.to);
            expect(after.version).toBe(row.version + 1);
            expect(res.json().data.status).toBe(expected.to);
          } else {
            expect(res.statusCode, `${action} ${status} ${who}`).toBe(400);
            expect(res.json().msg).toMatch(expected.reason === 'wrongRole' ? /你不是该工单的/ : /不能执行/);
            expect(after.status).toBe(status);
            expect(after.version).toBe(row.version);
          }
        }
      }
    });
  }

  it('refuses actions whose needs are not met, changing nothing', async () => {
    const a = await ticketIn('IN_PROGRESS', 1);
    expect((await req(executor, 'POST', `/order/ticket/${a.id}/actions/complete`, {})).json().msg).toBe('工单有费用明细，需提交财务审核');
    const b = await ticketIn('IN_PROGRESS', 0);
    expect((await req(executor, 'POST', `/order/ticket/${b.id}/actions/submit_for_finance_review`, {})).json().msg).toBe('至少需要一条费用明细');
    expect((await req(executor, 'POST', `/order/ticket/${b.id}/actions/compensate`, {})).json().msg).toBe('请添加费用明细');
    const c = await ticketIn('FINANCE_REVIEWING', 1);
    expect((await req(finance, 'POST', `/order/ticket/${c.id}/actions/reject`, { reason: ' ' })).json().msg).toBe('请填写原因');
    const [same] = await t.database.db.select().from(tickets).where(eq(tickets.id, c.id));
    expect(same.status).toBe('FINANCE_REVIEWING');
  });
});

describe('the claim flow with finance review', () => {
  it('create → accept → save fees → submit → reject → return → resubmit → finance_complete posts fees once', async () => {
    const created = (await create(claim())).json().data;
    const act = (s: Session, action: string, body: object = {}) => req(s, 'POST', `/order/ticket/${created.id}/actions/${action}`, body);
    expect((await act(executor, 'accept')).json().data).toMatchObject({ status: 'IN_PROGRESS', can_save: true, can_complete: true, can_submit_for_finance_review: false });

    const fees = [fee({ amount: '120.50' }), fee({ direction: 'INCOME', code: 'RECOVERY', settle_target_type: 'DELIVERY', settle_target_id: order.deliveryResourceId, amount: '60.25' })];
    const put = await req(executor, 'PUT', `/order/ticket/${created.id}`, { payload: { ...claim({ description: '破损确认，按价赔付' }), fees } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ code: '0', data: { id: created.id, payload: { description: '破损确认，按价赔付' } } });
    // stale version is a conflict
    expect((await req(executor, 'PUT', `/order/ticket/${created.id}`, { payload: claim(), version: 0 })).statusCode).toBe(409);
    // finance may not save while IN_PROGRESS
    expect((await req(finance, 'PUT', `/order/ticket/${created.id}`, { payload: claim() })).statusCode).toBe(400);

    expect((await act(executor, 'submit_for_finance_review')).json().data.status).toBe('FINANCE_REVIEWING');
    const queue = (await req(finance, 'GET', '/order/tickets?scope=finance_review')).json().data;
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(created.id);
    expect(queue.list.every((x: { status: string; financial_uid: number }) => x.status === 'FINANCE_REVIEWING' && x.financial_uid === uid(finance))).toBe(true);

    // the reviewer corrects an amount (can_edit) but may not add rows in FINANCE_REVIEW (can_add false)
    const corrected = [fee({ amount: '110.50' }), fees[1]];
    expect((await req(finance, 'PUT', `/order/ticket/${created.id}`, { payload: { fees: corrected } })).statusCode).toBe(200);
    const grown = await req(finance, 'PUT', `/order/ticket/${created.id}`, { payload: { fees: [...corrected, fee({ code: 'FREIGHT_REFUND', amount: '1' })] } });
    expect(grown.json().msg).toBe('当前阶段不可修改费用');

    const rejected = (await act(finance, 'reject', { reason: '金额需与照片核对' })).json().data;
    expect(rejected).toMatchObject({ status: 'REJECTED', reject_reason: '金额需与照片核对' });
    // the reviewer heard of the submission, the executor of the rejection (rows first, pushed after commit)
    const noticesOf = async (s: Session) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, uid(s)))).filter((n) => n.message.includes(`工单 ${created.id} `));
    expect((await noticesOf(finance)).map((n) => n.title)).toEqual(['工单待财务审核']);
    expect((await noticesOf(executor)).map((n) => n.title)).toEqual(['工单被驳回']);
    expect((await act(executor, 'return_to_in_progress')).json().data.status).toBe('IN_PROGRESS');
    expect((await act(executor, 'submit_for_finance_review')).json().data.status).toBe('FINANCE_REVIEWING');
    const done = await act(finance, 'finance_complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', stage: 'FINISHED' });

    const posted = await t.database.db.select().from(orderFees).where(eq(orderFees.sourceTicketId, created.id));
    expect(posted.map((p) => [p.direction, p.code, p.amountCents]).sort()).toEqual([
      ['INCOME', 'RECOVERY', 6025],
      ['OUTLAY', 'COMPENSATION', 11050],
    ]);
    expect((await act(finance, 'finance_complete')).statusCode).toBe(400);
    expect(await t.database.db.select().from(orderFees).where(eq(orderFees.sourceTicketId, created.id))).toHaveLength(2);
    const events = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'ticket_fees')));
    expect(events.some((e) => e.data.ticket_id === created.id && e.data.outlay_cents === 11050 && e.data.income_cents === 6025)).toBe(true);

    const history = (await req(servicer, 'GET', `/order/ticket/${created.id}/events`)).json().data.list;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['create', 'accept', 'save', 'submit_for_finance_review', 'save', 'reject', 'return_to_in_progress', 'submit_for_finance_review', 'finance_complete']);
    expect(history[5].data.reason).toBe('金额需与照片核对');
    expect(history[8].data).toMatchObject({ posted_fees: 2, outlay_cents: 11050, income_cents: 6025 });
    expect((await req(servicer2, 'GET', `/order/ticket/${created.id}/events`)).statusCode).toBe(404);

    const orderFeesRes = (await req(servicer, 'GET', `/order/orders/${order.id}/fees`)).json().data;
    expect(orderFeesRes.list.filter((f: { source_ticket_id: number }) => f.source_ticket_id === created.id)).toHaveLength(2);
    expect((await req(servicer2, 'GET', `/order/orders/${order.id}/fees`)).statusCode).toBe(404);
  });
});

describe('company scope', () => {
  it('another company cannot read, save, act on or comment a ticket (404)', async () => {
    const row = await ticketIn('IN_PROGRESS');
    expect((await req(servicer2, 'GET', `/order/ticket/${row.id}`)).statusCode).toBe(404);
    expect((await req(servicer2, 'PUT', `/order/ticket/${row.id}`, { payload: claim() })).statusCode).toBe(404);
    expect((await req(servicer2, 'POST', `/order/ticket/${row.id}/actions/accept`, {})).statusCode).toBe(404);
    expect((await req(servicer2, 'GET', `/order/ticket/${row.id}/comments`)).statusCode).toBe(404);
    expect((await req(servicer2, 'POST', `/order/tickets_legacy/${row.id}/comments`, { content: 'hi' })).statusCode).toBe(404);
    expect((await req(servicer2, 'GET', `/order/orders/${order.id}/settle-targets`)).statusCode).toBe(404);
    const theirs = (await req(servicer2, 'GET', '/order/tickets')).json().data;
    expect(theirs.list.every((x: { id: number }) => x.id !== row.id)).toBe(true);
  });
});

describe('comments', () => {
  it('adds and lists comments; empty and unknown attachments are refused', async () => {
    const row = await ticketIn('IN_PROGRESS');
    const add = await req(servicer, 'POST', `/order/tickets_legacy/${row.id}/comments`, { content: '客户已同意赔付方案' });
    expect(add.statusCode, add.body).toBe(200);
    expect((await req(servicer, 'POST', `/order/tickets_legacy/${row.id}/comments`, { content: '  ' })).json().msg).toBe('请输入评论内容或上传图片');
    expect((await req(servicer, 'POST', `/order/tickets_legacy/${row.id}/comments`, { content: 'x', fileids: ['nope'] })).json().msg).toBe('附件不存在');
    const list = (await req(executor, 'GET', `/order/ticket/${row.id}/comments`)).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ content: '客户已同意赔付方案', author_name: expect.any(String), fileids: [] });
  });
});

describe('lists, seeded demo tickets and order lookups', () => {
  it('filters by status and marks timed-out tickets', async () => {
    const res = (await req(executor, 'GET', '/order/tickets?status=IN_PROGRESS,FINANCE_REVIEWING&per_page=100')).json().data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.list.every((x: { status: string }) => ['IN_PROGRESS', 'FINANCE_REVIEWING'].includes(x.status))).toBe(true);
    const urge = (await req(executor, 'GET', '/order/tickets?type=URGE')).json().data.list;
    expect(urge.some((x: { is_timed_out: boolean }) => x.is_timed_out)).toBe(true);
    const mine = (await req(finance, 'GET', '/order/tickets?scope=mine&per_page=100')).json().data.list;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x: { financial_uid: number; executive_uid: number }) => x.financial_uid === uid(finance) || x.executive_uid === uid(finance))).toBe(true);
    expect((await req(servicer2, 'GET', '/order/tickets?scope=mine')).json().data.list.every((x: { executive_uid: number }) => x.executive_uid === uid(servicer2))).toBe(true);
    const stats = (await req(executor, 'GET', '/order/tickets/stats')).json().data.list;
    expect(stats.length).toBeGreaterThan(3);
    expect((await req(executor, 'GET', '/order/tickets?status=NOPE')).statusCode).toBe(400);
  });

  it('settle targets grouped by type with PRODUCTS; receivable write-off check; partner contacts', async () => {
    const targets = (await req(executor, 'GET', `/order/orders/${order.id}/settle-targets`)).json().data;
    expect(targets.CONSIGNOR).toEqual([{ id: order.consignorResourceId, name: expect.any(String) }]);
    expect(targets.DELIVERY).toHaveLength(1);
    expect(targets.PRODUCTS).toHaveLength(order.products.length);
    expect((await req(executor, 'GET', `/order/orders/${order.orderNo}/settle-targets`)).json().data).toEqual(targets);
    const check = await req(executor, 'GET', `/order/orders/check_receivable_write_off_order/${order.orderNo}`);
    expect(check.json().data).toMatchObject({ order_id: order.id, order_no: order.orderNo });
    expect((await req(executor, 'GET', '/order/orders/check_receivable_write_off_order/29999999999')).json().msg).toBe('请输入正确的系统订单号');
    expect((await req(executor, 'GET', `/order/orders/check_receivable_write_off_order/${foreignOrder.orderNo}`)).statusCode).toBe(400);
    const contacts = (await req(executor, 'GET', `/user/contract/partner-contacts?resource_ids=${order.consignorResourceId},${order.deliveryResourceId},999999`)).json().data.list;
    expect(contacts.map((c: { resource_id: number }) => c.resource_id)).toEqual([order.consignorResourceId, order.deliveryResourceId]);
    const mineAsServicer = (await req(finance, 'GET', '/user/resource_binding/main_user_id/bindings?target_account_type=servicer')).json().data.list;
    expect(mineAsServicer).toEqual([{ company_id: company, name: expect.any(String), main_user_id: uid(servicer), target_account_type: 'servicer' }]);
    const consignor = await t.login('consignor');
    const bound = (await t.app.inject({ method: 'GET', url: '/api/user/resource_binding/main_user_id/bindings', headers: consignor.headers })).json().data.list;
    expect(bound.map((b: { company_id: number }) => b.company_id)).toEqual([company]);
  });
});

describe('seeded schemas and demo tickets', () => {
  it('every seeded demo ticket satisfies its schema and the fee rules', async () => {
    const db = t.database.db;
    const seeded = await db.select().from(tickets).where(eq(tickets.requesterUname, '示例物流客服'));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const row of seeded) {
      const [schema] = await db.select().from(ticketSchemas).where(eq(ticketSchemas.id, row.schemaId));
      expect(validateFormFields(schema, row.payload, 'zh'), `${row.type} ${row.id}`).toEqual([]);
      const dto = (await req(executor, 'GET', `/order/ticket/${row.id}`)).json().data;
      const targets = (await req(executor, 'GET', `/order/orders/${row.orderId}/settle-targets`)).json().data;
      const rule = stageRule(schema.actionRules.fee_stage_rules, stageOf(row.status as TicketStatus));
      const directions = stageOf(row.status as TicketStatus) === 'FINISHED' ? undefined : rule.directions;
      expect(feeIssues(dto.fees, schema.feeConfigs, { minItems: 0, directions, targets }, 'zh'), `${row.type} ${row.id}`).toEqual([]);
    }
  });
});

describe('Idempotency-Key (server-wide layer)', () => {
  it('a repeated create with the same key makes one ticket and replays the answer', async () => {
    const headers = { ...executor.headers, 'idempotency-key': `ticket-create-${Date.now()}` };
    const body = { schema_id: claimSchema, payload: claim({ description: '重复提交测试的工单' }) };
    const first = await t.app.inject({ method: 'POST', url: '/api/order/ticket/', headers, payload: body });
    const second = await t.app.inject({ method: 'POST', url: '/api/order/ticket/', headers, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const same = await t.database.db.select().from(tickets).where(eq(tickets.id, first.json().data.id));
    expect(same).toHaveLength(1);
  });
});
