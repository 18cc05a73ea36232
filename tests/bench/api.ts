/** API latency figures: foundation endpoints through Fastify's inject on a seeded embedded PostgreSQL. */
import { performance } from 'node:perf_hooks';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

export interface LatencyRow {
  name: string;
  n: number;
  p50: number;
  p95: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** bytes of one answer as sent to a client that accepts nothing, gzip, or what a browser accepts */
export interface AnswerBytes {
  name: string;
  identity: number;
  gzip: number;
  br: number;
}

export async function measureApi(iterations = 200): Promise<{ seedMs: number; rows: LatencyRow[]; bytes: AnswerBytes[] }> {
  const t0 = performance.now();
  const database = await createSeededDatabase();
  const seedMs = performance.now() - t0;
  const t = await createTestApp({}, database);
  const session = await t.login('servicer');
  const h = session.headers;
  const cases: [string, () => Promise<unknown>, number][] = [
    ['POST /login/login (scrypt)', () => t.login('servicer'), Math.min(iterations, 40)],
    ['GET getMenuPermissionByToken', () => t.app.inject({ url: '/api/user/group/getMenuPermissionByToken?app_code=BANG', headers: h }), iterations],
    ['GET getUserByToken', () => t.app.inject({ url: '/api/user/users/getUserByToken', headers: h }), iterations],
    ['GET getDistrictList (provinces)', () => t.app.inject({ url: '/api/map/area/getDistrictList?parentCode=100000', headers: h }), iterations],
    ['GET three_level_address', () => t.app.inject({ url: '/api/map/area/three_level_address', headers: h }), Math.min(iterations, 50)],
    ['GET order/stats/statusSum', () => t.app.inject({ url: '/api/order/stats/statusSum', headers: h }), iterations],
    ['GET notify/history', () => t.app.inject({ url: '/api/notify/history?unread=1&per_page=20', headers: h }), iterations],
  ];
  const rows: LatencyRow[] = [];
  for (const [name, run, n] of cases) {
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      await run();
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    rows.push({ name, n, p50: quantile(times, 0.5), p95: quantile(times, 0.95) });
  }
  const bytes: AnswerBytes[] = [];
  for (const [name, url] of [['GET order list page, 50 rows', '/api/order/waybills/list?page=1&per_page=50']]) {
    const size = async (encoding: string) => (await t.app.inject({ url, headers: { ...h, 'accept-encoding': encoding } })).rawPayload.length;
    bytes.push({ name, identity: await size('identity'), gzip: await size('gzip'), br: await size('gzip, deflate, br, zstd') });
  }
  await t.close();
  await database.close();
  return { seedMs, rows, bytes };
}
