import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LodopLike } from '@/lib/print-plugin';

/**
 * Each `openApp()` is a page load: a new instance of every module (vi.resetModules) over the same IndexedDB and
 * localStorage, as after a reload or in a second tab. The plugin is the edge: a fake printer all pages share.
 */
const printer = { online: false, prints: [] as { title: string; pages: string[] }[], refuse: false, throws: false };
let clock = 1_700_000_000_000;
/** every page's database connection, closed before the next test deletes the database */
const opened: { close(): void }[] = [];

function fakeLodop(): LodopLike {
  let job: { title: string; pages: string[] } = { title: '', pages: [] };
  return {
    CVERSION: '6.6.1.0',
    PRINT_INIT: (title) => (job = { title, pages: [] }),
    SET_PRINT_PAGESIZE: () => undefined,
    ADD_PRINT_HTM: (_t, _l, _w, _h, html) => job.pages.push(html),
    NEWPAGE: () => undefined,
    PRINT: () => {
      if (printer.throws) throw new Error('socket closed');
      if (printer.refuse) return false;
      printer.prints.push(job);
      return true;
    },
  };
}

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = `h.${b64({ id: 7, company_id: 2, username: 'u7', is_main: true, exp: 4_000_000_000, v: 1 })}.s`;

async function openApp() {
  vi.resetModules();
  const queue = await import('./index');
  const store = await import('./store');
  const marks = await import('./confirm-marks');
  const { wrapPlugin } = await import('@/lib/print-plugin');
  const { localDb } = await import('@/lib/db');
  const { setTokens } = await import('@/lib/session/token-store');
  setTokens({ token, refresh_token: 'r' });
  queue.configurePrintQueue({
    now: () => clock,
    locks: null,
    // a little wait, as a real probe has: two pages probing at once both get past it before either claims
    loadPlugin: async () => {
      await new Promise((r) => setTimeout(r, 5));
      return printer.online ? wrapPlugin('http://localhost:18000', fakeLodop()) : null;
    },
  });
  const db = localDb()!;
  opened.push(db);
  return { queue, store, marks, db };
}

const label = (no: string) => ({ kind: 'waybill_label' as const, title: `运单标签 ${no}`, paper: { widthMm: 100, heightMm: 150 }, pages: [`<div>${no}</div>`] });

