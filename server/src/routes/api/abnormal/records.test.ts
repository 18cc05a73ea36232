/**
 * Abnormal records over the API (issue 19): registering holds the order through the lifecycle and ending releases it;
 * another company's record is a 404; the merchant sees only its own orders' records; the field's create is
 * idempotent on its client_id; every record transition allowed and refused over ABNORMAL_TRANSITIONS.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ABNORMAL_ACTIONS, ABNORMAL_STATUSES, ABNORMAL_TRANSITIONS, type AbnormalStatus } from '../../../../../src/domain/abnormal/records';
import type { OrderStatus } from '../../../../../src/domain/order-status';
import { abnormalEvents, abnormalRecords, orderEvents, orders } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { FORM, photoForm, PNG } from '../../../test-upload-forms';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');
const delivery = t.signIn('delivery');
let companyId: number;
let seq = 0;

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'zh-CN' }, ...(payload ? { payload } : {}) });
async function data(res: ReturnType<typeof call>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
}

async function newOrder(status: OrderStatus, more: Partial<typeof orders.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({ companyId, orderNo: `27${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`, appCode: 'BANG', status, products: [], endContact: '王五', endTel: '13800003333', endAddress: '解放路1号', ...more })
    .returning();
  return row;
}
const register = (orderId: number, more: object = {}, session = s) =>
  call('POST', '/abnormal/records', { order_id: orderId, type_code: 'DAMAGED', stage: 'delivery', description: '外包装破损，沙发扶手划伤', ...more }, session);
/** the provider or merchant resource a session's account stands for */
const resourceOf = (session: Session) => (session.body.data.user as unknown as { resource_id: number }).resource_id;
const orderOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('registering and ending', () => {
  it('holds the order through report_abnormal and releases it when the record ends', async () => {
    const o = await newOrder('TO_SIGN');
    const rec = await data(register(o.id, { package_nos: [`${o.orderNo}-001`] }));
    expect(rec).toMatchObject({ status: 'registered', holds_order: true, source: 'desk', type_name: '破损', actions: ['accept', 'reject', 'assign', 'release'] });
    expect(rec.abnormal_no).toMatch(/^YC\d{10}$/);
    let order = await orderOf(o.id);
    expect(order.status).toBe('ABNORMAL');
    expect(order.tags).toContain('ABNORMAL');
    await data(call('POST', `/abnormal/records/${rec.id}/actions/accept`, { responsible_party: 'delivery' }));
    const ended = await data(call('POST', `/abnormal/records/${rec.id}/actions/end`, { resolution: '已赔付' }));
    expect(ended).toMatchObject({ status: 'ended', holds_order: false, resolution: '已赔付' });
    order = await orderOf(o.id);
    expect(order.status).toBe('TO_SIGN');
    expect(order.tags).not.toContain('ABNORMAL');
    const timeline = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(timeline.map((e) => e.action)).toEqual(['report_abnormal', 'abnormal_register', 'abnormal_accept', 'resolve_abnormal', 'abnormal_end']);
  });

  it('keeps the order held while another record holds it', async () => {
    const o = await newOrder('IN_WAREHOUSE');
    const a = await data(register(o.id));
    const b = await data(register(o.id, { type_code: 'SHORTAGE', stage: 'warehouse' }));
    expect(b.holds_order).toBe(true);
    await data(call('POST', `/abnormal/records/${a.id}/actions/reject`, { reason: '重复登记' }));
    expect((await orderOf(o.id)).status).toBe('ABNORMAL');
    await data(call('POST', `/abnormal/records/${b.id}/actions/release`, {}));
    expect((await orderOf(o.id)).status).toBe('IN_WAREHOUSE');
  });

  it('registers without holding an order the lifecycle cannot hold', async () => {
    const o = await newOrder('ARCHIVED');
    const rec = await data(register(o.id));
    expect(rec.holds_order).toBe(false);
    expect((await orderOf(o.id)).status).toBe('ARCHIVED');
    const hold = await call('POST', `/abnormal/records/${rec.id}/actions/hold`, {});
    expect(hold.statusCode).toBe(400);
    expect(hold.json().msg).toContain('不能');
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const o = await newOrder('TO_SIGN');
    const before = (await t.database.db.select().from(abnormalRecords)).length;
    for (const body of [
      { type_code: 'NOPE' },
      { description: '' },
      { package_nos: ['99999999-001'] },
      { photos: ['nope'] },
      { stage: 'moon' },
    ]) {
      const r = await register(o.id, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().msg).toBeTruthy();
    }
    expect((await register(999_999_999)).statusCode).toBe(400);
    expect((await t.database.db.select().from(abnormalRecords)).length).toBe(before);
    expect((await orderOf(o.id)).status).toBe('TO_SIGN');
  });
});

