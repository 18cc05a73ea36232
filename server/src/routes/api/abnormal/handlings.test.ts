/**
 * Handling sub-records over the API (issue 19): every transition of every kind allowed or refused over
 * HANDLING_TRANSITIONS; replenishing from stock ships an outbound through the ledger (the balance drops, the projection
 * agrees with the moves) or is refused with nothing written; bad input is a 400 with nothing written; another company's
 * record or sub-record is a 404; the record ends only when every sub-record is final.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLING_ACTIONS, HANDLING_KINDS, HANDLING_STATUSES, HANDLING_TRANSITIONS, type HandlingKind } from '../../../../../src/domain/abnormal/handling';
import { abnormalEvents, abnormalHandlings, orders, warehouseDocuments } from '../../../db/schema';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
let companyId: number;
let seq = 0;
let wh: { id: number; name: string };
let loc: { id: number };
let product: { id: number; name: string };
let consignor: { id: number; name: string };
/** another merchant of the company: its goods in the warehouse are not the order's merchant's to send */
let otherOwner: { id: number; name: string };
let spare: { id: number; name: string; package: number };

const call = (method: 'GET' | 'POST', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'zh-CN' }, ...(payload ? { payload } : {}) });
async function data(res: ReturnType<typeof call>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
}

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
  [wh] = (await data(call('GET', '/user/warehouse/all?per_page=300'))).list;
  const locs = (await data(call('GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&per_page=50`))).list;
  loc = locs[locs.length - 1];
  const prods = (await data(call('GET', '/user/product/getAllProduct'))).list;
  product = prods[prods.length - 1];
  spare = prods[prods.length - 2];
  [consignor, otherOwner] = (await data(call('GET', '/user/resource_binding/consignor/list?per_page=5'))).list;
});

async function acceptedRecord(lines: typeof orders.$inferInsert['products'] = []) {
  seq += 1;
  const [o] = await t.database.db
    .insert(orders)
    .values({ companyId, orderNo: `28${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`, appCode: 'BANG', status: 'TO_SIGN', products: lines, endContact: '王五', endTel: '13800003333', endAddress: '解放路1号', consignorResourceId: consignor.id })
    .returning();
  const rec = await data(call('POST', '/abnormal/records', { order_id: o.id, type_code: 'DAMAGED', stage: 'delivery', description: '扶手断裂' }));
  return data(call('POST', `/abnormal/records/${rec.id}/actions/accept`, { responsible_party: 'delivery' }));
}

const BODIES: Record<HandlingKind, object> = {
  replenish: { kind: 'replenish', method: 'purchase', supplier_name: '佛山家具厂', purchase_no: 'PO-1' },
  return: { kind: 'return', destination: 'merchant', tracking_no: 'SF123' },
  repair: { kind: 'repair', repairer_name: '李师傅' },
  refund: { kind: 'refund', amount_cents: 12_345, payee_type: 'customer', payee_name: '王五' },
};
const ACTION_BODY = { reason: '客户取消', scheduled_at: new Date(Date.now() + 86_400_000).toISOString(), result: 'fixed', payment_ref: 'PAY-001' };

/** a sub-record of `kind` brought to `status` through the table's own actions (the shortest path from open) */
async function handlingIn(kind: HandlingKind, status: string) {
  const rec = await acceptedRecord();
  const detail = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, BODIES[kind]));
  const h = detail.handlings[0];
  const paths: Record<string, string[]> = {
    open: [],
    shipped: ['ship'],
    delivered: ['ship', 'deliver'],
    sent: ['send'],
    received: ['send', 'receive'],
    scheduled: ['schedule'],
    done: ['schedule', 'complete'],
    approved: ['approve'],
    paid: ['approve', 'pay'],
    cancelled: ['cancel'],
  };
  for (const a of paths[status]) await data(call('POST', `/abnormal/handlings/${h.id}/actions/${a}`, ACTION_BODY));
  return { rec, id: h.id as number };
}

