/**
 * The order list's total rides on its rows (repositories/waybills.ts): the same total on every page, a page past the
 * end included (no row to carry it), by the status counters and by count(*) (a filter the counters cannot answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../test-helpers';

let t: TestApp;
let servicer: Session;
beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

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
