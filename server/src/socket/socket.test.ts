import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../src/domain/device-sync';
import { users } from '../db/schema';
import { createTestApp, ZH, type Session, type TestApp } from '../test-helpers';

let t: TestApp;
let base: string;
let servicer: Session;
let servicer2: Session;
let consignor: Session;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  [servicer, servicer2, consignor] = await Promise.all([t.login('servicer'), t.login('servicer2'), t.login('consignor')]);
});
afterEach(() => {
  open.splice(0).forEach((s) => s.disconnect());
});
afterAll(async () => {
  await t.close();
});

const userOf = (s: Session) => s.body.data.user;

function socketFor(auth: Record<string, unknown> | undefined, options: { query?: Record<string, string>; transports?: string[] } = {}): Socket {
  const socket = connect(base, {
    path: '/socket.io',
    auth,
    query: options.query,
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: ZH,
  });
  open.push(socket);
  return socket;
}

const sessionSocket = (s: Session) => socketFor({ token: s.token, user_id: userOf(s).id });

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
}

function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (e) => resolve(e.message));
  });
}

function next<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** resolves true when the event does not come within ms */
function silence(socket: Socket, event: string, ms = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const onEvent = () => resolve(false);
    socket.once(event, onEvent);
    setTimeout(() => {
      socket.off(event, onEvent);
      resolve(true);
    }, ms);
  });
}

