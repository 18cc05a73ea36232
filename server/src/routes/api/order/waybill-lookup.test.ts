import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { createTestApp, ZH, type Session, type TestApp } from '../../../test-helpers';
import { maskTel, parseWaybillKey } from '../../../../../src/domain/waybill-label';

let t: TestApp;
let servicer: Session;
let servicer2: Session;
let own: { id: number; order_no: string };
let other: { id: number; order_no: string };

beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
  servicer2 = await t.login('servicer2');
  const pick = async (companyId: number) => {
    const [row] = await t.database.db
      .select({ id: orders.id, order_no: orders.orderNo })
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .orderBy(asc(orders.id))
      .limit(1);
    return row;
  };
  own = await pick(servicer.body.data.user.company_id);
  other = await pick(servicer2.body.data.user.company_id);
});
afterAll(() => t?.close());

const get = (key: string, s: Session = servicer) => t.app.inject({ method: 'GET', url: `/api/order/waybills/${key}`, headers: s.headers });

describe('GET /api/order/waybills/{orderId or orderNo}', () => {
  it('finds a waybill by id with the label fields', async () => {
    const res = await get(String(own.id));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toBe(own.id);
    expect(data.order_no).toBe(own.order_no);
    expect(data.end_tel_masked).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    expect(data.end_tel_masked.slice(-4)).toBe(data.end_tel.slice(-4));
    expect(data.consignor_name).not.toBe('');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.package).toBeGreaterThan(0);
    expect(new Date(data.created_at).getTime()).not.toBeNaN();
  });

  it('finds the same waybill by order number', async () => {
    const res = await get(own.order_no);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(own.id);
  });

  it("another company's waybill is 404, by id and by number; unknown too", async () => {
    expect((await get(String(other.id))).statusCode).toBe(404);
    expect((await get(other.order_no)).statusCode).toBe(404);
    expect((await get(other.order_no, servicer2)).statusCode).toBe(200);
    expect((await get('2999999999999')).statusCode).toBe(404);
    expect((await get('999999999')).statusCode).toBe(404);
  });

  it('a malformed key is 400', async () => {
    for (const key of ['abc', '0', '-1', '1.5', '12345678901']) {
      const res = await get(key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().code).not.toBe('0');
    }
  });

  it('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order/waybills/${own.id}`, headers: ZH });
    expect(res.statusCode).toBe(401);
  });
});

describe('helpers', () => {
  it('maskTel', () => {
    expect(maskTel('13800138000')).toBe('138****8000');
    expect(maskTel('010-88886666')).toBe('010*****6666');
  });
  it('parseWaybillKey', () => {
    expect(parseWaybillKey('42')).toEqual({ kind: 'id', id: 42 });
    expect(parseWaybillKey('2261121000001')).toEqual({ kind: 'orderNo', orderNo: '2261121000001' });
    expect(parseWaybillKey('1261121000001')).toBeNull();
    expect(parseWaybillKey('0')).toBeNull();
  });
});
