/** The lookups the order entry form needs answer for both roles that enter orders. */
import { beforeAll, expect, it } from 'vitest';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let servicer: Session;
let consignor: Session;

beforeAll(async () => {
  [servicer, consignor] = await Promise.all(['servicer', 'consignor'].map((u) => t.login(u)));
});

it("a consignor's product picker lists its servicer's products (the ones its orders may carry)", async () => {
  const get = (s: Session) => t.app.inject({ method: 'GET', url: '/api/user/product/getAllProduct', headers: s.headers });
  const fromServicer = (await get(servicer)).json().data.list.map((p: { id: number }) => p.id);
  const res = await get(consignor);
  expect(res.statusCode, res.body).toBe(200);
  expect(fromServicer.length).toBeGreaterThan(0);
  expect(res.json().data.list.map((p: { id: number }) => p.id)).toEqual(fromServicer);
});