describe('handling transitions', () => {
  it('adds a sub-record: the accepted record starts handling, the order gets the tag, one event each', async () => {
    const rec = await acceptedRecord();
    const detail = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, BODIES.repair));
    expect(detail.status).toBe('handling');
    expect(detail.handlings).toEqual([expect.objectContaining({ kind: 'repair', status: 'open', actions: ['schedule', 'cancel'], details: expect.objectContaining({ repairer_name: '李师傅' }) })]);
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['register', 'accept', 'start_handling', 'handling_repair_create']);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, rec.order_id));
    expect(order.tags).toEqual(expect.arrayContaining(['ABNORMAL', 'REPAIR']));
    // the record cannot end while the repair is open
    const refused = await call('POST', `/abnormal/records/${rec.id}/actions/end`, { resolution: '已修好' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`异常${rec.abnormal_no}还有1项处理未完成，不能完结`);
    await data(call('POST', `/abnormal/handlings/${detail.handlings[0].id}/actions/schedule`, { scheduled_at: ACTION_BODY.scheduled_at }));
    const done = await data(call('POST', `/abnormal/handlings/${detail.handlings[0].id}/actions/complete`, { result: 'fixed' }));
    expect(done.handlings[0]).toMatchObject({ status: 'done', details: expect.objectContaining({ result: 'fixed' }) });
    expect((await data(call('POST', `/abnormal/records/${rec.id}/actions/end`, { resolution: '已修好' }))).status).toBe('ended');
  });

  for (const kind of HANDLING_KINDS) {
    for (const status of HANDLING_STATUSES[kind]) {
      it(`${kind} ${status}: every action allowed or refused over the table`, async () => {
        const table = HANDLING_TRANSITIONS[kind] as Record<string, { from: readonly string[]; to: string }>;
        // a refused action changes nothing, so the same sub-record serves until an action moves it
        let id = (await handlingIn(kind, status)).id;
        for (const action of HANDLING_ACTIONS) {
          const before = await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, id));
          const res = await call('POST', `/abnormal/handlings/${id}/actions/${action}`, ACTION_BODY);
          const t1 = table[action];
          const [after] = await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, id));
          if (t1 && t1.from.includes(status)) {
            expect(res.statusCode, `${kind} ${status} ${action}`).toBe(200);
            expect(after.status).toBe(t1.to);
            id = (await handlingIn(kind, status)).id;
          } else {
            expect(res.statusCode, `${kind} ${status} ${action}`).toBe(400);
            expect(after).toEqual(before[0]);
          }
        }
      });
    }
  }

  it('refuses an action missing what it needs, naming it', async () => {
    const { id } = await handlingIn('repair', 'open');
    expect((await call('POST', `/abnormal/handlings/${id}/actions/schedule`, {})).json().msg).toBe('请填写维修时间');
    expect((await call('POST', `/abnormal/handlings/${id}/actions/cancel`, {})).json().msg).toBe('请填写原因');
    const paid = await handlingIn('refund', 'approved');
    expect((await call('POST', `/abnormal/handlings/${paid.id}/actions/pay`, {})).json().msg).toBe('请填写付款流水号');
    const shipped = await handlingIn('replenish', 'shipped');
    expect((await call('POST', `/abnormal/handlings/${shipped.id}/actions/cancel`, { reason: 'x' })).json().msg).toBe('补件已发出，不能取消');
  });
});

