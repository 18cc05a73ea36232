import { describe, expect, it } from 'vitest';
import { proposePlan, type PlanOrder } from './plan';

const o = (id: number, next: string | null, weight_g: number, volume_cm3: number, cartons = 1, income_cents = 0): PlanOrder => ({ id, next, weight_g, volume_cm3, cartons, income_cents });
const truck = { weight_g: 1000, volume_cm3: 1000, pieces: 0 };

describe('proposePlan', () => {
  it('groups by next site and fills trips first-fit decreasing, never over capacity', () => {
    const orders = [o(1, 'station:2', 600, 100), o(2, 'station:2', 500, 100), o(3, 'station:2', 400, 100), o(4, 'station:3', 100, 900), o(5, 'station:2', 100, 100)];
    const p = proposePlan(orders, truck, () => null);
    const to2 = p.trips.filter((t) => t.to === 'station:2');
    expect(to2.map((t) => t.order_ids)).toEqual([[1, 3], [2, 5]]);
    expect(p.trips.find((t) => t.to === 'station:3')?.order_ids).toEqual([4]);
    for (const t of p.trips) expect(t.weight_g).toBeLessThanOrEqual(1000);
    expect(to2[0].rates).toEqual({ weight: 100, volume: 20, pieces: null, over: false });
  });
  it('leaves out orders too big for the vehicle and orders with no route', () => {
    const p = proposePlan([o(1, 'station:2', 2000, 1), o(2, null, 1, 1), o(3, 'station:2', 1, 1, 5)], { ...truck, pieces: 4 }, () => null);
    expect(p.too_big).toEqual([1, 3]);
    expect(p.no_route).toEqual([2]);
    expect(p.trips).toEqual([]);
  });
  it('prices each trip and gives its margin when the cost is known', () => {
    const p = proposePlan([o(1, 'station:2', 10, 10, 1, 30_000), o(2, 'station:2', 10, 10, 1, 25_000), o(3, 'station:3', 10, 10, 1, 100)], truck, (to) => (to === 'station:2' ? 40_000 : null));
    expect(p.trips.map((t) => [t.to, t.income_cents, t.fee_cents, t.margin_cents])).toEqual([
      ['station:2', 55_000, 40_000, 15_000],
      ['station:3', 100, 0, null],
    ]);
  });
});
