/**
 * The map-assignment screen's server side: the list's computed time-limit filter (limitation_status) and
 * urgency order (urgent_first=1), and GET /api/order/waybills/area-counts — company-scoped, bad params a 400.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WaybillRow } from '../../../../../src/domain/columns/waybill-columns';
import { orders, timeLimits } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
let companyId: number;
beforeAll(async () => {
  companyId = servicer.body.data.user.company_id;
});

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url, headers: { ...s.headers, 'accept-language': 'en' } });
const list = async (s: Session, q: string) => {
  const res = await get(s, `/api/order/waybills/list?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: WaybillRow[]; total: number };
};
type AreaCount = { code: string; name: string; province: string; city: string; count: number };
const areaCounts = async (s: Session, q: string) => {
  const res = await get(s, `/api/order/waybills/area-counts?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: AreaCount[]; total: number };
};
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const RANK: Record<string, number> = { A_NORMAL: 0, B_WARNING: 1, C_DANGER: 2 };

describe('time-limit status on the waybill list (seed: ASSIGN 12 h, warning at 80 %)', () => {
  let toAssign: WaybillRow[];
  let overrideDistrict: string;
  beforeAll(async () => {
    toAssign = (await list(servicer, 'status=TO_ASSIGN&per_page=500')).list;
    expect(toAssign.length).toBeGreaterThanOrEqual(6);
    const ids = toAssign.map((r) => r.id);
    // everything fresh, then: two overdue (13 h), one warning (10 h ≥ 9.6 h)
    await t.app.db.update(orders).set({ statusChangedAt: new Date() }).where(inArray(orders.id, ids));
    await t.app.db.update(orders).set({ statusChangedAt: ago(13) }).where(inArray(orders.id, [ids[0], ids[1]]));
    await t.app.db.update(orders).set({ statusChangedAt: ago(10) }).where(eq(orders.id, ids[2]));
    // a district override (ASSIGN 1 h): an order there waiting 2 h is overdue, the same wait elsewhere is not
    const far = toAssign.slice(3).find((r) => r.end_district_code && r.end_district_code !== toAssign[0].end_district_code)!;
    overrideDistrict = far.end_district_code!;
    await t.app.db.insert(timeLimits).values({ companyId, areaCode: overrideDistrict, areaLevel: 'district', areaName: far.end_district, stageHours: { ASSIGN: 1 }, warningPercent: null });
    await t.app.db
      .update(orders)
      .set({ statusChangedAt: ago(2) })
      .where(and(eq(orders.companyId, companyId), eq(orders.status, 'TO_ASSIGN'), eq(orders.endDistrictCode, overrideDistrict)));
  });

  it('limitation_status filters by the status the rows show, overrides included', async () => {
    const all = (await list(servicer, 'status=TO_ASSIGN&per_page=500')).list;
    const byStatus = (s: string) => all.filter((r) => r.limitation_status_code === s);
    expect(byStatus('C_DANGER').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('B_WARNING').length).toBeGreaterThanOrEqual(1);
    expect(all.filter((r) => r.end_district_code === overrideDistrict).every((r) => r.limitation_status_code === 'C_DANGER')).toBe(true);
    for (const s of ['A_NORMAL', 'B_WARNING', 'C_DANGER']) {
      const filtered = await list(servicer, `status=TO_ASSIGN&per_page=500&limitation_status=${s}`);
      expect(filtered.total, s).toBe(byStatus(s).length);
      expect(filtered.list.every((r) => r.limitation_status_code === s), s).toBe(true);
    }
    const two = await list(servicer, 'status=TO_ASSIGN&per_page=500&limitation_status=B_WARNING,C_DANGER');
    expect(two.total).toBe(byStatus('B_WARNING').length + byStatus('C_DANGER').length);
    // combines with the area filter
    const there = await list(servicer, `status=TO_ASSIGN&limitation_status=A_NORMAL&end_area_code=${overrideDistrict}`);
    expect(there.total).toBe(0);
  });

  it('urgent_first=1: C_DANGER first, then B_WARNING, each the longest waiting first; pages do not overlap', async () => {
    const ranked = (await list(servicer, 'status=TO_ASSIGN&per_page=500&urgent_first=1')).list;
    const ranks = ranked.map((r) => RANK[r.limitation_status_code]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(ranked[0].limitation_status_code).toBe('C_DANGER');
    // the two 13 h orders wait longer than the 2 h override ones
    expect(ranked.slice(0, 2).map((r) => r.id).sort()).toEqual([toAssign[0].id, toAssign[1].id].sort());
    const p1 = (await list(servicer, 'status=TO_ASSIGN&per_page=3&urgent_first=1')).list;
    const p2 = (await list(servicer, 'status=TO_ASSIGN&per_page=3&page=2&urgent_first=1')).list;
    expect([...p1, ...p2].map((r) => r.id)).toEqual(ranked.slice(0, 6).map((r) => r.id));
  });

  it('the export takes the same filter', async () => {
    const res = await get(servicer, '/api/order/waybills/export?status=TO_ASSIGN&limitation_status=C_DANGER&columns=order_no');
    expect(res.statusCode).toBe(200);
  });

  it('another company: its own orders only, by its own limits', async () => {
    const mine = new Set((await list(servicer, 'status=TO_ASSIGN&per_page=500')).list.map((r) => r.id));
    const other = await list(servicer2, 'per_page=500&limitation_status=A_NORMAL,B_WARNING,C_DANGER&urgent_first=1');
    expect(other.list.some((r) => mine.has(r.id))).toBe(false);
    expect(other.total).toBe((await list(servicer2, 'per_page=500')).total);
  });

  it('bad params are a 400 naming the field', async () => {
    for (const [q, field] of [
      ['limitation_status=D_LATE', 'limitation_status'],
      ['limitation_status=A_NORMAL,X', 'limitation_status'],
      ['urgent_first=yes', 'urgent_first'],
    ]) {
      const res = await get(servicer, `/api/order/waybills/list?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toContain(field);
    }
  });
});

describe('GET /api/order/waybills/area-counts', () => {
  it('counts the filtered orders per district, most first; each count is what the area filter lists', async () => {
    const total = (await list(servicer, 'status=TO_ASSIGN&per_page=1')).total;
    const counts = await areaCounts(servicer, 'status=TO_ASSIGN');
    expect(counts.total).toBe(total);
    expect(counts.list.reduce((s, r) => s + r.count, 0)).toBe(total);
    const n = counts.list.map((r) => r.count);
    expect(n).toEqual([...n].sort((a, b) => b - a));
    for (const area of counts.list.slice(0, 3)) {
      expect(area.code).toMatch(/^\d{6}$/);
      expect(area.name).toBeTruthy();
      const there = await list(servicer, `status=TO_ASSIGN&per_page=500&end_area_code=${area.code}`);
      expect(there.total, area.code).toBe(area.count);
      expect(there.list.every((r) => r.end_district === area.name && r.end_city === area.city)).toBe(true);
    }
  });

  it('takes the list filters and other levels', async () => {
    const first = (await areaCounts(servicer, 'status=TO_ASSIGN')).list[0];
    const province = `${first.code.slice(0, 2)}0000`;
    const inProvince = await areaCounts(servicer, `status=TO_ASSIGN&end_area_code=${province}`);
    expect(inProvince.list.every((r) => r.code.startsWith(first.code.slice(0, 2)))).toBe(true);
    const provinces = await areaCounts(servicer, 'status=TO_ASSIGN&level=province');
    expect(provinces.list.every((r) => r.code.endsWith('0000') && r.province === '' && r.city === '')).toBe(true);
    expect(provinces.total).toBe((await areaCounts(servicer, 'status=TO_ASSIGN')).total);
    const danger = await areaCounts(servicer, 'status=TO_ASSIGN&limitation_status=C_DANGER');
    expect(danger.total).toBe((await list(servicer, 'status=TO_ASSIGN&limitation_status=C_DANGER')).total);
  });

  it("is company-scoped: servicer2 counts only its own orders; no token is a 401", async () => {
    const own = await areaCounts(servicer2, 'status=TO_ASSIGN');
    expect(own.total).toBe((await list(servicer2, 'status=TO_ASSIGN')).total);
    const all = await areaCounts(servicer2, '');
    expect(all.total).toBe((await list(servicer2, 'per_page=1')).total);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/waybills/area-counts' })).statusCode).toBe(401);
  });

  it('bad params are a 400 naming the field', async () => {
    for (const [q, field] of [
      ['level=street', 'level'],
      ['end_area_code=12', 'end_area_code'],
      ['status=FLYING', 'status'],
      ['limitation_status=LATE', 'limitation_status'],
      ['consignor_resource_id=0', 'consignor_resource_id'],
      ['created_from=2026-99-01', 'created_from'],
    ]) {
      const res = await get(servicer, `/api/order/waybills/area-counts?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toContain(field);
    }
  });
});
