import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { files, idempotencyKeys, timeLimits } from '../db/schema';
import { badRequest } from '../lib/http-error';
import { afterCommit } from '../lib/request-tx';
import { ok } from '../lib/schemas';
import { createSeededDatabase, DEMO_PASSWORDS, testConfig, ZH, type DemoUser } from '../test-helpers';

const EN = { 'accept-language': 'en' };
const BOUNDARY = '----lading-idem-boundary';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The probe's controls: `slow` signals `started` once it has written, then waits for `gate`. */
const probe = { started: deferred(), gate: deferred() };
/** notes announced by afterCommit, with how many rows of them were visible outside the transaction then */
const announced: { note: string; visible: number }[] = [];

/** Test-only routes that write to a scratch table through `app.db`, like a repository would. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  const write = (note: string) => app.db.execute(sql`insert into idem_probe (note) values (${note})`);
  app.post('/idem-probe/notes', async (request) => {
    const { note } = request.body as { note: string };
    await write(note);
    afterCommit(() => void probeCount(note).then((visible) => announced.push({ note, visible })));
    return ok({ note, at: Math.random() });
  });
  app.post('/idem-probe/slow', async (request) => {
    await write((request.body as { note: string }).note);
    probe.started.resolve();
    await probe.gate.promise;
    return ok({ slow: true });
  });
  app.post('/idem-probe/fail', async (request) => {
    const { note } = request.body as { note: string };
    await write(note);
    afterCommit(() => announced.push({ note, visible: -1 }));
    throw badRequest('badRequest');
  });
};

let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
const sessions: Partial<Record<DemoUser, Record<string, string>>> = {};

async function signIn(username: DemoUser): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/login',
    headers: ZH,
    payload: { username, password: DEMO_PASSWORDS[username], app_code: 'BANG' },
  });
  expect(res.statusCode).toBe(200);
  return { 'x-token': res.json().data.token, ...ZH };
}

beforeAll(async () => {
  database = await createSeededDatabase();
  await database.db.execute(sql`create table idem_probe (id serial primary key, note text not null)`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'lading-idem-'));
  app = await buildApp({ db: database.db, config: testConfig({ dataDir }), extraRoutes: probeRoutes });
  sessions.servicer = await signIn('servicer');
  sessions.servicer2 = await signIn('servicer2');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload: object | undefined, key?: string, user: DemoUser = 'servicer', extra: Record<string, string> = {}) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...sessions[user], ...(key ? { 'idempotency-key': key } : {}), ...extra },
    ...(payload ? { payload } : {}),
  });

const probeCount = async (note: string) =>
  Number(((await database.db.execute(sql`select count(*)::int as n from idem_probe where note = ${note}`)) as unknown as { rows: { n: number }[] }).rows[0].n);
const storedKeys = (key: string) => database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
const userId = async (user: DemoUser) => (await app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: sessions[user] })).json().data.id as number;

describe('Idempotency-Key on writes', () => {
  it('runs a keyed POST once and replays the stored answer', async () => {
    const first = await call('POST', '/idem-probe/notes', { note: 'once' }, 'probe-once-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call('POST', '/idem-probe/notes', { note: 'once' }, 'probe-once-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // the very body of the first answer (its random number included), without running the handler again
    expect(again.json()).toEqual(first.json());
    expect(await probeCount('once')).toBe(1);
    const [row] = await storedKeys('probe-once-0001');
    expect(row).toMatchObject({ method: 'POST', path: '/api/idem-probe/notes', statusCode: 200, userId: await userId('servicer') });
    expect(row.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('runs afterCommit work once the write is committed, and never for a rolled-back one', async () => {
    expect((await call('POST', '/idem-probe/notes', { note: 'announced' }, 'probe-announce-0001')).statusCode).toBe(200);
    await vi.waitFor(() => expect(announced.find((a) => a.note === 'announced')).toBeDefined());
    // read outside the transaction: the row was already there for others
    expect(announced.find((a) => a.note === 'announced')?.visible).toBe(1);
    expect((await call('POST', '/idem-probe/fail', { note: 'never-announced' }, 'probe-announce-0002')).statusCode).toBe(400);
    // without a transaction it runs at once
    expect((await call('POST', '/idem-probe/fail', { note: 'unkeyed' })).statusCode).toBe(400);
    expect(announced.map((a) => a.note)).toContain('unkeyed');
    expect(announced.map((a) => a.note)).not.toContain('never-announced');
  });

  it('covers real POST, PUT and DELETE routes', async () => {
    const body = { area_code: '320506', sign_hours: 20, warning_percent: '' };
    const created = await call('POST', '/user/time_limit/district', body, 'tl-create-0001');
    expect(created.statusCode).toBe(200);
    const again = await call('POST', '/user/time_limit/district', body, 'tl-create-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(created.json().data.id);
    const id = created.json().data.id as number;
    const rows = () => database.db.select().from(timeLimits).where(eq(timeLimits.areaCode, '320506'));
    expect(await rows()).toHaveLength(1);

    const put = { area_code: '320506', sign_hours: 18, warning_percent: 60 };
    expect((await call('PUT', `/user/time_limit/district/${id}`, put, 'tl-update-0001')).json().data.sign_hours).toBe(18);
    // changed since by a request without a key: the keyed repeat answers as before and writes nothing
    expect((await call('PUT', `/user/time_limit/district/${id}`, { ...put, sign_hours: 30 })).statusCode).toBe(200);
    const replayed = await call('PUT', `/user/time_limit/district/${id}`, put, 'tl-update-0001');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().data.sign_hours).toBe(18);
    expect(Object.values((await rows())[0].stageHours)).toContain(30);

    expect((await call('DELETE', `/user/time_limit/district/${id}`, undefined, 'tl-delete-0001')).json().data).toEqual({ removed: true });
    const deletedAgain = await call('DELETE', `/user/time_limit/district/${id}`, undefined, 'tl-delete-0001');
    expect(deletedAgain.statusCode).toBe(200);
    expect(deletedAgain.json().data).toEqual({ removed: true });
    expect(await rows()).toHaveLength(0);
    // without the key, the repeat runs and finds nothing
    expect((await call('DELETE', `/user/time_limit/district/${id}`, undefined)).statusCode).toBe(404);
  });

  it('refuses the same key with another request: 422 with a clear message, in the caller language', async () => {
    expect((await call('POST', '/idem-probe/notes', { note: 'first' }, 'probe-reuse-0001')).statusCode).toBe(200);
    const other = await call('POST', '/idem-probe/notes', { note: 'second' }, 'probe-reuse-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: '422', msg: '该幂等键已用于另一份不同的请求' });
    const en = await call('POST', '/idem-probe/notes', { note: 'second' }, 'probe-reuse-0001', 'servicer', EN);
    expect(en.json().msg).toBe('This Idempotency-Key was already used for a different request');
    // another path with the same body is another request too
    expect((await call('POST', '/idem-probe/fail', { note: 'first' }, 'probe-reuse-0001')).statusCode).toBe(422);
    expect(await probeCount('second')).toBe(0);
    // the same body with its keys in another order is the same request
    const a = await call('POST', '/user/time_limit/district', { area_code: '320507', sign_hours: 5, warning_percent: '' }, 'tl-order-0001');
    const b = await call('POST', '/user/time_limit/district', { warning_percent: '', sign_hours: 5, area_code: '320507' }, 'tl-order-0001');
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
  });

  it('answers 402 请勿重复提交 to a repeat while the first still runs, then replays once it is done', async () => {
    probe.started = deferred();
    probe.gate = deferred();
    // the maintenance switch is re-read at most every 5 s; read it now so the repeat below needs no query
    await app.maintenance.get();
    const first = call('POST', '/idem-probe/slow', { note: 'slow' }, 'probe-slow-0001');
    await probe.started.promise;
    const repeat = await call('POST', '/idem-probe/slow', { note: 'slow' }, 'probe-slow-0001');
    expect(repeat.statusCode).toBe(402);
    expect(repeat.json()).toMatchObject({ code: '402', msg: '请勿重复提交' });
    probe.gate.resolve();
    expect((await first).statusCode).toBe(200);
    const later = await call('POST', '/idem-probe/slow', { note: 'slow' }, 'probe-slow-0001');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await probeCount('slow')).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 402 while another process runs the same key (advisory lock)', async () => {
    const key = 'probe-other-process-0001';
    const held = deferred();
    const release = deferred();
    const uid = await userId('servicer');
    // another server process on the same PostgreSQL: its transaction holds the (user, key) lock
    const other = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${uid}::int, hashtext(${key}))`);
      held.resolve();
      await release.promise;
    });
    await held.promise;
    const res = await call('POST', '/idem-probe/notes', { note: 'other-process' }, key);
    release.resolve();
    await other;
    expect(res.statusCode).toBe(402);
    expect(await probeCount('other-process')).toBe(0);
    expect((await call('POST', '/idem-probe/notes', { note: 'other-process' }, key)).statusCode).toBe(200);
  });

  it('rolls back the write of a handler that throws and stores no key, so a retry runs again', async () => {
    const res = await call('POST', '/idem-probe/fail', { note: 'failing' }, 'probe-fail-0001');
    expect(res.statusCode).toBe(400);
    expect(await probeCount('failing')).toBe(0);
    expect(await storedKeys('probe-fail-0001')).toHaveLength(0);
    const retry = await call('POST', '/idem-probe/fail', { note: 'failing' }, 'probe-fail-0001');
    expect(retry.statusCode).toBe(400);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per user: the same key of two users runs twice and never replays the other user answer', async () => {
    const body = { area_code: '320508', sign_hours: 7, warning_percent: '' };
    const mine = await call('POST', '/user/time_limit/district', body, 'shared-key-0001', 'servicer');
    const theirs = await call('POST', '/user/time_limit/district', body, 'shared-key-0001', 'servicer2');
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    const rows = await database.db.select().from(timeLimits).where(eq(timeLimits.areaCode, '320508'));
    expect(new Set(rows.map((r) => r.companyId)).size).toBe(2);
    const keys = await storedKeys('shared-key-0001');
    expect(keys).toHaveLength(2);
    expect(new Set(keys.map((k) => k.companyId)).size).toBe(2);
  });

  it('leaves requests without the header as they were, and refuses a malformed key', async () => {
    const body = { area_code: '320509', sign_hours: 3, warning_percent: '' };
    expect((await call('POST', '/user/time_limit/district', body)).statusCode).toBe(200);
    const dup = await call('POST', '/user/time_limit/district', body);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('该地区的时效已存在');
    expect(dup.headers['idempotent-replayed']).toBeUndefined();
    const bad = await call('POST', '/idem-probe/notes', { note: 'bad-key' }, 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Idempotency-Key 格式不正确');
    expect(await probeCount('bad-key')).toBe(0);
    // a keyed request refused by the business rules stores nothing either
    const refused = await call('POST', '/user/time_limit/district', body, 'tl-dup-0001');
    expect(refused.json().msg).toBe('该地区的时效已存在');
    expect(await storedKeys('tl-dup-0001')).toHaveLength(0);
  });

  it('forgets keys older than the retention (35 days) and keeps younger ones', async () => {
    const uid = await userId('servicer');
    const [{ companyId }] = await storedKeys('probe-once-0001');
    const base = { companyId, userId: uid, method: 'POST', path: '/api/x', requestHash: 'h', statusCode: 200, response: null };
    const day = 86_400_000;
    await database.db.insert(idempotencyKeys).values([
      { ...base, key: 'old-key-0001', createdAt: new Date(Date.now() - 36 * day) },
      { ...base, key: 'young-key-0001', createdAt: new Date(Date.now() - 31 * day) },
    ]);
    expect(await app.idempotencyKeys.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await storedKeys('old-key-0001')).toHaveLength(0);
    expect(await storedKeys('young-key-0001')).toHaveLength(1);
    expect(await storedKeys('probe-once-0001')).toHaveLength(1);
  });
});

describe('Idempotency-Key on an image upload', () => {
  const multipart = (data: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const upload = (data: Buffer, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/file/image/upload',
      headers: { ...sessions.servicer, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'idempotency-key': key },
      payload: multipart(data),
    });
  const stored = () => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const full = path.join(d, name);
        if (statSync(full).isDirectory()) walk(full);
        else out.push(full);
      }
    };
    try {
      walk(path.join(dataDir, 'files'));
    } catch {
      // nothing stored yet
    }
    return out.map((f) => path.relative(path.join(dataDir, 'files'), f)).filter((f) => !f.startsWith('.tmp'));
  };

  it('stores the file once and answers the same fileid to the repeat', async () => {
    const first = await upload(PNG, 'upload-0001');
    expect(first.statusCode).toBe(200);
    const again = await upload(PNG, 'upload-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.fileid).toBe(first.json().data.fileid);
    const uid = await userId('servicer');
    const rows = await database.db.select().from(files).where(and(eq(files.uploaderId, uid)));
    expect(rows).toHaveLength(1);
    expect(stored()).toHaveLength(1);
    // other bytes under the same key: refused, and that copy is not kept
    const other = Buffer.concat([PNG, Buffer.from('extra')]);
    const reused = await upload(other, 'upload-0001');
    expect(reused.statusCode).toBe(422);
    expect(stored()).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${first.json().data.fileid}`, headers: sessions.servicer })).statusCode).toBe(200);
  });
});
