/** The field tasks download (issue 6): a delivery account's list is its own assigned orders, with the appointment. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WaybillRow } from '../../../../../src/domain/columns/waybill-columns';
import { orders, users } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const delivery = t.signIn('delivery');
let deliveryResource: number;
let driverResource: number;
let company: number;
beforeAll(async () => {
  company = servicer.body.data.user.company_id;
  const userRow = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
  deliveryResource = (await userRow('delivery')).resourceId!;
  driverResource = (await userRow('driver')).resourceId!;
});

async function newOrder(no: string, deliveryResourceId: number) {
  await t.database.db.insert(orders).values({
    companyId: company,
    orderNo: no,
    appCode: 'BANG',
    status: 'TO_APPOINT',
    consignorResourceId: null,
    deliveryResourceId,
    createVariant: 'waybill',
    endContact: '张三',
    endTel: '13800001111',
    endAddress: '人民路1号',
  });
}

const tasks = async (s: Session) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/order/waybills/list?status=TO_APPOINT,TO_SIGN,TO_REVISIT&per_page=500', headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as WaybillRow[];
};

describe('field tasks download', () => {
  it("lists only the delivery account's own orders, each with its appointment once appointed", async () => {
    const mine = `29${String(Date.now()).slice(-9)}01`;
    const other = `29${String(Date.now()).slice(-9)}02`;
    await newOrder(mine, deliveryResource);
    await newOrder(other, driverResource);
    const before = await tasks(delivery);
    expect(before.find((r) => r.order_no === mine)).toMatchObject({ status: 'TO_APPOINT', appoint_at: null });
    expect(before.find((r) => r.order_no === other)).toBeUndefined();

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/order/orders/${mine}/actions/appoint`,
      headers: { ...delivery.headers, 'idempotency-key': `field-${mine}` },
      payload: { appoint_at: '2026-11-25 10:00' },
    });
    expect(res.json().code, res.body).toBe('0');
    const after = (await tasks(delivery)).find((r) => r.order_no === mine);
    expect(after).toMatchObject({ status: 'TO_SIGN', appoint_at: '2026-11-25T02:00:00.000Z' });
  });
});
