import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORTER_POSITION_EVENT } from '../../../../../src/domain/transporter-map';
import { orders, transporterPositions, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { sessionSocket } from '../../../test-sockets';

const EN = { 'accept-language': 'en' };

const t = withTestApp();
let base: string;
let servicer: Session;
let servicer2: Session;
let driver: Session;
let delivery: Session;
let consignor: Session;
/** a driver account bound to the second servicer (another company's transporter) */
let foreignDriverId: number;
const open: Socket[] = [];

const userOf = (s: Session) => s.body.data.user as { id: number; company_id: number };

beforeAll(async () => {
  base = await t.listen();
  [servicer, servicer2, driver, delivery, consignor] = await Promise.all([
    t.login('servicer'),
    t.login('servicer2'),
    t.login('driver'),
    t.login('delivery'),
    t.login('consignor'),
  ]);
  const s2 = userOf(servicer2).company_id;
  const [row] = await t.database.db
    .insert(users)
    .values({ companyId: s2, username: 'far-driver', passwordHash: await hashPassword('far-driver-1'), nickname: '远方司机', phone: '13911112222', appCodes: ['PAI'], mainType: 'driver', servicerId: s2 })
    .returning({ id: users.id });
  foreignDriverId = row.id;
  await t.app.transporterPositions.insertRaw([
    { companyId: s2, servicerId: s2, userId: foreignDriverId, resourceId: null, lat: 30.6, lng: 104.06, recordedAt: new Date(Date.now() - 60_000), receivedAt: new Date(Date.now() - 60_000) },
  ]);
});
afterEach(() => {
  open.splice(0).forEach((s) => s.disconnect());
});

/** moves the user's stored positions back in time so the next report is not throttled */
async function unthrottle(userId: number) {
  await t.database.db
    .update(transporterPositions)
    .set({ receivedAt: sql`${transporterPositions.receivedAt} - interval '1 minute'` })
    .where(eq(transporterPositions.userId, userId));
}

const report = (s: Session, payload: Record<string, unknown>, headers: Record<string, string> = ZH) =>
  t.app.inject({ method: 'POST', url: '/api/map/positions', headers: { ...s.headers, ...headers }, payload });

const here = (extra: Record<string, unknown> = {}) => ({ lat: 31.2, lng: 121.5, accuracy: 8, recorded_at: new Date().toISOString(), ...extra });

const list = async (s: Session) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/map/transporters', headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.list as { id: number; name: string; phone: string; position: { lat: number; lng: number; recorded_at: string } | null; online: boolean; orders_under_way: number; resource_id: number | null }[];
};