describe('replenish from stock', () => {
  const balance = async () => {
    const list = (await data(call('GET', `/warehouse/balances?product_id=${product.id}&location_id=${loc.id}&per_page=100`))).list as { package_no: string; on_hand: number; available: number }[];
    return list.filter((b) => b.package_no === '').reduce((n, b) => n + b.available, 0);
  };
  const stock = async (quantity: number, owner = consignor.id, productId = product.id) => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: loc.id, owner_id: owner, lines: [{ product_id: productId, quantity }] }));
    await data(call('POST', `/warehouse/documents/${doc.id}/actions/confirm`, {}));
    await data(call('POST', `/warehouse/documents/${doc.id}/actions/receive`, { lines: [{ line_id: doc.lines[0].id, quantity }] }));
  };

  it('ships the parts through an outbound: stock leaves the warehouse and the ledger agrees', async () => {
    await stock(3);
    const start = await balance();
    const rec = await acceptedRecord();
    const added = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'replenish', method: 'stock', warehouse_id: wh.id, lines: [{ product_id: product.id, quantity: 2, location_id: loc.id }] }));
    const h = added.handlings[0];
    expect(await balance()).toBe(start);
    const shipped = await data(call('POST', `/abnormal/handlings/${h.id}/actions/ship`, {}));
    const row = shipped.handlings[0];
    expect(row.status).toBe('shipped');
    expect(row.details.document_no).toMatch(/^CK/);
    // what left, as the detail shows it: the product, the figure and the location it left from
    expect(row.details.moved).toEqual([expect.objectContaining({ product_id: product.id, product_name: product.name, quantity: 2, location_code: expect.any(String) })]);
    expect(await balance()).toBe(start - 2);
    const [doc] = await t.database.db.select().from(warehouseDocuments).where(eq(warehouseDocuments.id, row.details.document_id));
    expect(doc).toMatchObject({ kind: 'outbound', status: 'shipped', orderId: rec.order_id, memo: rec.abnormal_no });
    expect((await data(call('GET', '/warehouse/drift'))).differences).toEqual([]);
    expect(shipped.events.at(-1)).toMatchObject({ action: 'handling_replenish_ship', data: expect.objectContaining({ document_no: row.details.document_no }) });
  });

  it('refuses when stock is short, naming the product and figures, and writes nothing', async () => {
    const have = await balance();
    const rec = await acceptedRecord();
    const added = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'replenish', method: 'stock', warehouse_id: wh.id, lines: [{ product_id: product.id, quantity: have + 1, location_id: loc.id }] }));
    const docsBefore = await t.database.db.select().from(warehouseDocuments);
    const res = await call('POST', `/abnormal/handlings/${added.handlings[0].id}/actions/ship`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`${product.name}在${wh.name}中${consignor.name}的库存不足（需要${have + 1}，可用${have}）；补件只能使用订单商家的库存`);
    expect(await t.database.db.select().from(warehouseDocuments)).toHaveLength(docsBefore.length);
    expect(await balance()).toBe(have);
    const [h] = await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, added.handlings[0].id));
    expect(h.status).toBe('open');
  });
});

describe('replenish takes only the merchant’s stock', () => {
  const available = async (owner: number) => {
    const list = (await data(call('GET', `/warehouse/balances?product_id=${spare.id}&warehouse_id=${wh.id}&owner_id=${owner}&per_page=100`))).list as { available: number }[];
    return list.reduce((n, b) => n + b.available, 0);
  };
  const stockOf = async (owner: number, quantity: number) => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: loc.id, owner_id: owner, lines: [{ product_id: spare.id, quantity }] }));
    await data(call('POST', `/warehouse/documents/${doc.id}/actions/confirm`, {}));
    await data(call('POST', `/warehouse/documents/${doc.id}/actions/receive`, { lines: [{ line_id: doc.lines[0].id, quantity }] }));
  };

  it("refuses to send another owner's goods (nor the servicer's own), writing nothing; the merchant's own are sent", async () => {
    expect(otherOwner.id).not.toBe(consignor.id);
    await stockOf(otherOwner.id, 4);
    await stockOf(0, 4);
    const mine = await available(consignor.id);
    const theirs = await available(otherOwner.id);
    const own = await available(0);
    const rec = await acceptedRecord();
    const added = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'replenish', method: 'stock', warehouse_id: wh.id, lines: [{ product_id: spare.id, quantity: mine + 1 }] }));
    const docsBefore = (await t.database.db.select().from(warehouseDocuments)).length;
    const res = await call('POST', `/abnormal/handlings/${added.handlings[0].id}/actions/ship`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`${spare.name}在${wh.name}中${consignor.name}的库存不足（需要${mine + 1}，可用${mine}）；补件只能使用订单商家的库存`);
    expect((await t.database.db.select().from(warehouseDocuments)).length).toBe(docsBefore);
    expect([await available(otherOwner.id), await available(0)]).toEqual([theirs, own]);
    // once the merchant's own goods are there, they (and only they) leave
    await stockOf(consignor.id, 2);
    const h2 = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'replenish', method: 'stock', warehouse_id: wh.id, lines: [{ product_id: spare.id, quantity: 2 }] }));
    const shipped = await data(call('POST', `/abnormal/handlings/${h2.handlings.at(-1).id}/actions/ship`, {}));
    expect(shipped.handlings.at(-1).status).toBe('shipped');
    expect([await available(consignor.id), await available(otherOwner.id), await available(0)]).toEqual([mine, theirs, own]);
    const [doc] = await t.database.db.select().from(warehouseDocuments).where(eq(warehouseDocuments.id, shipped.handlings.at(-1).details.document_id));
    expect(doc.ownerId).toBe(consignor.id);
  });
});

