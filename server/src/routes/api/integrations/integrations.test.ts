/**
 * Platform integrations (issue 22): credentials encrypted at rest and shown masked, an honest connection test, the
 * signed webhook (good and bad signatures, stale timestamps, replays, payload errors), push-back through the outbox
 * to a local receiver (down then up: delivered once; failing: backoff then dead; retry-now), and tenancy.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, OUTBOX_MAX_ATTEMPTS } from '../../../../../src/domain/integrations/outbox';
import { bannedAreas, integrationAccounts, integrationOrders, integrationOutbox, orders, products, resources } from '../../../db/schema';
import { decryptText, integrationKey, signBody, signatureMatches } from '../../../repositories/integrations/crypto';
import { IntegrationsRepository } from '../../../repositories/integrations/repository';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let servicer: Session;
let other: Session;
let companyId: number;
let consignorId: number;
let sku: string;
let worker: IntegrationsRepository;
const key = integrationKey({});
const stamp = Date.now() % 1_000_000;

const call = (who: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  [servicer, other] = [await t.login('servicer'), await t.login('servicer2')];
  companyId = servicer.body.data.user.company_id;
  const db = t.database.db;
  [{ id: consignorId }] = await db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'consignor'))).limit(1);
  [{ code: sku }] = await db.select({ code: products.code }).from(products).where(and(eq(products.companyId, companyId), eq(products.disabled, false))).limit(1);
  worker = new IntegrationsRepository(db, key);
});

const nowS = () => String(Math.floor(Date.now() / 1000));

async function account(platform = 'jdl') {
  const res = await call(servicer, 'GET', `/integrations/${platform}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { webhook_path: string; webhook_secret: string; credentials: Record<string, string> };
}

function order(ext: string, over: Record<string, unknown> = {}) {
  return {
    shop_id: '10023',
    external_order_id: ext,
    updated_at: '2026-11-27T01:00:00Z',
    receiver: { name: '张三', phone: '13912345678', province_code: '310000', city_code: '310100', district_code: '310101', address: '测试路1号' },
    items: [{ sku, quantity: 2 }],
    ...over,
  };
}

async function hook(body: unknown, opts: { secret?: string; ts?: string; path?: string; raw?: string } = {}) {
  const acct = await account();
  const raw = opts.raw ?? JSON.stringify(body);
  const ts = opts.ts ?? nowS();
  return t.app.inject({
    method: 'POST',
    url: opts.path ?? acct.webhook_path,
    headers: { ...ZH, 'content-type': 'application/json', 'x-lading-timestamp': ts, 'x-lading-signature': signBody(opts.secret ?? acct.webhook_secret, ts, raw) },
    payload: raw,
  });
}

const ordersOf = async (ext: string) => t.database.db.select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.clientOrderNo, `jdl:${ext}`)));

describe('credentials', () => {
  it('are stored encrypted, returned masked, and a blank field keeps the stored value', async () => {
    const save = await call(servicer, 'PUT', '/integrations/jdl', {
      shop_ids: '10023, 10024',
      consignor_resource_id: consignorId,
      push_url: '',
      enabled: true,
      credentials: { app_key: 'JDKEY-plain-123456', app_secret: 'super-secret-value-987' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const view = save.json().data;
    expect(view.shop_ids).toBe('10023,10024');
    expect(view.credentials).toMatchObject({ app_key: 'JD******56', app_secret: 'su******87', access_token: '' });
    expect(JSON.stringify(view)).not.toContain('super-secret-value-987');

    const [row] = await t.database.db.select().from(integrationAccounts).where(and(eq(integrationAccounts.companyId, companyId), eq(integrationAccounts.platform, 'jdl')));
    expect(row.credentialsEnc).not.toContain('super-secret');
    expect(row.credentialsEnc).not.toContain(Buffer.from('super-secret').toString('base64').slice(0, 12));
    expect(JSON.parse(decryptText(key, row.credentialsEnc))).toEqual({ app_key: 'JDKEY-plain-123456', app_secret: 'super-secret-value-987' });
    expect(() => decryptText(integrationKey({ INTEGRATION_KEY: 'ab'.repeat(32) }), row.credentialsEnc)).toThrow();

    // a save with the secret blank keeps it; a new access token is added
    const again = await call(servicer, 'PUT', '/integrations/jdl', { shop_ids: '10023', consignor_resource_id: consignorId, push_url: '', enabled: true, credentials: { app_secret: '', access_token: 'tok-abcdef-1' } });
    expect(again.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(integrationAccounts).where(eq(integrationAccounts.id, row.id));
    expect(JSON.parse(decryptText(key, after.credentialsEnc))).toEqual({ app_key: 'JDKEY-plain-123456', app_secret: 'super-secret-value-987', access_token: 'tok-abcdef-1' });

    // each save is audited before / after with the credentials masked; a secret rotation is audited without the secret
    const audit = async (action: string) => (await call(servicer, 'GET', `/system/audit/list?action=${action}&entity_type=integration`)).json().data.list as { entity_id: string; before: unknown; after: unknown }[];
    const [second, first] = await audit('integration.update');
    expect(first).toMatchObject({ entity_id: 'jdl', before: null, after: { shop_ids: '10023,10024', credentials: { app_key: 'JD******56', app_secret: 'su******87' } } });
    expect(second).toMatchObject({ before: { shop_ids: '10023,10024' }, after: { shop_ids: '10023', credentials: { access_token: 'to******-1' } } });
    const secretBefore = (await account()).webhook_secret;
    expect((await call(servicer, 'POST', '/integrations/jdl/rotate-secret')).statusCode).toBe(200);
    const [rotated] = await audit('integration.rotate');
    expect(rotated).toMatchObject({ entity_id: 'jdl', after: { webhook_secret: 'rotated' } });
    const logged = JSON.stringify(await audit('integration.'));
    for (const plain of ['super-secret-value-987', 'JDKEY-plain-123456', 'tok-abcdef-1', secretBefore, (await account()).webhook_secret]) expect(logged).not.toContain(plain);
  });

  it('refuses an unknown field, a bad push URL and another company’s consignor, writing nothing', async () => {
    const before = await account();
    const base = { shop_ids: '10023', consignor_resource_id: consignorId, push_url: '', enabled: true, credentials: {} };
    const unknown = await call(servicer, 'PUT', '/integrations/jdl', { ...base, credentials: { password: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('password');
    expect((await call(servicer, 'PUT', '/integrations/jdl', { ...base, push_url: 'ftp://x' })).statusCode).toBe(400);
    const otherCompany = other.body.data.user.company_id;
    const [foreign] = await t.database.db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, otherCompany), eq(resources.objectType, 'consignor'))).limit(1);
    expect((await call(servicer, 'PUT', '/integrations/jdl', { ...base, consignor_resource_id: foreign.id })).statusCode).toBe(400);
    expect(await account()).toEqual(before);
  });

  it('refuses to start in production without INTEGRATION_KEY, and a key of the wrong length', () => {
    expect(() => integrationKey({ NODE_ENV: 'production' })).toThrow(/INTEGRATION_KEY/);
    expect(() => integrationKey({ INTEGRATION_KEY: 'short' })).toThrow(/32 bytes/);
    expect(integrationKey({ NODE_ENV: 'production', INTEGRATION_KEY: 'ab'.repeat(32) })).toHaveLength(32);
  });

  it('tests the connection for real and reports the network error when the gateway cannot be reached', async () => {
    const res = await call(servicer, 'POST', '/integrations/jdl/test');
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.url).toBe('https://api.jdl.com');
    // this machine has no internet: the answer is the real failure, never a made-up success
    if (r.reachable) expect(r.status).toBeGreaterThan(0);
    else expect(r.error).toMatch(/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|TIMEOUT|fetch failed/);
  }, 20_000);
});

describe('the webhook', () => {
  it('creates an order for a signed message and ignores its replay', async () => {
    const ext = `JD-${stamp}-1`;
    const first = await hook(order(ext));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('created');
    const replay = await hook(order(ext));
    expect(replay.json().data).toEqual({ result: 'ignored', order_no: first.json().data.order_no });
    const rows = await ordersOf(ext);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endContact: '张三', status: 'TO_RECEIVE', consignorResourceId: consignorId });
  });

  it('applies a later update, and keeps the details once the order has left the editable statuses', async () => {
    const ext = `JD-${stamp}-2`;
    await hook(order(ext));
    const upd = await hook(order(ext, { updated_at: '2026-11-27T02:00:00Z', receiver: { ...order(ext).receiver, address: '新地址8号' } }));
    expect(upd.json().data.result).toBe('updated');
    expect((await ordersOf(ext))[0].endAddress).toBe('新地址8号');
    // an older message arriving late changes nothing
    const stale = await hook(order(ext, { updated_at: '2026-11-27T01:30:00Z', receiver: { ...order(ext).receiver, address: '旧地址' } }));
    expect(stale.json().data.result).toBe('ignored');
    expect((await ordersOf(ext))[0].endAddress).toBe('新地址8号');
    // out for delivery the order is no longer editable: a newer message is recorded, not applied
    const [o] = await ordersOf(ext);
    await t.database.db.update(orders).set({ status: 'TO_SIGN' }).where(eq(orders.id, o.id));
    const late = await hook(order(ext, { updated_at: '2026-11-27T03:00:00Z', receiver: { ...order(ext).receiver, address: '太晚了' } }));
    expect(late.json().data.result).toBe('kept');
    expect((await ordersOf(ext))[0].endAddress).toBe('新地址8号');
    expect((await hook(order(ext, { updated_at: '2026-11-27T03:00:00Z' }))).json().data.result).toBe('ignored');
  });

  it('refuses a bad signature, an unknown hook key and a stale timestamp with 401, writing nothing', async () => {
    const ext = `JD-${stamp}-3`;
    const bad = await hook(order(ext), { secret: 'not-the-secret' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBe('签名校验失败');
    const acct = await account();
    expect((await hook(order(ext), { path: acct.webhook_path.replace(/[0-9a-f]{32}$/, '0'.repeat(32)) })).statusCode).toBe(401);
    expect((await hook(order(ext), { ts: String(Math.floor(Date.now() / 1000) - 3600) })).statusCode).toBe(401);
    // the body altered after signing
    const raw = JSON.stringify(order(ext));
    const ts = nowS();
    const tampered = await t.app.inject({
      method: 'POST',
      url: acct.webhook_path,
      headers: { 'content-type': 'application/json', 'x-lading-timestamp': ts, 'x-lading-signature': signBody(acct.webhook_secret, ts, raw) },
      payload: raw.replace('张三', '李四'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await ordersOf(ext)).toHaveLength(0);
    expect(signatureMatches('s', '1', 'b', signBody('s', '1', 'b'))).toBe(true);
  });

  it('answers 400 naming the field of a bad payload, writing nothing', async () => {
    const ext = `JD-${stamp}-4`;
    const phone = await hook(order(ext, { receiver: { ...order(ext).receiver, phone: '12' } }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().msg).toContain('receiver.phone');
    const skuRes = await hook(order(ext, { items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }));
    expect(skuRes.statusCode).toBe(400);
    expect(skuRes.json().msg).toContain('items.0.sku');
    expect((await hook(order(ext, { shop_id: '999' }))).statusCode).toBe(400);
    expect((await hook(null, { raw: '{not json' })).statusCode).toBe(400);
    expect((await hook(order(ext, { extra: 1 }))).statusCode).toBe(400);
    expect(await ordersOf(ext)).toHaveLength(0);
  });

  it('refuses an end address in a blind area of the bound consignor, as the order form and the import do, creating or updating nothing', async () => {
    const db = t.database.db;
    // a blind area of this consignor only, in a district the other webhook tests do not deliver to
    const [ban] = await db
      .insert(bannedAreas)
      .values({ companyId, provinceCode: '310000', cityCode: '310100', districtCode: '310104', consignorId, keywords: ['封控'] })
      .returning({ id: bannedAreas.id });
    try {
      const ext = `JD-${stamp}-5`;
      const inArea = { ...order(ext).receiver, district_code: '310104', address: '封控小区3号' };
      const refused = await hook(order(ext, { receiver: inArea }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('该地区暂不收货');
      expect(await ordersOf(ext)).toHaveLength(0);
      // the same district without the keyword is delivered to; moving that order into the blind area is refused
      expect((await hook(order(ext, { receiver: { ...inArea, address: '正常路5号' } }))).json().data.result).toBe('created');
      const moved = await hook(order(ext, { updated_at: '2026-11-27T02:00:00Z', receiver: inArea }));
      expect(moved.statusCode).toBe(400);
      expect((await ordersOf(ext))[0].endAddress).toBe('正常路5号');
    } finally {
      await db.delete(bannedAreas).where(eq(bannedAreas.id, ban.id));
    }
  });
});

/** a local receiver: records each verified delivery; `fail` answers 500 */
function receiver(secret: () => string) {
  const got: Record<string, unknown>[] = [];
  let fail = false;
  let server: Server | null = null;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const ok = signatureMatches(secret(), String(req.headers['x-lading-timestamp']), raw, String(req.headers['x-lading-signature']));
      if (fail || !ok) {
        res.writeHead(fail ? 500 : 401).end('no');
        return;
      }
      got.push(JSON.parse(raw) as Record<string, unknown>);
      res.writeHead(200).end('ok');
    });
  };
  return {
    got,
    setFail: (v: boolean) => (fail = v),
    /** a free port nobody listens on yet */
    async reserve(): Promise<number> {
      const s = createServer();
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      const port = (s.address() as AddressInfo).port;
      await new Promise((r) => s.close(r));
      return port;
    },
    async up(port: number) {
      server = createServer(handle);
      await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    },
    async down() {
      if (server) await new Promise((r) => server!.close(r));
      server = null;
    },
  };
}

