/**
 * 超区报表 (issue 20): the orders that paid an over-distance surcharge, by consignor and order by order, within 31 days;
 * another company's orders never listed; bad ranges refused with a message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraRow } from '../../../../../src/domain/quote/model';
import { products, quoteCards, quoteCardVersions, users } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let servicer: Session;
let servicer2: Session;
let consignor: Session;
let company: number;
let consignorResource: number;
let productId: number;

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const country = { zone: 'area', province_code: '', city_code: '', district_code: '' };

beforeAll(async () => {
  t = await createTestApp();
  [servicer, servicer2, consignor] = await Promise.all(['servicer', 'servicer2', 'consignor'].map((u) => t.login(u)));
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  consignorResource = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  productId = (await db.select().from(products).where(eq(products.companyId, company)).limit(1))[0].id;
  // the demo's cards out of the way: only this over-distance card prices these orders
  await db.delete(quoteCardVersions).where(eq(quoteCardVersions.companyId, company));
  await db.delete(quoteCards).where(eq(quoteCards.companyId, company));
  const rows = [extraRow.parse({ shape: 'extra', zone: country, code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 250, condition: { keywords: ['川沙镇'], over_m: 12_000 } })];
  const [card] = await db.insert(quoteCards).values({ companyId: company, kind: 'OVER_DISTANCE', name: '超区默认', partyType: 'CONSIGNOR', partyId: null }).returning({ id: quoteCards.id });
  await db.insert(quoteCardVersions).values({ companyId: company, cardId: card.id, versionNo: 1, effectiveFrom: '2020-01-01', state: 'PUBLISHED', rows, rowCount: rows.length, publishedAt: new Date() });
});
afterAll(() => t.close());

const create = async (address: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/orders',
    headers: servicer.headers,
    payload: {
      variant: 'waybill',
      consignor_resource_id: consignorResource,
      end_contact: '周先生',
      end_tel: '13912345670',
      end_province_code: '310000',
      end_city_code: '310100',
      end_district_code: '310101',
      end_address: address,
      products: [{ product_id: productId, quantity: 1 }],
      services_pkg_code: 'DELIVERY',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; order_no: string };
};
const report = (s: Session, query: string) => t.app.inject({ method: 'GET', url: `/api/quote/report/over-area?${query}`, headers: s.headers });

describe('over-area report (issue 20)', () => {
  it('lists the orders that paid the surcharge with its metres and amount, and sums them per consignor', async () => {
    const far = await create('川沙镇新川路8号');
    const near = await create('南京东路1号');
    const range = `date_from=${chinaDay(-1)}&date_to=${chinaDay(0)}`;
    const res = await report(servicer, range);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const row = d.rows.find((r: { order_id: number }) => r.order_id === far.id);
    expect(row).toMatchObject({ order_no: far.order_no, over_m: 12_000, amount_cents: 3000, card_name: '超区默认', version_no: 1, consignor_id: consignorResource });
    expect(row.address).toContain('川沙镇');
    expect(d.rows.some((r: { order_id: number }) => r.order_id === near.id)).toBe(false);
    const mine = d.consignors.find((c: { consignor_id: number }) => c.consignor_id === consignorResource);
    expect(mine).toMatchObject({ orders: d.rows.length, over_m: 12_000 * d.rows.length, amount_cents: 3000 * d.rows.length });
    expect(d.totals).toEqual({ orders: d.rows.length, amount_cents: 3000 * d.rows.length });
    expect(d.truncated).toBe(false);
    // a consignor filter that is not this one lists nothing; a range before the order lists nothing
    expect((await report(servicer, `${range}&consignor_id=2000000000`)).json().data.rows).toEqual([]);
    expect((await report(servicer, `date_from=${chinaDay(-20)}&date_to=${chinaDay(-10)}`)).json().data.totals.orders).toBe(0);
    // another company sees none of it
    const other = (await report(servicer2, range)).json().data;
    expect(other.rows.some((r: { order_id: number }) => r.order_id === far.id)).toBe(false);
  });

  it('refuses a range over 31 days or backwards with a message, and accounts other than the servicer’s', async () => {
    const long = await report(servicer, `date_from=${chinaDay(-40)}&date_to=${chinaDay(0)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('31');
    expect((await report(servicer, `date_from=${chinaDay(0)}&date_to=${chinaDay(-2)}`)).statusCode).toBe(400);
    expect((await report(servicer, 'date_from=yesterday&date_to=today')).statusCode).toBe(400);
    expect((await report(consignor, `date_from=${chinaDay(-1)}&date_to=${chinaDay(0)}`)).statusCode).toBe(403);
  });
});
