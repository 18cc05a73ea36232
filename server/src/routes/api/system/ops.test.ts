/**
 * The ops channel (issue 22): platform admin only; the maintenance switch and a release notice are audit-logged, the
 * notice reaches every connected client as a pushed notification; the status shows maintenance, job figures and the
 * server errors answered lately (a probe route that throws), newest first, capped.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditListItem } from '../../../../../src/domain/admin/api';
import type { OpsStatus } from '../../../../../src/domain/admin/ops';
import { SOCKET_EVENTS, type RealtimeNotification } from '../../../../../src/domain/device-sync';
import { buildApp } from '../../../app';
import { RecentErrors } from '../../../plugins/recent-errors';
import { testConfig, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { collect, sessionSocket, settle } from '../../../test-sockets';

const t = withTestApp();
const admin = t.signIn('admin');
const servicer = t.signIn('servicer');
const open: Socket[] = [];

afterAll(() => open.forEach((s) => s.close()));

const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const audit = async (query: string): Promise<AuditListItem[]> => (await req(admin, 'GET', `/system/audit/list?${query}`)).json().data.list;

describe('the ops channel', () => {
  it('refuses everyone but the platform admin, and writes nothing for them', async () => {
    expect((await req(servicer, 'GET', '/system/ops/status')).statusCode).toBe(403);
    expect((await req(servicer, 'POST', '/system/ops/release', { version: '9.9', notes: 'x' })).statusCode).toBe(403);
    expect(await audit('action=ops.release')).toEqual([]);
    const bad = await req(admin, 'POST', '/system/ops/release', { version: '', notes: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBeTruthy();
  });

  it('switches maintenance on and off with its notice, each switch audited before / after; the status shows it', async () => {
    expect((await req(admin, 'PUT', '/system/maintenance', { enabled: true, content: '今晚升级' })).statusCode).toBe(200);
    const status: OpsStatus = (await req(admin, 'GET', '/system/ops/status')).json().data;
    expect(status.maintenance).toEqual({ enabled: true, content: '今晚升级' });
    expect(status.jobs.map((j) => j.kind)).toEqual(['exports', 'imports', 'bills']);
    expect((await req(admin, 'PUT', '/system/maintenance', { enabled: false, content: '' })).statusCode).toBe(200);
    const [off, on] = await audit('action=ops.maintenance');
    expect(on.before).toMatchObject({ enabled: false });
    expect(on.after).toEqual({ enabled: true, content: '今晚升级' });
    expect(off.before).toEqual({ enabled: true, content: '今晚升级' });
    expect(off.after).toMatchObject({ enabled: false });
  });

  it('counts order imports among the jobs: each import request is one run, recorded in the audit log', async () => {
    const before = (await req(admin, 'GET', '/system/ops/status')).json().data as OpsStatus;
    const was = before.jobs.find((j) => j.kind === 'imports')!.last_day;
    // a file whose only row is refused is still an import run
    const run = await req(servicer, 'POST', '/order/orders/import', { rows: [{ end_contact: '' }] });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ created: 0, failed: 1 });
    const after = (await req(admin, 'GET', '/system/ops/status')).json().data as OpsStatus;
    const imports = after.jobs.find((j) => j.kind === 'imports')!;
    expect(imports.last_day).toBe(was + 1);
    expect(imports.last_at).not.toBeNull();
    const [entry] = (await req(servicer, 'GET', '/system/audit/list?action=order.import')).json().data.list as AuditListItem[];
    expect(entry.after).toEqual({ rows: 1, created: 0, existing: 0, failed: 1 });
  });

  it('counts a waybill export among the jobs once its file is written', async () => {
    const exportsNow = async () => ((await req(admin, 'GET', '/system/ops/status')).json().data as OpsStatus).jobs.find((j) => j.kind === 'exports')!;
    const was = (await exportsNow()).last_day;
    const job = await req(servicer, 'POST', '/order/waybills/export-jobs', { status: 'TO_SIGN', columns: 'order_no' });
    expect(job.statusCode, job.body).toBe(200);
    // the job runs after the answer: wait (bounded) for its file, then read the figure once
    let figure = await exportsNow();
    for (let i = 0; i < 200 && figure.last_day === was; i++) {
      await new Promise((r) => setTimeout(r, 100));
      figure = await exportsNow();
    }
    expect(figure.last_day).toBe(was + 1);
    expect(figure.last_at).not.toBeNull();
  });

  it('announces a release to every connected client of every company, audited', async () => {
    const base = await t.listen();
    const heard = collect<RealtimeNotification>(await sessionSocket(base, servicer, open), SOCKET_EVENTS.notify);
    const res = await req(admin, 'POST', '/system/ops/release', { version: '2.4.0', notes: '新增运维通道' });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ title: '2.4.0', message: '新增运维通道', type: 'system' });
    const [entry] = await audit('action=ops.release');
    expect(entry.after).toEqual({ version: '2.4.0', notes: '新增运维通道' });
  });

  it('lists the server errors answered lately, newest first', async () => {
    const probe = await buildApp({
      db: t.database.db,
      config: testConfig(),
      extraRoutes: async (api) => {
        api.get('/probe/boom', { config: { public: true } }, async () => {
          throw new Error('probe exploded');
        });
      },
    });
    try {
      expect((await probe.inject({ method: 'GET', url: '/api/probe/boom?x=1' })).statusCode).toBe(500);
      const status: OpsStatus = (await probe.inject({ method: 'GET', url: '/api/system/ops/status', headers: admin.headers })).json().data;
      expect(status.errors[0]).toMatchObject({ method: 'GET', url: '/api/probe/boom', status: 500, message: 'probe exploded' });
    } finally {
      await probe.close();
    }
  });

  it('keeps only the newest errors', () => {
    const ring = new RecentErrors(3);
    for (let i = 1; i <= 5; i++) ring.record({ at: '', method: 'GET', url: `/api/${i}`, status: 500, message: '' });
    expect(ring.list().map((e) => e.url)).toEqual(['/api/5', '/api/4', '/api/3']);
  });
});
