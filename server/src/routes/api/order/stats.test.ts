import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../../../src/domain/order-status';
import { DEMO_ORDER_COUNTS } from '../../../seed';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

const stats = async (user: string) => {
  const s = await t.login(user);
  const res = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: { status: string; count: number }[]; total: number };
};

describe('GET /api/order/stats/statusSum', () => {
  it("counts every lifecycle status of the user's own company", async () => {
    const data = await stats('servicer');
    expect(data.list.map((r) => r.status)).toEqual([...ORDER_STATUSES]);
    expect(data.total).toBe(DEMO_ORDER_COUNTS.servicer);
    expect(data.list.every((r) => r.count > 0)).toBe(true);
  });

  it('servicer2 sees only its own orders', async () => {
    expect((await stats('servicer2')).total).toBe(DEMO_ORDER_COUNTS.servicer2);
  });

  it("a consignor sees its orders at its servicer; delivery accounts theirs", async () => {
    const consignor = (await stats('consignor')).total;
    expect(consignor).toBeGreaterThan(0);
    expect(consignor).toBeLessThan(DEMO_ORDER_COUNTS.servicer);
    const delivery = (await stats('delivery')).total;
    expect(delivery).toBeGreaterThan(0);
    expect(delivery).toBeLessThan(DEMO_ORDER_COUNTS.servicer);
    expect((await stats('driver')).total).toBeGreaterThan(0);
  });

  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: ZH });
    expect(res.statusCode).toBe(401);
  });
});