describe('return into a warehouse', () => {
  const cartonBalance = async (packageNo: string) =>
    (await data(call('GET', `/warehouse/balances?package_no=${packageNo}&per_page=10`))).list as { warehouse_id: number; owner_id: number; on_hand: number; location_code: string }[];
  const line = () => ({ product_id: product.id, code: '', name: product.name, quantity: 1, package: 1, category_path: '' });

  it('brings the returned cartons back in through an inbound when the return is received', async () => {
    const rec = await acceptedRecord([line()]);
    const detail = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'return', destination: 'warehouse', warehouse_id: wh.id, tracking_no: 'SF-R1' }));
    const h = detail.handlings[0];
    expect(h.details).toMatchObject({ destination: 'warehouse', warehouse_id: wh.id, warehouse_name: wh.name });
    await data(call('POST', `/abnormal/handlings/${h.id}/actions/send`, {}));
    const cartons = (await t.database.db.select().from(orders).where(eq(orders.id, rec.order_id)))[0];
    const first = `${cartons.orderNo}-001`;
    expect(await cartonBalance(first)).toEqual([]);
    const received = await data(call('POST', `/abnormal/handlings/${h.id}/actions/receive`, {}));
    const row = received.handlings[0];
    expect(row.status).toBe('received');
    expect(row.details.document_no).toMatch(/^RK/);
    const [doc] = await t.database.db.select().from(warehouseDocuments).where(eq(warehouseDocuments.id, row.details.document_id));
    expect(doc).toMatchObject({ kind: 'inbound', status: 'received', orderId: rec.order_id, memo: rec.abnormal_no, ownerId: consignor.id, warehouseId: wh.id });
    expect(await cartonBalance(first)).toEqual([expect.objectContaining({ warehouse_id: wh.id, owner_id: consignor.id, on_hand: 1, location_code: row.details.received_location_code })]);
    expect(row.details.received_cartons).toBeGreaterThanOrEqual(1);
    expect((await data(call('GET', '/warehouse/drift'))).differences).toEqual([]);
    expect(received.events.at(-1)).toMatchObject({ action: 'handling_return_receive', data: expect.objectContaining({ document_no: row.details.document_no }) });
  });

  it('refuses to receive a carton the ledger still holds, writing nothing', async () => {
    const rec = await acceptedRecord([line()]);
    const no = `${(await t.database.db.select().from(orders).where(eq(orders.id, rec.order_id)))[0].orderNo}-001`;
    const inbound = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: loc.id, owner_id: consignor.id, lines: [{ product_id: product.id, package_no: no, quantity: 1 }] }));
    await data(call('POST', `/warehouse/documents/${inbound.id}/actions/confirm`, {}));
    await data(call('POST', `/warehouse/documents/${inbound.id}/actions/receive`, { lines: [{ line_id: inbound.lines[0].id, quantity: 1 }] }));
    const detail = await data(call('POST', `/abnormal/records/${rec.id}/handlings`, { kind: 'return', destination: 'warehouse', warehouse_id: wh.id, package_nos: [no] }));
    const h = detail.handlings[0];
    await data(call('POST', `/abnormal/handlings/${h.id}/actions/send`, {}));
    const docsBefore = (await t.database.db.select().from(warehouseDocuments)).length;
    const res = await call('POST', `/abnormal/handlings/${h.id}/actions/receive`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`包件${no}仍在仓库${wh.name}的库存中，不能再次入库`);
    expect((await t.database.db.select().from(warehouseDocuments)).length).toBe(docsBefore);
    const [after] = await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, h.id));
    expect(after.status).toBe('sent');
  });
});

