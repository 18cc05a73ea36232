/**
 * The abnormal report (issue 19): counts, open counts and fee amounts by type, responsible party, stage, period and
 * handler for the records registered in the range; the range checked (order, at most 366 days); the desk's only.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');
let companyId: number;
let template: typeof orders.$inferSelect;
let seq = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, 'idempotency-key': randomUUID(), 'accept-language': 'zh-CN' }, ...(payload ? { payload } : {}) });
async function data(res: ReturnType<typeof call>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
}
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
  [template] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorResourceId)))
    .limit(1);
});

async function record(type: string, stage: string) {
  const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
  const [o] = await t.database.db.insert(orders).values({ ...rest, status: 'TO_SIGN', tags: [], orderNo: `24${String(Date.now()).slice(-9)}${String(++seq).padStart(3, '0')}` }).returning();
  return { order: o, rec: await data(call('POST', '/abnormal/records', { order_id: o.id, type_code: type, stage, description: '报表测试' })) };
}

describe('abnormal report', () => {
  it('counts records and fee amounts by type, responsible party, stage, period and handler', async () => {
    const url = `/abnormal/report?date_from=${today()}&date_to=${today()}&period=month`;
    const before = await data(call('GET', url));
    const otherBefore = await data(call('GET', url, undefined, s2));
    const a = await record('DAMAGED', 'delivery');
    await record('DAMAGED', 'warehouse');
    await record('SHORTAGE', 'arrival');
    await data(call('POST', `/abnormal/records/${a.rec.id}/actions/accept`, { responsible_party: 'delivery' }));
    await data(
      call('PUT', `/abnormal/records/${a.rec.id}/fees`, {
        fees: [{ direction: 'OUTLAY', code: 'COMPENSATION', settle_target_type: 'CONSIGNOR', settle_target_id: a.order.consignorResourceId, settle_target_name: 'x', amount: '88.80', settlement_method_code: 'MONTHLY' }],
      }),
    );
    await data(call('POST', `/abnormal/records/${a.rec.id}/actions/end`, { resolution: '已赔付' }));
    const after = await data(call('GET', url));
    const delta = (list: { key: string; count: number }[], prev: { key: string; count: number }[], key: string) => (list.find((b) => b.key === key)?.count ?? 0) - (prev.find((b) => b.key === key)?.count ?? 0);
    expect(after.total.count - before.total.count).toBe(3);
    expect(after.total.open - before.total.open).toBe(2);
    expect(after.total.fee_outlay_cents - before.total.fee_outlay_cents).toBe(8880);
    expect(after.total.posted_outlay_cents - before.total.posted_outlay_cents).toBe(0);
    expect(delta(after.by_type, before.by_type, 'DAMAGED')).toBe(2);
    expect(delta(after.by_type, before.by_type, 'SHORTAGE')).toBe(1);
    expect(delta(after.by_stage, before.by_stage, 'arrival')).toBe(1);
    expect(delta(after.by_responsible, before.by_responsible, 'delivery')).toBe(1);
    expect(delta(after.by_responsible, before.by_responsible, 'none')).toBe(2);
    expect(after.by_responsible.find((b: { key: string }) => b.key === 'none').label).toBe('未确定');
    expect(after.by_type.find((b: { key: string }) => b.key === 'DAMAGED').label).toBe('破损');
    expect(after.by_period).toEqual([expect.objectContaining({ key: `${today().slice(0, 7)}-01`, count: after.total.count })]);
    expect(after.by_handler.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(after.total.count);
    // another company's report does not see them (it has its own: the demo's abnormal orders are held by records)
    const other = await data(call('GET', url, undefined, s2));
    expect(other.total).toEqual(otherBefore.total);
  });

  it('refuses a reversed or too long range and the merchant', async () => {
    expect((await call('GET', '/abnormal/report?date_from=2026-02-01&date_to=2026-01-01')).json().msg).toBe('开始日期不能晚于结束日期');
    expect((await call('GET', '/abnormal/report?date_from=2024-01-01&date_to=2026-01-01')).json().msg).toBe('查询范围不能超过366天');
    expect((await call('GET', '/abnormal/report?date_from=2026-01-01')).statusCode).toBe(400);
    expect((await call('GET', `/abnormal/report?date_from=${today()}&date_to=${today()}`, undefined, consignor)).statusCode).toBe(403);
  });
});

describe('the demo', () => {
  it('has records in several states, one with a repair and a compensation fee row', async () => {
    const list = (await data(call('GET', '/abnormal/records?per_page=500'))).list as { id: number; status: string; source: string }[];
    const seeded = list.filter((r) => r.source === 'desk');
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['registered', 'handling', 'ended', 'rejected']));
    const handling = await data(call('GET', `/abnormal/records/${seeded.find((r) => r.status === 'handling')!.id}`));
    expect(handling.handlings).toEqual([expect.objectContaining({ kind: 'repair', status: 'open' })]);
    expect(handling.fees).toEqual([expect.objectContaining({ code: 'COMPENSATION', amount_cents: 15_000, state: 'draft' })]);
  });
});