describe('push-back', () => {
  let secret = '';
  const rx = receiver(() => secret);
  afterAll(() => rx.down());

  const outboxOf = async (orderId: number) => t.database.db.select().from(integrationOutbox).where(eq(integrationOutbox.orderId, orderId)).orderBy(integrationOutbox.id);

  it('queues a status change in the same transaction, delivers once the receiver is up, exactly once', async () => {
    const port = await rx.reserve();
    const save = await call(servicer, 'PUT', '/integrations/jdl', { shop_ids: '10023', consignor_resource_id: consignorId, push_url: `http://127.0.0.1:${port}/push`, enabled: true, credentials: {} });
    expect(save.statusCode).toBe(200);
    secret = save.json().data.webhook_secret;
    const ext = `JD-${stamp}-5`;
    const created = await hook(order(ext));
    const no = created.json().data.order_no as string;
    // a real order action changes the status: the trigger queues the push-back
    const act = await call(servicer, 'POST', `/order/orders/${no}/actions/receive`, {});
    expect(act.statusCode, act.body).toBe(200);
    const [o] = await ordersOf(ext);
    let rows = await outboxOf(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'pending', attempts: 0, status: 'RECEIVED', externalOrderId: ext });

    // the receiver is down: the attempt fails with the real error and waits out the backoff
    const now = new Date();
    await worker.deliverDue(now);
    rows = await outboxOf(o.id);
    expect(rows[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(rows[0].lastError).toMatch(/ECONNREFUSED/);
    expect(rows[0].nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    await worker.deliverDue(new Date(now.getTime() + 1000));
    expect((await outboxOf(o.id))[0].attempts).toBe(1);

    // up again: delivered once, and never again
    await rx.up(port);
    await worker.deliverDue(new Date(now.getTime() + backoffMs(1) + 1000));
    await worker.deliverDue(new Date(now.getTime() + backoffMs(1) + 2000));
    rows = await outboxOf(o.id);
    expect(rows[0]).toMatchObject({ state: 'delivered', attempts: 2, lastError: '' });
    const mine = rx.got.filter((g) => g.external_order_id === ext);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event_id: rows[0].id, order_no: no, from_status: 'TO_RECEIVE', status: 'RECEIVED', platform: 'jdl' });

    // the log lists it; another company sees nothing of it
    const log = await call(servicer, 'GET', '/integrations/jdl/outbox?state=delivered');
    expect(log.json().data.list.some((r: { id: number }) => r.id === rows[0].id)).toBe(true);
    expect((await call(other, 'GET', '/integrations/jdl/outbox')).json().data.total).toBe(0);
  });

  it('backs off on failures, goes dead after the last attempt, and retry-now revives it', async () => {
    rx.setFail(true);
    const ext = `JD-${stamp}-6`;
    const no = (await hook(order(ext))).json().data.order_no as string;
    await call(servicer, 'POST', `/order/orders/${no}/actions/receive`, {});
    const [o] = await ordersOf(ext);
    let at = Date.now();
    for (let i = 1; i <= OUTBOX_MAX_ATTEMPTS; i++) {
      await worker.deliverDue(new Date(at));
      const [row] = await outboxOf(o.id);
      expect(row.attempts).toBe(i);
      expect(row.lastError).toMatch(/^HTTP 500/);
      expect(row.state).toBe(i < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'dead');
      at += backoffMs(i) + 1000;
    }
    const [dead] = await outboxOf(o.id);
    // another company cannot retry it
    expect((await call(other, 'POST', `/integrations/outbox/${dead.id}/retry`)).statusCode).toBe(404);
    rx.setFail(false);
    expect((await call(servicer, 'POST', `/integrations/outbox/${dead.id}/retry`)).statusCode).toBe(200);
    expect((await outboxOf(o.id))[0]).toMatchObject({ state: 'pending', attempts: 0 });
    await worker.deliverDue(new Date());
    expect((await outboxOf(o.id))[0].state).toBe('delivered');
    expect((await call(servicer, 'POST', `/integrations/outbox/${dead.id}/retry`)).statusCode).toBe(400);
  });

  it('claims a row for one worker at a time (a leased row is not claimed twice)', async () => {
    const ext = `JD-${stamp}-7`;
    const no = (await hook(order(ext))).json().data.order_no as string;
    await call(servicer, 'POST', `/order/orders/${no}/actions/receive`, {});
    const { claimDue } = await import('../../../repositories/integrations/outbox');
    const now = new Date();
    const [a, b] = await Promise.all([claimDue(t.database.db, now), claimDue(t.database.db, now)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [o] = await ordersOf(ext);
    const [row] = await outboxOf(o.id);
    expect(ids).toContain(row.id);
    expect(row.attempts).toBe(1);
  });

  it('queues nothing for an order no platform brought', async () => {
    const [plain] = await t.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.companyId, companyId), like(orders.orderNo, '2%'))).limit(1);
    const linked = await t.database.db.select({ n: count() }).from(integrationOrders).where(eq(integrationOrders.orderId, plain.id));
    expect(linked[0].n).toBe(0);
    await t.database.db.update(orders).set({ status: 'ARCHIVED' }).where(eq(orders.id, plain.id));
    expect(await outboxOf(plain.id)).toHaveLength(0);
  });
});