async function devices(s: Session, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/sync/devices${query}`, headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Record<string, unknown>[]; total: number };
}

describe('socket handshake', () => {
  it('refuses a connection without a token, with a bad token or with another user id', async () => {
    expect(await refusal(socketFor(undefined))).toBe('unauthorized');
    expect(await refusal(socketFor({ token: 'garbage', user_id: userOf(servicer).id }))).toBe('unauthorized');
    expect(await refusal(socketFor({ token: servicer.token }))).toBe('unauthorized');
    expect(await refusal(socketFor({ token: servicer.token, user_id: userOf(servicer2).id }))).toBe('unauthorized');
  });

  it('refuses a disabled account even with a valid token', async () => {
    const session = await t.login('executor');
    const id = userOf(session).id;
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, id));
    try {
      expect(await refusal(sessionSocket(session))).toBe('unauthorized');
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, id));
    }
  });

  it('answers unavailable, not unauthorized, when the session check itself fails', async () => {
    const gate = t.app.users.accountGate.bind(t.app.users);
    t.app.users.accountGate = () => Promise.reject(new Error('database away'));
    try {
      expect(await refusal(sessionSocket(servicer))).toBe('unavailable');
    } finally {
      t.app.users.accountGate = gate;
    }
    // the same token connects once the check works again: nothing was wrong with it
    await connected(sessionSocket(servicer));
  });

  it('accepts the token and user id in the query for polling', async () => {
    const socket = socketFor(undefined, {
      query: { token: servicer.token, user_id: String(userOf(servicer).id) },
      transports: ['polling'],
    });
    await connected(socket);
  });
});

describe('rooms and app.realtime', () => {
  it('reaches a user and a company, never another company', async () => {
    const mine = sessionSocket(servicer);
    const other = sessionSocket(servicer2);
    await Promise.all([connected(mine), connected(other)]);

    const toUser = next(mine, 'hello');
    const otherQuiet = silence(other, 'hello');
    t.app.realtime.toUser(userOf(servicer).id, 'hello', { to: 'user' });
    expect(await toUser).toEqual({ to: 'user' });
    expect(await otherQuiet).toBe(true);

    const toCompany = next(mine, 'hello');
    const otherQuiet2 = silence(other, 'hello');
    t.app.realtime.toCompany(userOf(servicer).company_id, 'hello', { to: 'company' });
    expect(await toCompany).toEqual({ to: 'company' });
    expect(await otherQuiet2).toBe(true);
  });
});

describe('notify_test', () => {
  it('answers the asking client with a system notification of the spec shape', async () => {
    const socket = sessionSocket(servicer);
    const bystander = sessionSocket(servicer);
    await Promise.all([connected(socket), connected(bystander)]);
    const answer = next<Record<string, unknown>>(socket, SOCKET_EVENTS.notify);
    const quiet = silence(bystander, SOCKET_EVENTS.notify);
    socket.emit(SOCKET_EVENTS.notifyTest);
    const n = await answer;
    expect(n).toMatchObject({
      title: '测试通知',
      type: 'system',
      data: { route: '', file_url: '' },
      extra: { route: '', file_url: '', web_actions: [] },
    });
    expect(typeof n.id).toBe('number');
    expect(typeof n.message).toBe('string');
    expect(n.meta).toMatchObject({ idempotency_key: expect.any(String), ts: expect.any(Number) });
    expect(await quiet).toBe(true);
  });
});

describe('sync:status reports', () => {
  it('stores the latest report per device, lists it for the company and announces the change', async () => {
    const dispatcher = sessionSocket(servicer);
    const stranger = sessionSocket(servicer2);
    const phone = sessionSocket(servicer);
    await Promise.all([connected(dispatcher), connected(stranger), connected(phone)]);
    const changed = next(dispatcher, SOCKET_EVENTS.devicesChanged);
    const strangerQuiet = silence(stranger, SOCKET_EVENTS.devicesChanged, 800);
    const oldest = new Date(Date.now() - 2 * 3600_000).toISOString();
    phone.emit(SOCKET_EVENTS.syncStatus, { device_id: 'phone-1', pending: 3, failed: 1, oldest_at: oldest, app_version: '1.2.3' });
    await changed;
    expect(await strangerQuiet).toBe(true);

    const { list } = await devices(servicer);
    const row = list.find((r) => r.device_id === 'phone-1');
    expect(row).toMatchObject({
      user_id: userOf(servicer).id,
      username: 'servicer',
      pending: 3,
      failed: 1,
      oldest_at: oldest,
      app_version: '1.2.3',
      connected: true,
    });
    expect(typeof row?.user_name).toBe('string');
    expect(row?.last_seen_at).toEqual(expect.any(String));

    // the next report replaces it
    phone.emit(SOCKET_EVENTS.syncStatus, { device_id: 'phone-1', pending: 0, failed: 0, oldest_at: null });
    await expect.poll(async () => (await devices(servicer)).list.find((r) => r.device_id === 'phone-1')?.pending).toBe(0);
    expect((await devices(servicer)).list.filter((r) => r.device_id === 'phone-1')).toHaveLength(1);
    expect((await devices(servicer, '?only_unsynced=1')).list.some((r) => r.device_id === 'phone-1')).toBe(false);

    // another company never sees it
    expect((await devices(servicer2)).list.some((r) => r.device_id === 'phone-1')).toBe(false);
  });

  it('ignores invalid reports and keeps the socket', async () => {
    const socket = sessionSocket(servicer);
    await connected(socket);
    for (const bad of [null, 'x', { device_id: '' }, { device_id: 'x'.repeat(65), pending: 1, failed: 0, oldest_at: null }, { device_id: 'bad-1', pending: -1, failed: 0, oldest_at: null }, { device_id: 'bad-2', pending: 1, failed: 0, oldest_at: 'yesterday' }]) {
      socket.emit(SOCKET_EVENTS.syncStatus, bad);
    }
    const answer = next(socket, SOCKET_EVENTS.notify);
    socket.emit(SOCKET_EVENTS.notifyTest);
    await answer;
    expect(socket.connected).toBe(true);
    const { list } = await devices(servicer);
    expect(list.some((r) => String(r.device_id).startsWith('bad-') || String(r.device_id).startsWith('xxx'))).toBe(false);
  });

  it('sorts by unsent work, filters to devices with unsent work, and marks a device offline when it goes', async () => {
    const a = sessionSocket(servicer);
    const b = sessionSocket(servicer);
    await Promise.all([connected(a), connected(b)]);
    a.emit(SOCKET_EVENTS.syncStatus, { device_id: 'sort-a', pending: 2, failed: 0, oldest_at: new Date(Date.now() - 60_000).toISOString() });
    b.emit(SOCKET_EVENTS.syncStatus, { device_id: 'sort-b', pending: 9, failed: 0, oldest_at: new Date(Date.now() - 30_000).toISOString() });
    await expect.poll(async () => (await devices(servicer, '?only_unsynced=1')).list.map((r) => r.device_id)).toEqual(expect.arrayContaining(['sort-a', 'sort-b']));
    const ids = (await devices(servicer, '?only_unsynced=1')).list.map((r) => r.device_id);
    expect(ids.indexOf('sort-b')).toBeLessThan(ids.indexOf('sort-a'));

    a.disconnect();
    await expect.poll(async () => (await devices(servicer)).list.find((r) => r.device_id === 'sort-a')?.connected).toBe(false);
    expect((await devices(servicer)).list.find((r) => r.device_id === 'sort-b')?.connected).toBe(true);
  });

  it('shows a merchant only its own devices', async () => {
    const socket = sessionSocket(consignor);
    await connected(socket);
    socket.emit(SOCKET_EVENTS.syncStatus, { device_id: 'merchant-1', pending: 1, failed: 0, oldest_at: new Date().toISOString() });
    await expect.poll(async () => (await devices(consignor)).list.map((r) => r.device_id)).toEqual(['merchant-1']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/devices' });
    expect(res.statusCode).toBe(401);
  });
});

describe('token expiry', () => {
  it('ends a socket when its token expires', async () => {
    const short = await createTestApp({ accessTokenTtl: 2 }, t.database);
    try {
      const shortBase = await short.listen();
      const session = await short.login('servicer');
      const socket = connect(shortBase, {
        path: '/socket.io',
        auth: { token: session.token, user_id: userOf(session).id },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      await connected(socket);
      expect(await next<string>(socket, 'disconnect', 5000)).toBe('io server disconnect');
    } finally {
      await short.close();
    }
  });
});

describe('a burst of reports', () => {
  it('ends with the latest report stored', async () => {
    const socket = sessionSocket(servicer);
    await connected(socket);
    for (let i = 1; i <= 50; i++) socket.emit(SOCKET_EVENTS.syncStatus, { device_id: 'burst-1', pending: i, failed: 0, oldest_at: null });
    await expect.poll(async () => (await devices(servicer)).list.find((r) => r.device_id === 'burst-1')?.pending).toBe(50);
  });
});