describe('who sees what', () => {
  it('answers another company a 404 and lists nothing of ours to it', async () => {
    const o = await newOrder('TO_SIGN');
    const rec = await data(register(o.id));
    expect((await call('GET', `/abnormal/records/${rec.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('POST', `/abnormal/records/${rec.id}/actions/accept`, { responsible_party: 'carrier' }, s2)).statusCode).toBe(404);
    const list = await data(call('GET', '/abnormal/records?per_page=500', undefined, s2));
    expect(list.list.map((r: { id: number }) => r.id)).not.toContain(rec.id);
    expect((await register(o.id, {}, s2)).statusCode).toBe(400);
  });

  it("shows the merchant only its own orders' records and lets it register on them", async () => {
    const mine = await newOrder('TO_SIGN', { consignorResourceId: resourceOf(consignor) });
    const other = await newOrder('TO_SIGN');
    const own = await data(register(mine.id, {}, consignor));
    expect(own).toMatchObject({ source: 'merchant', actions: [] });
    const foreign = await data(register(other.id));
    expect((await call('GET', `/abnormal/records/${foreign.id}`, undefined, consignor)).statusCode).toBe(404);
    expect((await register(other.id, {}, consignor)).statusCode).toBe(400);
    const list = await data(call('GET', '/abnormal/records?per_page=500', undefined, consignor));
    // its own record, never another merchant's (the demo's records of its orders are listed too)
    const ids = list.list.map((r: { id: number }) => r.id) as number[];
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    for (const r of list.list as { order_id: number }[]) expect((await orderOf(r.order_id)).consignorResourceId).toBe(resourceOf(consignor));
    expect((await call('POST', `/abnormal/records/${own.id}/actions/accept`, { responsible_party: 'carrier' }, consignor)).statusCode).toBe(400);
  });

  it("lets the merchant open the desk's photos of its own record, and nobody the photos of a record they cannot see", async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...s.headers, ...FORM }, payload: photoForm(PNG) });
    const fileid = upload.json().data.fileid as string;
    const mine = await newOrder('TO_SIGN', { consignorResourceId: resourceOf(consignor) });
    await data(register(mine.id, { photos: [fileid] }));
    const download = (session: Session) => t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: session.headers });
    const seen = await download(consignor);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    // another servicer, and a photo of the desk on no record the merchant sees
    expect((await download(s2)).statusCode).toBe(404);
    const other = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...s.headers, ...FORM }, payload: photoForm(PNG) });
    await data(register((await newOrder('TO_SIGN')).id, { photos: [other.json().data.fileid] }));
    expect((await t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${other.json().data.fileid}`, headers: consignor.headers })).statusCode).toBe(404);
  });

  it("lets the desk open the field's photos of a record (a delivery company's uploads), and another servicer not", async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...delivery.headers, ...FORM }, payload: photoForm(PNG) });
    const fileid = upload.json().data.fileid as string;
    const download = (session: Session) => t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: session.headers });
    // on no record yet: the desk has no way to it
    expect((await download(s)).statusCode).toBe(404);
    const o = await newOrder('TO_SIGN', { deliveryResourceId: resourceOf(delivery) });
    await data(register(o.id, { client_id: `dev-${randomUUID()}`, photos: [fileid] }, delivery));
    const seen = await download(s);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    expect((await download(s2)).statusCode).toBe(404);
  });

  it("applies the field's registration once per client_id, at the device's time", async () => {
    const o = await newOrder('TO_SIGN', { deliveryResourceId: resourceOf(delivery) });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const body = { client_id: `dev-${randomUUID()}`, occurred_at: at };
    const first = await data(register(o.id, body, delivery));
    const again = await data(register(o.id, body, delivery));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ source: 'field', occurred_at: at, holds_order: true });
    expect(await t.database.db.select().from(abnormalRecords).where(eq(abnormalRecords.orderId, o.id))).toHaveLength(1);
    expect(await t.database.db.select().from(abnormalEvents).where(eq(abnormalEvents.recordId, first.id))).toHaveLength(1);
    expect((await data(call('GET', `/abnormal/records/${first.id}`))).reported_by_name).toBeTruthy();
  });
});

describe('every record transition over ABNORMAL_TRANSITIONS', () => {
  /** a record driven to `status` through the API */
  async function recordIn(status: AbnormalStatus) {
    const o = await newOrder('TO_SIGN');
    const rec = await data(register(o.id, { responsible_party: 'carrier' }));
    const go = (action: string, body: object = {}) => data(call('POST', `/abnormal/records/${rec.id}/actions/${action}`, body));
    if (status === 'rejected' || status === 'archived') await go('reject', { reason: '不是异常' });
    if (['accepted', 'handling', 'ended'].includes(status)) await go('accept');
    if (status === 'handling' || status === 'ended') await go('start_handling');
    if (status === 'ended') await go('end', { resolution: '处理完毕' });
    if (status === 'archived') await go('archive');
    return rec.id as number;
  }
  const body = { reason: '原因', resolution: '结果' };

  for (const status of ABNORMAL_STATUSES) {
    it(`from ${status}`, async () => {
      for (const action of ABNORMAL_ACTIONS) {
        const id = await recordIn(status);
        const t0 = ABNORMAL_TRANSITIONS[action];
        const events = async () => (await t.database.db.select().from(abnormalEvents).where(eq(abnormalEvents.recordId, id))).length;
        const n = await events();
        if (action === 'hold' && status !== 'archived' && status !== 'rejected' && status !== 'ended') await data(call('POST', `/abnormal/records/${id}/actions/release`, {}));
        const m = await events();
        const r = await call('POST', `/abnormal/records/${id}/actions/${action}`, body);
        if (t0.from.includes(status)) {
          expect(r.statusCode, `${action} from ${status}: ${r.body}`).toBe(200);
          expect(r.json().data.status).toBe(t0.to === 'same' ? status : t0.to);
          expect(await events()).toBe(m + 1);
        } else {
          expect(r.statusCode, `${action} from ${status}`).toBe(400);
          expect(r.json().msg).toContain('不能');
          expect(await events()).toBe(m);
          expect(m).toBeGreaterThanOrEqual(n);
        }
      }
    });
  }
});
