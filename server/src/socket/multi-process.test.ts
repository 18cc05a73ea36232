/**
 * Two server processes over one real PostgreSQL (only with TEST_DATABASE_URL, i.e. scripts/with-postgres.sh):
 * a delivery user's socket on process A receives the notification that a servicer's request to process B
 * created, through @socket.io/postgres-adapter; a device connected to process A is shown connected by process B's
 * device list, and disconnected once it goes; a logout at one process ends the session at the other at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type DeviceSyncRow, type RealtimeNotification } from '../../../src/domain/device-sync';
import { postgresHandle, type DatabaseHandle } from '../db/client';
import { orders, users } from '../db/schema';
import { DEMO_PASSWORDS, PG_TEMPLATE_DB, ZH } from '../test-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');

let dbName = '';
let dbUrl = '';
let database: DatabaseHandle;
let dataDir = '';
const processes: ChildProcess[] = [];
const bases: string[] = [];
let socket: Socket | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(port: number, env: Record<string, string> = { WEB_CONCURRENCY: '1' }): Promise<string> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: 'multi-process-test-secret', LOG_LEVEL: 'warn', DIST_DIR: path.join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`${base}/api/map/help/system_info`);
      if (res.status < 500) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start: ${output}`);
}

async function login(base: string, username: 'delivery' | 'servicer'): Promise<{ token: string; refreshToken: string; id: number }> {
  const res = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ZH },
    body: JSON.stringify({ username, password: DEMO_PASSWORDS[username], app_code: username === 'delivery' ? 'PAI' : 'BANG' }),
  });
  const body = (await res.json()) as { data: { token: string; refresh_token: string; user: { id: number } } };
  return { token: body.data.token, refreshToken: body.data.refresh_token, id: body.data.user.id };
}

describe.skipIf(!adminUrl)('two server processes over PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `lading_mp_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgresHandle(adminUrl!);
    try {
      await admin.db.execute(sql.raw(`CREATE DATABASE ${dbName} TEMPLATE ${PG_TEMPLATE_DB}`));
    } finally {
      await admin.close();
    }
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    database = postgresHandle(dbUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'lading-mp-'));
    const [a, b] = await Promise.all([freePort(), freePort()]);
    bases.push(...(await Promise.all([startServer(a), startServer(b)])));
  }, 120_000);

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            p.once('exit', () => resolve());
            p.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = postgresHandle(adminUrl!);
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
      await admin.close();
    }
  }, 30_000);

  it('a socket on process A receives the notification a request to process B created', async () => {
    const [processA, processB] = bases;
    const delivery = await login(processA, 'delivery');
    const servicer = await login(processB, 'servicer');
    const [deliveryRow] = await database.db.select().from(users).where(eq(users.username, 'delivery'));
    const [consignorRow] = await database.db.select().from(users).where(eq(users.username, 'consignor'));
    const [order] = await database.db
      .insert(orders)
      .values({
        companyId: deliveryRow.servicerId!,
        orderNo: `27${String(Date.now()).slice(-10)}`,
        appCode: 'BANG',
        status: 'TO_ASSIGN',
        consignorResourceId: consignorRow.resourceId!,
        createVariant: 'pre-order',
        endContact: '张三',
        endTel: '13800001111',
        endAddress: '人民路1号',
      })
      .returning();

    socket = connect(processA, { path: '/socket.io', auth: { token: delivery.token, user_id: delivery.id }, transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const received: RealtimeNotification[] = [];
    socket.on('notify', (n: RealtimeNotification) => received.push(n));
    // the adapter's LISTEN is set up asynchronously on start; give it a moment
    await new Promise((r) => setTimeout(r, 500));

    const res = await fetch(`${processB}/api/order/orders/${order.orderNo}/actions/assign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': servicer.token, ...ZH },
      body: JSON.stringify({ delivery_resource_id: deliveryRow.resourceId }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const deadline = Date.now() + 5000;
    while (!received.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    expect(received[0].message).toContain(order.orderNo);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(1);
  }, 30_000);

  it('a device with a tab on each process stays connected until its last tab goes, whichever process is asked', async () => {
    const [processA, processB] = bases;
    const delivery = await login(processA, 'delivery');
    const tab = async (base: string) => {
      const s = connect(base, { path: '/socket.io', auth: { token: delivery.token, user_id: delivery.id }, transports: ['websocket'], forceNew: true, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      s.emit(SOCKET_EVENTS.syncStatus, { device_id: 'mp-tablet', pending: 2, failed: 0, oldest_at: null });
      return s;
    };
    const onA = await tab(processA);
    const onB = await tab(processB);
    const device = async (base: string) => {
      const res = await fetch(`${base}/api/sync/devices`, { headers: { 'x-token': delivery.token, ...ZH } });
      const body = (await res.json()) as { data: { list: DeviceSyncRow[] } };
      return body.data.list.find((r) => r.device_id === 'mp-tablet');
    };
    await expect.poll(() => device(processB), { timeout: 5000 }).toMatchObject({ pending: 2, connected: true });
    // the tab on A goes: A stores the device offline, but its other tab is still on B
    onA.disconnect();
    await new Promise((r) => setTimeout(r, 500));
    expect((await device(processA))?.connected).toBe(true);
    expect((await device(processB))?.connected).toBe(true);
    onB.disconnect();
    await expect.poll(async () => (await device(processA))?.connected, { timeout: 5000 }).toBe(false);
  }, 30_000);

  it('a logout at process B ends the session at process A at once: its token is refused and its socket closed', async () => {
    const [processA, processB] = bases;
    const delivery = await login(processA, 'delivery');
    const me = async (base: string) => (await fetch(`${base}/api/user/users/getUserByToken`, { headers: { 'x-token': delivery.token, ...ZH } })).status;
    const tab = connect(processA, { path: '/socket.io', auth: { token: delivery.token, user_id: delivery.id }, transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      tab.once('connect', () => resolve());
      tab.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    expect(await me(processB)).toBe(200);
    await new Promise((r) => setTimeout(r, 500));

    const out = await fetch(`${processB}/api/login/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'refresh-token': delivery.refreshToken, ...ZH },
      body: JSON.stringify({ refresh_token: delivery.refreshToken }),
    });
    expect(out.status).toBe(200);
    // at once: A reads the session from the database (not from a cache the change feed would reach a moment later)
    expect(await me(processA)).toBe(401);
    expect(await me(processB)).toBe(401);
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 5000))])).toBe('io server disconnect');
  }, 30_000);

  it('WEB_CONCURRENCY=2 on one port: long-polling sockets keep their session on one worker (sticky), and get live notices', async () => {
    const base = await startServer(await freePort(), { WEB_CONCURRENCY: '2' });
    const delivery = await login(base, 'delivery');
    const servicer = await login(base, 'servicer');
    // polling only, and a new TCP connection for every request (agent: false), as through a proxy: the primary
    // must route each request of a session to the worker holding it, or the worker answers 'Session ID unknown'
    const polling = () =>
      connect(base, { path: '/socket.io', auth: { token: delivery.token, user_id: delivery.id }, transports: ['polling'], agent: false, forceNew: true, reconnection: false } as never);
    // many at once: each handshake's next request races the primary learning the new session (sticky-sid.ts)
    const tabs = Array.from({ length: 12 }, polling);
    try {
      await Promise.all(
        tabs.map(
          (t) =>
            new Promise<void>((resolve, reject) => {
              t.once('connect', () => resolve());
              t.once('connect_error', (e) => reject(new Error(`polling socket refused: ${e.message}`)));
            }),
        ),
      );
      const received = tabs.map(() => [] as RealtimeNotification[]);
      tabs.forEach((t, i) => t.on('notify', (n: RealtimeNotification) => received[i].push(n)));
      await new Promise((r) => setTimeout(r, 500));
      const [deliveryRow] = await database.db.select().from(users).where(eq(users.username, 'delivery'));
      const [consignorRow] = await database.db.select().from(users).where(eq(users.username, 'consignor'));
      const [order] = await database.db
        .insert(orders)
        .values({ companyId: deliveryRow.servicerId!, orderNo: `28${String(Date.now()).slice(-10)}`, appCode: 'BANG', status: 'TO_ASSIGN', consignorResourceId: consignorRow.resourceId!, createVariant: 'pre-order', endContact: '李四', endTel: '13800002222', endAddress: '人民路2号' })
        .returning();
      const res = await fetch(`${base}/api/order/orders/${order.orderNo}/actions/assign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': servicer.token, ...ZH },
        body: JSON.stringify({ delivery_resource_id: deliveryRow.resourceId }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      // every tab gets the notice once, over polling, whichever worker holds it and whichever answered the request
      await expect.poll(() => received.map((r) => r.length), { timeout: 10_000 }).toEqual(tabs.map(() => 1));
      for (const r of received) expect(r[0].message).toContain(order.orderNo);
      expect(tabs.every((t) => t.connected && t.io.engine.transport.name === 'polling')).toBe(true);

      // the API keeps its connection (only socket.io's requests close theirs): two calls over one kept connection
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = (url: string) =>
        new Promise<{ status: number; headers: http.IncomingHttpHeaders; socket: unknown }>((resolve, reject) => {
          const req = http.get(`${base}${url}`, { agent, headers: { 'x-token': servicer.token } }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, socket: req.socket }));
          });
          req.on('error', reject);
        });
      const first = await get('/api/user/users/getUserByToken');
      const second = await get('/api/user/users/getUserByToken');
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.headers.connection).not.toBe('close');
      expect(second.socket).toBe(first.socket);
      // a polling request for a session this connection's worker may not hold is sent again on a new connection,
      // once: the repeat (_sticky=1) gets engine.io's own answer for an unknown session, never another redirect
      const unknown = '/socket.io/?EIO=4&transport=polling&sid=AAAAAAAAAAAAAAAAAAAA';
      const sent = await get(unknown);
      expect(sent.status).toBe(307);
      expect(sent.headers.location).toBe(`${unknown}&_sticky=1`);
      expect(sent.headers.connection).toBe('close');
      const again = await get(sent.headers.location!);
      expect(again.status).toBe(400);
      agent.destroy();
    } finally {
      for (const t of tabs) t.disconnect();
    }
  }, 90_000);
});
