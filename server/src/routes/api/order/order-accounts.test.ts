/** Orders carry their accounts (spec §3 Waybill/order): consignor_user_id, servicer_user_id, delivery_user_id in the detail and the list. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');

describe('order APIs carry the order’s accounts', () => {
  it('the detail and the list rows answer the stored consignor, servicer and delivery user ids', async () => {
    const companyId = servicer.body.data.user.company_id;
    const [o] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorUserId), isNotNull(orders.servicerUserId), isNull(orders.deletedAt)))
      .limit(1);
    expect(o).toBeDefined();
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}`, headers: servicer.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ consignor_user_id: o.consignorUserId, servicer_user_id: o.servicerUserId, delivery_user_id: o.deliveryUserId });

    const list = await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?nos=${o.orderNo}`, headers: servicer.headers });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.list.find((r: { id: number }) => r.id === o.id);
    expect(row).toMatchObject({ consignor_user_id: o.consignorUserId, servicer_user_id: o.servicerUserId, delivery_user_id: o.deliveryUserId });

    const delivered = await t.database.db.select().from(orders).where(and(eq(orders.companyId, companyId), isNotNull(orders.deliveryUserId))).limit(1);
    if (delivered[0]) {
      const d = await t.app.inject({ method: 'GET', url: `/api/order/orders/${delivered[0].id}`, headers: servicer.headers });
      expect(d.json().data.delivery_user_id).toBe(delivered[0].deliveryUserId);
    }
  });
});
