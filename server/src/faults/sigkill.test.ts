/**
 * SIGKILL during writes (issue 16, Faults). Proves that killing the server at random moments loses and duplicates
 * nothing: the real server runs as one node process on a DATA_DIR (embedded PGlite, or DATABASE_URL on a fresh
 * database when TEST_DATABASE_URL is set) and is SIGKILLed FAULT_KILLS times (20 by default) — every other kill at a
 * random moment of start-up (WAL recovery, system data), the others after a few seconds of writes — and restarted on
 * the same data each time. Meanwhile:
 *   - a servicer's outbox creates orders (Idempotency-Key → client order number) and walks each through receive,
 *     warehouse in/out, arrive and assign, and batch-receives a second group under one key;
 *   - a delivery phone's outbox appoints, uploads a sign photo, signs and records the return visit of each
 *     assigned order;
 *   - a 10 000-row import goes through POST /order/orders/import in chunks of 1000 rows with row_keys;
 * each request retried with the same key until it gets an answer, as src/lib/outbox does. After the last restart:
 * every action applied exactly once (the order's events by action, its status), exactly one order per create key,
 * exactly 10 000 orders for the import's row keys with none twice, index and table agreeing, every order's status
 * the one its last event leads to, and no 500 answered or logged by any run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayer, type Replayer } from './replaying-client';
import { seededStore, type SeededStore } from './seeded-store';
import { serverErrors, sleep, spawnedServer } from './spawned-server';

const KILLS = Number(process.env.FAULT_KILLS ?? 20);
const IMPORT_ROWS = 10_000;
const CHUNK = 1000;
const CHAIN_ORDERS = 6;
const BATCH_ORDERS = 8;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RUN = Math.random().toString(36).slice(2, 8);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lading-sigkill-'));
let store: SeededStore;
let server: ReturnType<typeof spawnedServer>;

beforeAll(async () => {
  store = await seededStore(dataDir);
  server = spawnedServer(store.env);
  await server.port;
}, 600_000);

afterAll(async () => {
  await server?.kill();
  await store?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(client: Replayer, username: string, password: string, appCode: string): Promise<string> {
  const res = await client.send('POST', '/login/login', { json: { username, password, app_code: appCode } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { token: string }).token;
}

/** Sends until answered and expects a 200: any refusal is a write the outbox would have lost. */
async function must(client: Replayer, what: string, method: string, url: string, init: Parameters<Replayer['send']>[2]) {
  const res = await client.send(method, url, init);
  if (res.status !== 200 || res.body.code !== '0') throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

const tomorrow = () => new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('SIGKILL at random moments while outboxes replay and a 10 000-row import runs', () => {
  it(`loses and duplicates nothing over ${KILLS} kills`, async () => {
    const { ids } = store;
    const client = replayer(() => server.base);
    const started = Date.now();
    server.start();
    await server.ready(600_000);
    let startupMs = Date.now() - started;
    const servicer = await login(client, 'servicer', 'servicer123', 'BANG');
    const delivery = await login(client, 'delivery', 'delivery123', 'PAI');

    const orderBody = (n: number) => ({
      variant: 'waybill',
      consignor_resource_id: ids.consignorResource,
      end_contact: '陈小姐',
      end_tel: '13912345678',
      end_province_code: '310000',
      end_city_code: '310100',
      end_district_code: '310101',
      end_address: `南京东路${n}号`,
      products: [{ product_id: ids.productId, quantity: 1 }],
      services_pkg_code: 'DELIVERY_INSTALL',
    });
    const act = (token: string, key: string, no: string, action: string, data: Record<string, unknown> = {}) =>
      must(client, `${action} ${no}`, 'POST', `/order/orders/${no}/actions/${action}`, { token, key, json: { ...data, occurred_at: new Date().toISOString() } });

    // the delivery phone's outbox takes each order once the desk has assigned it
    const assigned: string[] = [];
    let deskDone = false;
    const createKeys: string[] = [];
    const chainNos: string[] = [];
    const batchNos: string[] = [];

    const desk = (async () => {
      for (let i = 0; i < CHAIN_ORDERS + BATCH_ORDERS; i++) {
        const key = `sk-${RUN}-create-${i}`;
        createKeys.push(key);
        const created = await must(client, `create ${i}`, 'POST', '/order/orders', { token: servicer, key, json: { ...orderBody(i), submit: true } });
        const no = (created.body.data as { order_no: string }).order_no;
        (i < CHAIN_ORDERS ? chainNos : batchNos).push(no);
      }
      const batch = await must(client, 'batch receive', 'POST', '/order/orders/batch/receive', { token: servicer, key: `sk-${RUN}-batch`, json: { nos: batchNos } });
      expect((batch.body.data as { failed: number }).failed).toBe(0);
      for (const [i, no] of chainNos.entries()) {
        const k = (step: string) => `sk-${RUN}-${i}-${step}`;
        await act(servicer, k('receive'), no, 'receive');
        await act(servicer, k('in'), no, 'warehouse_in', { warehouse_id: ids.warehouseId });
        await act(servicer, k('out'), no, 'warehouse_out');
        await act(servicer, k('arrive'), no, 'arrive');
        await act(servicer, k('assign'), no, 'assign', { delivery_resource_id: ids.deliveryResource });
        assigned.push(no);
      }
      deskDone = true;
    })();

    const phone = (async () => {
      let done = 0;
      while (!deskDone || done < assigned.length) {
        const no = assigned[done];
        if (!no) {
          await sleep(200);
          continue;
        }
        const k = (step: string) => `sk-${RUN}-phone-${no}-${step}`;
        await act(delivery, k('appoint'), no, 'appoint', { appoint_at: `${tomorrow()} 10:00` });
        const form = () => {
          const f = new FormData();
          f.append('photo', new Blob([PNG], { type: 'image/png' }), 'sign.png');
          return f;
        };
        // the outbox uploads the photo under `<entry key>:photo:<n>` before the entry that names it
        const up = await must(client, `photo ${no}`, 'POST', '/file/image/upload', { token: delivery, key: `${k('sign')}:photo:0`, form: form() });
        const fileid = (up.body.data as { fileid: string }).fileid;
        await act(delivery, k('sign'), no, 'sign', { signer: '陈小姐', photos: [fileid] });
        await act(delivery, k('feedback'), no, 'feedback', { result: 'SATISFIED' });
        done++;
      }
    })();

    const importAnswers: { created: number; existing: number; failed: number }[] = [];
    const importer = (async () => {
      for (let from = 0; from < IMPORT_ROWS; from += CHUNK) {
        const rows = Array.from({ length: CHUNK }, (_, j) => ({ ...orderBody(from + j), row_key: `sk-${RUN}-row-${from + j}` }));
        const res = await must(client, `import chunk ${from}`, 'POST', '/order/orders/import', { token: servicer, json: { rows } });
        importAnswers.push(res.body.data as (typeof importAnswers)[number]);
      }
    })();

    // the kills: odd rounds at a random moment of start-up (WAL recovery, migrations check, system data), even rounds
    // 0-3 s after the clients' first answer once ready (in the middle of import chunks, actions, uploads)
    const workDone = Promise.allSettled([desk, phone, importer]);
    const killedDuringStartup: number[] = [];
    for (let round = 1; round <= KILLS; round++) {
      if (round > 1) {
        const spawnedAt = Date.now();
        server.start();
        const readyAt = server.ready(600_000).then(
          () => Date.now(),
          () => null,
        );
        if (round % 2 === 1) {
          const winner = await Promise.race([sleep(Math.random() * startupMs).then(() => 'kill' as const), readyAt.then(() => 'ready' as const)]);
          if (winner === 'kill') killedDuringStartup.push(round);
          else if ((await readyAt) === null) throw new Error(`round ${round}: the server did not start:\n${server.runs.at(-1)?.output.slice(-3000)}`);
        } else {
          const at = await readyAt;
          if (at === null) throw new Error(`round ${round}: the server did not start:\n${server.runs.at(-1)?.output.slice(-3000)}`);
          startupMs = at - spawnedAt;
        }
      }
      if (!killedDuringStartup.includes(round)) {
        // let the clients get somewhere (a first answer since this start, 20 s at most), then kill at a random moment
        const answered = client.seen.get('200') ?? 0;
        for (const end = Date.now() + 20_000; Date.now() < end && (client.seen.get('200') ?? 0) === answered; ) await sleep(50);
        await sleep(Math.random() * 3000);
      }
      await server.kill();
    }
    const progress = `before the last restart: ${importAnswers.length}/${IMPORT_ROWS / CHUNK} import chunks answered, ${assigned.length}/${CHAIN_ORDERS} orders assigned`;
    const lastStart = Date.now();
    server.start();
    await server.ready(600_000);
    const finalStartupMs = Date.now() - lastStart;

    const outcomes = await Promise.race([
      workDone,
      sleep(900_000).then(() => {
        throw new Error(`the clients did not finish within 15 min of the last restart (${progress})`);
      }),
    ]);
    for (const o of outcomes) if (o.status === 'rejected') throw o.reason;

    // 1. every action once, as the API tells it
    const events = async (no: string) => {
      const res = await must(client, `events ${no}`, 'GET', `/order/orders/${no}/events`, { token: servicer });
      return (res.body.data as { list: { action: string; to_status: string }[] }).list;
    };
    const chainActions = ['create', 'submit', 'receive', 'warehouse_in', 'warehouse_out', 'arrive', 'assign', 'appoint', 'sign', 'feedback'];
    for (const no of chainNos) {
      const list = await events(no);
      expect(list.map((e) => e.action), no).toEqual(chainActions);
      expect(list.at(-1)!.to_status).toBe('ARCHIVED');
    }
    for (const no of batchNos) expect((await events(no)).map((e) => e.action), no).toEqual(['create', 'submit', 'receive']);
    expect(importAnswers).toHaveLength(IMPORT_ROWS / CHUNK);
    for (const a of importAnswers) expect({ failed: a.failed, total: a.created + a.existing }).toEqual({ failed: 0, total: CHUNK });

    // 2. the database itself, after a clean stop
    await server.stop();
    const database = await store.open();
    try {
      const firstRow = <T>(result: unknown) => (result as { rows: T[] }).rows[0];
      const one = async <T>(query: ReturnType<typeof sql>) => firstRow<T>(await database.db.execute(query));
      const imported = await one<{ n: number; keys: number }>(
        sql`SELECT count(*)::int AS n, count(DISTINCT client_order_no)::int AS keys FROM orders WHERE company_id = ${ids.servicerCompany} AND client_order_no LIKE ${`row:sk-${RUN}-row-%`}`,
      );
      expect(imported).toEqual({ n: IMPORT_ROWS, keys: IMPORT_ROWS });
      const creates = await one<{ n: number; keys: number }>(
        sql`SELECT count(*)::int AS n, count(DISTINCT client_order_no)::int AS keys FROM orders WHERE client_order_no LIKE ${`idem:sk-${RUN}-create-%`}`,
      );
      expect(creates).toEqual({ n: createKeys.length, keys: createKeys.length });
      // the unique index and the table agree (a torn index page would answer differently)
      const countBy = (scan: 'index' | 'table') =>
        database.db.transaction(async (tx) => {
          if (scan === 'index') await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          else {
            await tx.execute(sql`SET LOCAL enable_indexscan = off`);
            await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          }
          const res = await tx.execute(sql`SELECT count(*)::int AS n FROM orders WHERE company_id = ${ids.servicerCompany} AND client_order_no LIKE ${`row:sk-${RUN}-%`}`);
          return firstRow<{ n: number }>(res);
        });
      const byIndex = await countBy('index');
      const byTable = await countBy('table');
      expect(byIndex).toEqual(byTable);
      // every order this run wrote is in the status its last event leads to, and every event belongs to an order
      const drift = await one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM orders o
        WHERE o.client_order_no LIKE ${`%sk-${RUN}-%`}
          AND o.status IS DISTINCT FROM (SELECT e.to_status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1)`);
      expect(drift.n).toBe(0);
      const orphans = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_events e WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = e.order_id)`);
      expect(orphans.n).toBe(0);
    } finally {
      await database.close();
    }

    // 3. no run answered or logged a 500 (each run's start-up included)
    expect(client.seen.get('500') ?? 0).toBe(0);
    expect(server.runs.flatMap((r) => serverErrors(r.output))).toEqual([]);
    expect(server.runs).toHaveLength(KILLS + 1);
    console.log(
      `sigkill: ${KILLS} kills (${killedDuringStartup.length} during start-up), start-up ${startupMs} ms, last ${finalStartupMs} ms, ` +
        `${progress}; answers replayed from a stored first execution: ${client.seen.get('replayed') ?? 0}, ` +
        `${importAnswers.reduce((n, a) => n + a.existing, 0)} import rows existing; answers ${JSON.stringify(Object.fromEntries(client.seen))}, total ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 3_600_000);
});
