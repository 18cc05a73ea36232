/**
 * The order list's page (repositories/waybill-rows.ts waybillPage): each row sent as one JSON array reads back
 * exactly as drizzle's own select of the same columns; the total rides on its rows — the same on every page, a page
 * past the end included (no row to carry it), by the status counters and by count(*) (a filter they cannot answer).
 */
import { and, asc, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders, resources } from '../db/schema';
import { withTestApp } from '../test-app';
import { waybillPage, waybillQuery } from './waybill-rows';

const t = withTestApp();
const servicer = t.signIn('servicer');

async function page(q: string): Promise<{ total: number; ids: number[] }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?${q}`, headers: servicer.headers });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { total: number; list: { id: number }[] };
  return { total: data.total, ids: data.list.map((r) => r.id) };
}

describe('the order list total', () => {
  it.each([
    ['the status counters', 'status=TO_ASSIGN,TO_APPOINT,TO_SIGN'],
    ['count(*)', 'end_tel=1'],
  ])('is the same on the first page, a later page and a page past the end (%s)', async (_, filter) => {
    const first = await page(`${filter}&page=1&per_page=5`);
    expect(first.total).toBeGreaterThan(5);
    const second = await page(`${filter}&page=2&per_page=5`);
    const past = await page(`${filter}&page=9999&per_page=5`);
    expect(second.total).toBe(first.total);
    expect(past).toEqual({ total: first.total, ids: [] });
    const all = await page(`${filter}&page=1&per_page=500`);
    expect(all.ids).toHaveLength(first.total);
  });

  it('is 0 for a filter nothing matches', async () => {
    expect(await page('end_tel=00000000000&page=1&per_page=5')).toEqual({ total: 0, ids: [] });
  });
});

describe('a page sent as JSON arrays', () => {
  it('reads back exactly as drizzle reads the same columns (dates, arrays, json, nulls, joined names)', async () => {
    const db = t.database.db;
    const companyId = servicer.body.data.user.company_id;
    const where = and(eq(orders.companyId, companyId), isNull(orders.deletedAt));
    const orderBy = [desc(orders.updatedAt), desc(orders.id)];
    const expected = await waybillQuery(db).where(where).orderBy(...orderBy).limit(200);
    const page = await waybillPage(db, { where, orderBy, limit: 200, offset: 0, total: sql`select 42` });
    expect(expected.length).toBeGreaterThan(20);
    expect(page.total).toBe(42);
    expect(page.rows).toEqual(expected);
    // the rows cover what could read back wrong: a joined name, a null one, products, a timestamp
    expect(expected.some((r) => typeof r.deliveryName === 'string')).toBe(true);
    expect(expected.some((r) => r.deliveryName === null)).toBe(true);
    expect(expected.some((r) => r.products.length > 0)).toBe(true);
    expect(page.rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('a later page (its ids first, then its rows) is the same rows in the same order as an offset select', async () => {
    const db = t.database.db;
    const companyId = servicer.body.data.user.company_id;
    const consignor = alias(resources, 'consignor');
    const base = and(eq(orders.companyId, companyId), isNull(orders.deletedAt));
    const cases = [
      // the list's own order; an order with ties broken by id; a computed expression; a filter reading a joined name
      { where: base, orderBy: [desc(orders.createdAt), desc(orders.id)] },
      { where: base, orderBy: [asc(orders.status), asc(orders.id)] },
      { where: base, orderBy: [desc(sql`case when ${orders.status} = 'TO_ASSIGN' then 1 else 0 end`), asc(orders.statusChangedAt), desc(orders.id)] },
      { where: and(base, like(consignor.name, '%')), orderBy: [desc(orders.updatedAt), desc(orders.id)] },
    ];
    for (const { where, orderBy } of cases) {
      for (const offset of [7, 40]) {
        const expected = await waybillQuery(db).where(where).orderBy(...orderBy).limit(13).offset(offset);
        const page = await waybillPage(db, { where, orderBy, limit: 13, offset, total: sql`select 42` });
        expect(expected).toHaveLength(13);
        expect(page.rows).toEqual(expected);
      }
    }
  });
});