describe('bad input and other companies', () => {
  it('answers 400 with the message and writes nothing', async () => {
    const rec = await acceptedRecord();
    const events = async () => (await t.database.db.select().from(abnormalEvents).where(eq(abnormalEvents.recordId, rec.id))).length;
    const n = await events();
    const cases: Array<[object, string]> = [
      [{ kind: 'replenish', method: 'stock', lines: [{ product_id: product.id, quantity: 1 }] }, '请选择仓库'],
      [{ kind: 'replenish', method: 'stock', warehouse_id: wh.id }, '请添加补件明细'],
      [{ kind: 'replenish', method: 'stock', warehouse_id: 99_999_999, lines: [{ product_id: product.id, quantity: 1 }] }, '仓库不存在'],
      [{ kind: 'replenish', method: 'stock', warehouse_id: wh.id, lines: [{ product_id: 99_999_999, quantity: 1 }] }, '产品不存在'],
      [{ kind: 'replenish', method: 'purchase' }, '请填写供应商'],
      [{ kind: 'repair' }, '请选择或填写维修方'],
      [{ kind: 'return', destination: 'merchant', carrier_resource_id: 99_999_999 }, '承运商不存在'],
      [{ kind: 'return', destination: 'warehouse' }, '请选择仓库'],
      [{ kind: 'return', destination: 'merchant', package_nos: ['9999999999-001'] }, `包件9999999999-001不属于订单${rec.order_no}`],
      [{ kind: 'refund', amount_cents: 1.5, payee_type: 'customer', payee_name: '王五' }, 'amount_cents：金额最多两位小数'],
    ];
    for (const [body, msg] of cases) {
      const res = await call('POST', `/abnormal/records/${rec.id}/handlings`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toBe(msg);
    }
    expect(await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.recordId, rec.id))).toEqual([]);
    expect(await events()).toBe(n);
  });

  it('refuses a handling on a record not yet accepted', async () => {
    seq += 1;
    const [o] = await t.database.db.insert(orders).values({ companyId, orderNo: `29${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`, appCode: 'BANG', status: 'TO_SIGN', products: [] }).returning();
    const rec = await data(call('POST', '/abnormal/records', { order_id: o.id, type_code: 'DAMAGED', stage: 'delivery', description: '破损' }));
    const res = await call('POST', `/abnormal/records/${rec.id}/handlings`, BODIES.refund);
    expect(res.json().msg).toBe(`异常${rec.abnormal_no}当前状态为待审核，请先审核通过`);
  });

  it("answers 404 for another company's record and sub-record, and lists only the company's", async () => {
    const { rec, id } = await handlingIn('refund', 'open');
    expect((await call('POST', `/abnormal/records/${rec.id}/handlings`, BODIES.refund, s2)).statusCode).toBe(404);
    expect((await call('POST', `/abnormal/handlings/${id}/actions/approve`, {}, s2)).statusCode).toBe(404);
    const [h] = await t.database.db.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, id));
    expect(h.status).toBe('open');
    const mine = await data(call('GET', `/abnormal/handlings?kind=refund&keyword=${rec.abnormal_no}`));
    expect(mine.list).toEqual([expect.objectContaining({ id, abnormal_no: rec.abnormal_no, order_no: rec.order_no, kind: 'refund' })]);
    expect((await data(call('GET', `/abnormal/handlings?keyword=${rec.abnormal_no}`, undefined, s2))).total).toBe(0);
    expect((await data(call('GET', `/abnormal/handlings?open=1&kind=refund&keyword=${rec.abnormal_no}`))).total).toBe(1);
    expect((await data(call('GET', `/abnormal/handlings?open=0&kind=refund&keyword=${rec.abnormal_no}`))).total).toBe(0);
  });
});
