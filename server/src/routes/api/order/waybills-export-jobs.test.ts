/** Background waybill exports (issue 8): job → stored file → a notification for the requester only → download. */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAYBILL_COLUMNS } from '../../../../../src/domain/columns/waybill-columns';
import { readXlsx } from '../../../../../workers/xlsx/reader';
import { exportFiles, notifications } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let servicer: Session;
let servicer2: Session;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lading-export-jobs-'));
  t = await createTestApp({ dataDir });
  servicer = await t.login('servicer');
  servicer2 = await t.login('servicer2');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const startJob = (s: Session, body: Record<string, unknown>, lang = 'zh-CN') =>
  t.app.inject({ method: 'POST', url: '/api/order/waybills/export-jobs', headers: { ...s.headers, 'accept-language': lang }, payload: body });

const download = (s: Session, file: string, lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url: `/api/file/export/download?file=${file}`, headers: { ...s.headers, 'accept-language': lang } });

/** The notification rows this job made (polls: the job runs after the answer). */
async function notificationsOf(jobId: string, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const rows = await t.app.db.select().from(notifications).where(sql`${notifications.meta}->>'idempotency_key' = ${`export-${jobId}`}`);
    if (rows.length || Date.now() - started > timeoutMs) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function storedExports(): string[] {
  const root = path.join(dataDir, 'files', 'exports');
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

describe('POST /api/order/waybills/export-jobs', () => {
  it('writes the workbook, notifies the requester alone with its link, and serves it to the company', async () => {
    const res = await startJob(servicer, { status: 'TO_SIGN', columns: 'order_no,end_tel' });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().data.job_id as string;
    expect(jobId).toMatch(/^[0-9a-f]{32}$/);

    const rows = await notificationsOf(jobId);
    expect(rows).toHaveLength(1);
    const [n] = rows;
    expect(n.userId).toBe(servicer.body.data.user.id);
    expect(n.type).toBe('system');
    expect(n.title).toBe('导出完成');
    expect(n.message).toMatch(/运单\d{14}\.xlsx/);
    expect(n.data.file_url).toBe(`/api/file/export/download?file=${jobId}`);
    expect(n.extra.file_url).toBe(n.data.file_url);
    expect(n.meta.idempotency_key).toBe(`export-${jobId}`);

    // the file is in the storage under DATA_DIR/files/exports/c<company>/…
    const [file] = await t.app.db.select().from(exportFiles).where(sql`${exportFiles.fileid} = ${jobId}`);
    expect(file.companyId).toBe(servicer.body.data.user.company_id);
    expect(file.expiresAt.getTime() - file.createdAt.getTime()).toBe(7 * 86_400_000);
    expect(storedExports()).toContain(path.relative('exports', file.storageKey));

    const got = await download(servicer, jobId);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(got.headers['content-disposition'])).toMatch(/^attachment; filename="export\d{14}\.xlsx"; filename\*=UTF-8''%E8%BF%90%E5%8D%95\d{14}\.xlsx$/);
    const sheet = readXlsx(new Uint8Array(got.rawPayload));
    const titles = Object.fromEntries(WAYBILL_COLUMNS.map((c) => [c.key, c.title.zh]));
    expect(sheet.rows[0]).toEqual([titles.order_no, titles.end_tel]);
    expect(sheet.rows.length - 1).toBe(file.rowCount);
    const direct = await t.app.inject({ method: 'GET', url: '/api/order/waybills/export?status=TO_SIGN&columns=order_no,end_tel', headers: servicer.headers });
    expect(readXlsx(new Uint8Array(direct.rawPayload)).rows).toEqual(sheet.rows);

    // another company: not found, and no notification for it
    const foreign = await download(servicer2, jobId, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('not found');
    const everyone = await t.app.db.select().from(notifications).where(sql`${notifications.data}->>'file_url' = ${n.data.file_url}`);
    expect(everyone.map((r) => r.userId)).toEqual([servicer.body.data.user.id]);
  });

  it('answers 400 naming the field for a bad filter, 401 without a session', async () => {
    const bad = await startJob(servicer, { status: 'NOT_A_STATUS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('status');
    const badColumns = await startJob(servicer, { columns: 42 }, 'en');
    expect(badColumns.statusCode).toBe(400);
    expect(badColumns.json().msg).toContain('columns');
    expect((await t.app.inject({ method: 'POST', url: '/api/order/waybills/export-jobs', payload: {} })).statusCode).toBe(401);
    expect((await download(servicer, 'nope')).statusCode).toBe(404);
  });

  it('an expired file is gone: 404 and its bytes are removed', async () => {
    const res = await startJob(servicer, { ids: '1,2,3' }, 'en');
    const jobId = res.json().data.job_id as string;
    const [n] = await notificationsOf(jobId);
    expect(n.title).toBe('Export ready');
    const [file] = await t.app.db.select().from(exportFiles).where(sql`${exportFiles.fileid} = ${jobId}`);
    expect((await download(servicer, jobId)).statusCode).toBe(200);
    await t.app.db.update(exportFiles).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${exportFiles.fileid} = ${jobId}`);
    expect((await download(servicer, jobId)).statusCode).toBe(404);
    expect(storedExports()).not.toContain(path.relative('exports', file.storageKey));
    expect(await t.app.db.select().from(exportFiles).where(sql`${exportFiles.fileid} = ${jobId}`)).toHaveLength(0);
  });
});