describe('POST /api/map/positions', () => {
  it('only driver and delivery accounts report (403 with a message, in zh and en)', async () => {
    const zh = await report(servicer, here());
    expect(zh.statusCode).toBe(403);
    expect(zh.json().msg).toBe('仅司机或配送员账号可以上报位置');
    const en = await report(consignor, here(), EN);
    expect(en.statusCode).toBe(403);
    expect(en.json().msg).toBe('Only driver and delivery accounts can report a position');
    // the role is decided before the body: a bad body from a dispatcher is still a 403
    expect((await report(servicer, { lat: 'x' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/map/positions', headers: ZH, payload: here() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the body with messages naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [here({ lat: 91 }), 'lat：不能大于90', 'lat: must be at most 90'],
      [here({ lng: -181 }), 'lng：不能小于-180', 'lng: must be at least -180'],
      [{ lat: 31, recorded_at: new Date().toISOString() }, 'lng：必填', 'lng: required'],
      [here({ recorded_at: 'yesterday' }), 'recorded_at：格式不正确', 'recorded_at: has an invalid format'],
      [here({ recorded_at: new Date(Date.now() + 10 * 60_000).toISOString() }), 'recorded_at：不能晚于当前时间5分钟以上', 'recorded_at: must not be more than 5 minutes in the future'],
    ];
    for (const [payload, zh, en] of cases) {
      const a = await report(driver, payload);
      expect(a.statusCode, JSON.stringify(payload)).toBe(400);
      expect(a.json().msg).toBe(zh);
      const b = await report(driver, payload, EN);
      expect(b.statusCode).toBe(400);
      expect(b.json().msg).toBe(en);
    }
    // a device clock a little ahead is fine
    await unthrottle(userOf(delivery).id);
    const ahead = await report(delivery, here({ recorded_at: new Date(Date.now() + 2 * 60_000).toISOString() }));
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().data.stored).toBe(true);
  });

  it('stores one position per 10 s per user; later ones are ok but not stored, and say so', async () => {
    const id = userOf(driver).id;
    await unthrottle(id);
    const first = await report(driver, here({ lat: 31.21, lng: 121.51 }));
    expect(first.json()).toMatchObject({ code: '0', data: { stored: true, reason: null } });
    const second = await report(driver, here({ lat: 31.22, lng: 121.52 }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ stored: false, reason: 'throttled', message: '上报过于频繁，本次位置未保存', id: null });
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(transporterPositions)
      .where(and(eq(transporterPositions.userId, id), eq(transporterPositions.lat, 31.22)));
    expect(Number(n)).toBe(0);
    // another user is not throttled by this one
    await unthrottle(userOf(delivery).id);
    expect((await report(delivery, here())).json().data.stored).toBe(true);
  });
});

describe('GET /api/map/transporters', () => {
  it("lists the servicer's bound drivers and delivery accounts with their latest position, never another company's", async () => {
    await unthrottle(userOf(driver).id);
    await report(driver, here({ lat: 31.25, lng: 121.45 }));
    const rows = await list(servicer);
    const mine = rows.find((r) => r.id === userOf(driver).id)!;
    expect(mine).toMatchObject({ name: '王建国', phone: '13700001111', online: true, position: { lat: 31.25, lng: 121.45 } });
    expect(mine.resource_id).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === userOf(delivery).id)).toBe(true);
    expect(rows.some((r) => r.id === foreignDriverId)).toBe(false);
    // orders under way: the TO_SIGN orders of the servicer assigned to the driver's resource
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.companyId, userOf(servicer).company_id), eq(orders.deliveryResourceId, mine.resource_id!), eq(orders.status, 'TO_SIGN'), isNull(orders.deletedAt)));
    expect(mine.orders_under_way).toBe(Number(n));

    const theirs = await list(servicer2);
    expect(theirs.map((r) => r.id)).toEqual([foreignDriverId]);
    // a driver sees only the accounts of its own company (itself)
    expect((await list(driver)).map((r) => r.id)).toEqual([userOf(driver).id]);
  });

  it('a stale position is not online; consignors may not look', async () => {
    const id = userOf(delivery).id;
    await t.database.db
      .update(transporterPositions)
      .set({ recordedAt: sql`${transporterPositions.recordedAt} - interval '1 hour'` })
      .where(eq(transporterPositions.userId, id));
    expect((await list(servicer)).find((r) => r.id === id)!.online).toBe(false);
    const refused = await t.app.inject({ method: 'GET', url: '/api/map/transporters', headers: consignor.headers });
    expect(refused.statusCode).toBe(403);
  });

  it("/transporters/{id} gives today's trail and the latest; another company's id is a 404", async () => {
    const id = userOf(driver).id;
    const res = await t.app.inject({ method: 'GET', url: `/api/map/transporters/${id}`, headers: servicer.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.transporter.id).toBe(id);
    expect(data.trail.length).toBeGreaterThanOrEqual(2);
    const times = data.trail.map((p: { recorded_at: string }) => Date.parse(p.recorded_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((ms: number) => ms >= Date.parse(data.since))).toBe(true);
    expect(data.trail.at(-1).recorded_at).toBe(data.transporter.position.recorded_at);

    const foreign = await t.app.inject({ method: 'GET', url: `/api/map/transporters/${foreignDriverId}`, headers: { ...servicer.headers, ...EN } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('not found');
    const notATransporter = await t.app.inject({ method: 'GET', url: `/api/map/transporters/${userOf(servicer).id}`, headers: servicer.headers });
    expect(notATransporter.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/map/transporters/abc', headers: servicer.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe("socket 'transporter:position'", () => {
  const socketOf = (s: Session) => sessionSocket(base, s, open);
  const next = (socket: Socket, ms = 3000) =>
    new Promise<Record<string, unknown> | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      socket.once(TRANSPORTER_POSITION_EVENT, (payload: Record<string, unknown>) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  it("reaches the driver's servicer after a stored position, not another company, and not for a throttled one", async () => {
    const [mine, theirs] = await Promise.all([socketOf(servicer), socketOf(servicer2)]);
    await unthrottle(userOf(driver).id);
    const got = next(mine);
    const quiet = next(theirs, 600);
    await report(driver, here({ lat: 31.3, lng: 121.6 }));
    expect(await got).toMatchObject({ user_id: userOf(driver).id, lat: 31.3, lng: 121.6, name: '王建国' });
    expect(await quiet).toBeNull();

    const none = next(mine, 600);
    expect((await report(driver, here({ lat: 31.31 }))).json().data.stored).toBe(false);
    expect(await none).toBeNull();
  });
});

describe('pruning', () => {
  it('drops positions received more than 7 days ago', async () => {
    const s2 = userOf(servicer2).company_id;
    const old = new Date(Date.now() - 8 * 86_400_000);
    await t.app.transporterPositions.insertRaw([{ companyId: s2, servicerId: s2, userId: foreignDriverId, resourceId: null, lat: 1, lng: 1, recordedAt: old, receivedAt: old }]);
    expect(await t.app.transporterPositions.prune()).toBeGreaterThanOrEqual(1);
    const [{ n }] = await t.database.db.select({ n: count() }).from(transporterPositions).where(eq(transporterPositions.lat, 1));
    expect(Number(n)).toBe(0);
  });
});