beforeEach(async () => {
  printer.online = false;
  printer.refuse = false;
  printer.throws = false;
  printer.prints = [];
  clock = 1_700_000_000_000;
  localStorage.clear();
  opened.splice(0).forEach((d) => d.close());
  const { db } = await openApp();
  await db.delete();
  opened.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('print queue', () => {
  it('keeps a job queued while the plugin is absent, and prints it once when the plugin answers', async () => {
    const { queue, db } = await openApp();
    const job = await queue.requestPrint(label('2261121000001'));
    expect(job.status).toBe('queued');
    expect(job.lastError?.code).toBe('absent');
    expect(job.attempts).toBe(0);
    await queue.drainPrintQueue();
    expect((await db.printJobs.get(job.id))?.status).toBe('queued');
    expect(printer.prints).toHaveLength(0);

    printer.online = true;
    clock += 10_000;
    await queue.drainPrintQueue();
    const printed = await db.printJobs.get(job.id);
    expect(printed).toMatchObject({ status: 'printed', printedAt: clock, attempts: 1, lastError: null, claim: null });
    expect(printer.prints).toEqual([{ title: '运单标签 2261121000001', pages: ['<div>2261121000001</div>'] }]);

    // later passes leave a printed job alone
    await queue.drainPrintQueue();
    await queue.retryNow();
    expect(printer.prints).toHaveLength(1);
  });

  it('prints at once when the plugin is there', async () => {
    printer.online = true;
    const { queue } = await openApp();
    const job = await queue.requestPrint(label('2261121000002'));
    expect(job.status).toBe('printed');
    expect(printer.prints).toHaveLength(1);
  });

  it('two pages sending the same queue at the same moment print each job once', async () => {
    const a = await openApp();
    for (const no of ['1', '2', '3']) await a.queue.requestPrint(label(no));
    const b = await openApp();
    printer.online = true;
    await Promise.all([a.queue.drainPrintQueue(), b.queue.drainPrintQueue(), a.queue.drainPrintQueue(), b.queue.retryNow()]);
    expect(printer.prints.map((p) => p.title).sort()).toEqual(['运单标签 1', '运单标签 2', '运单标签 3']);
    expect((await b.db.printJobs.toArray()).map((j) => j.status)).toEqual(['printed', 'printed', 'printed']);
  });

  it('survives a reload: the queued job is there in the new page and prints once there', async () => {
    const before = await openApp();
    const job = await before.queue.requestPrint(label('2261121000003'));
    const after = await openApp();
    expect((await after.store.listJobs('2:7')).map((j) => [j.id, j.status])).toEqual([[job.id, 'queued']]);
    printer.online = true;
    await after.queue.drainPrintQueue();
    await after.queue.drainPrintQueue();
    expect(printer.prints).toHaveLength(1);
    expect((await after.db.printJobs.get(job.id))?.status).toBe('printed');
  });

  it('a job a reloaded page left printing goes back to the queue after a minute, unless the plugin had taken it', async () => {
    const before = await openApp();
    const lost = await before.queue.requestPrint(label('lost'));
    const taken = await before.queue.requestPrint(label('taken'));
    // the old page claimed both; it reached the plugin with 'taken' only, and was gone before writing either
    await before.store.claim(lost.id, 'old-tab', clock);
    await before.store.claim(taken.id, 'old-tab', clock);
    before.marks.noteConfirmed(taken.id, clock + 5);

    const after = await openApp();
    printer.online = true;
    clock += 30_000;
    await after.queue.drainPrintQueue();
    expect(printer.prints).toHaveLength(0); // a send might still be under way elsewhere
    clock += 31_000;
    await after.queue.drainPrintQueue();
    expect(printer.prints.map((p) => p.title)).toEqual(['运单标签 lost']);
    expect(await after.db.printJobs.get(taken.id)).toMatchObject({ status: 'printed', printedAt: 1_700_000_000_005 });
    expect(after.marks.confirmedAt(taken.id)).toBeNull();
  });

  it('reprint makes one more print, only when asked', async () => {
    printer.online = true;
    const { queue, db } = await openApp();
    const job = await queue.requestPrint(label('2261121000004'));
    await queue.drainPrintQueue();
    expect(printer.prints).toHaveLength(1);
    const again = await queue.reprintJob(job.id);
    expect(again).toMatchObject({ status: 'printed', reprintOf: job.id });
    expect(printer.prints).toHaveLength(2);
    await queue.drainPrintQueue();
    await queue.retryNow();
    expect(printer.prints).toHaveLength(2);
    expect(await db.printJobs.count()).toBe(2);
  });

  it('a job the plugin refuses three times waits for the user; retry puts it back', async () => {
    printer.online = true;
    printer.refuse = true;
    const { queue, db } = await openApp();
    const job = await queue.requestPrint(label('x'));
    await queue.drainPrintQueue();
    await queue.drainPrintQueue();
    expect(await db.printJobs.get(job.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: { code: 'refused' } });
    await queue.drainPrintQueue();
    printer.refuse = false;
    await queue.retryJob(job.id);
    expect(printer.prints).toHaveLength(1);
    expect((await db.printJobs.get(job.id))?.status).toBe('printed');
  });

  it('a plugin that vanished mid-send leaves the job queued without counting an attempt', async () => {
    printer.online = true;
    const { queue, db } = await openApp();
    await queue.drainPrintQueue(); // the plugin is known
    printer.throws = true;
    printer.online = false;
    const job = await queue.requestPrint(label('y'));
    expect(await db.printJobs.get(job.id)).toMatchObject({ status: 'queued', attempts: 0, lastError: { code: 'absent' } });
  });

  it('remove drops the job and its pages', async () => {
    const { queue, db } = await openApp();
    const job = await queue.requestPrint(label('z'));
    expect(await queue.removePrintJob(job.id)).toBe(true);
    expect(await db.printJobs.count()).toBe(0);
    expect(await db.printPages.count()).toBe(0);
  });
});
